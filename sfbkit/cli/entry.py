"""The console script: answers ``--version`` and the plain ``validate`` and ``search`` without click, else runs the CLI."""

from __future__ import annotations

import errno
import os
import sys

_WRITE_ERRORS = frozenset({errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO})
"""The errors of a write that did not fit, raised by a stream without a file name (standard output)."""


def main() -> object:
    """Runs the CLI; ``--version`` and the forms ``quick_path`` takes skip the CLI's imports (fast start-up)."""
    args = sys.argv[1:]
    if args == ["--version"]:
        from sfbkit import __version__

        print(f"sfbkit, version {__version__}")
        return 0
    try:
        return _answer(args)
    except OSError as error:
        if error.filename is not None or error.errno not in _WRITE_ERRORS:
            raise
        # What a command printed did not fit (a full disk, /dev/full): one line, not a traceback.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        print(f"error: cannot write the output: {error.strerror or error}", file=sys.stderr)
        return 1


def _answer(args: list[str]) -> object:
    """Returns the exit code of the quick path's answer, else runs the full CLI."""
    from sfbkit.cli.quick_path import quick_answer

    try:
        code = quick_answer(args)
    except BrokenPipeError:  # the reader went away (``| head``): as the full CLI, stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        print("\nAborted!", file=sys.stderr)
        return 1
    if code is not None:
        return code
    from sfbkit.cli.main import main as run

    return run()
