"""``sfbkit`` in a real terminal (pexpect), with what a hung child was doing shown when Ctrl-C is not answered."""

from __future__ import annotations

import os
import signal
import sys
import termios
from typing import Any

import pexpect

COMMAND = "import sys; from sfbkit.cli.entry import main; sys.exit(main())"


def spawn_sfbkit(*args: str, timeout: int, rows: int) -> Any:
    """Starts ``sfbkit ARGS`` on a terminal of ``rows`` × 200; a SIGABRT makes it print every thread's stack."""
    return pexpect.spawn(
        sys.executable,
        ["-c", COMMAND, *args],
        encoding="utf-8",
        timeout=timeout,
        dimensions=(rows, 200),
        env={**os.environ, "PYTHONFAULTHANDLER": "1"},
    )


ANSWER_SECONDS = 120
"""How long a child may take to answer Ctrl-C: it writes its log first, which a busy disk can hold up."""


def interrupt(child: Any, answer: str) -> None:
    """Presses Ctrl-C and waits for ``answer``; if it never comes, fails with the terminal's mode and the stacks."""
    child.sendintr()
    if child.expect([answer, pexpect.TIMEOUT], timeout=ANSWER_SECONDS) == 0:
        return
    lflag = termios.tcgetattr(child.child_fd)[3]
    mode = (
        f"ISIG {'on' if lflag & termios.ISIG else 'off'}, ICANON {'on' if lflag & termios.ICANON else 'off'}"
    )
    child.kill(signal.SIGABRT)
    child.expect([pexpect.EOF, pexpect.TIMEOUT], timeout=10)
    raise AssertionError(f"Ctrl-C was not answered ({mode}); the child's stacks:\n{child.before[-6000:]}")
