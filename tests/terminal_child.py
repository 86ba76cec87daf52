"""``sfbkit`` in a real terminal (pexpect), with what a hung child was doing shown when Ctrl-C is not answered."""

from __future__ import annotations

import os
import signal
import sys
import termios
from pathlib import Path
from typing import Any

import pexpect

COMMAND = "import sys; from sfbkit.cli.entry import main; sys.exit(main())"


def _as_from_a_shell() -> None:
    """Gives the child Ctrl-C as a shell would: a test process may have left SIGINT ignored or blocked."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)
    signal.pthread_sigmask(signal.SIG_UNBLOCK, [signal.SIGINT])


def spawn_sfbkit(*args: str, timeout: int, rows: int) -> Any:
    """Starts ``sfbkit ARGS`` on a terminal of ``rows`` × 200; a SIGABRT makes it print every thread's stack."""
    return pexpect.spawn(
        sys.executable,
        ["-c", COMMAND, *args],
        encoding="utf-8",
        timeout=timeout,
        dimensions=(rows, 200),
        env={**os.environ, "PYTHONFAULTHANDLER": "1"},
        preexec_fn=_as_from_a_shell,
    )


def _signal_masks(pid: int) -> str:
    """Returns the ignored and blocked signal masks the kernel shows for a process."""
    try:
        status = Path(f"/proc/{pid}/status").read_text(encoding="utf-8").splitlines()
    except OSError:
        return "no /proc"
    return ", ".join(line for line in status if line.startswith(("SigIgn", "SigBlk")))


ANSWER_SECONDS = 120
"""How long a child may take to answer Ctrl-C: it writes its log first, which a busy disk can hold up."""


def interrupt(child: Any, answer: str) -> None:
    """Presses Ctrl-C and waits for ``answer``; if it never comes, fails with the terminal's mode and the stacks."""
    child.sendintr()
    if child.expect([answer, pexpect.TIMEOUT], timeout=ANSWER_SECONDS) == 0:
        return
    lflag = termios.tcgetattr(child.child_fd)[3]
    mode = f"ISIG {'on' if lflag & termios.ISIG else 'off'}, {_signal_masks(child.pid)}"
    child.kill(signal.SIGABRT)
    child.expect([pexpect.EOF, pexpect.TIMEOUT], timeout=10)
    raise AssertionError(f"Ctrl-C was not answered ({mode}); the child's stacks:\n{child.before[-6000:]}")
