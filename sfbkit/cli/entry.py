"""The console script: answers ``--version`` and the plain ``validate`` and ``search`` without click, else runs the CLI."""

from __future__ import annotations

import os
import sys


def main() -> object:
    """Runs the CLI; ``--version`` and the forms ``quick_path`` takes skip the CLI's imports (fast start-up)."""
    args = sys.argv[1:]
    if args == ["--version"]:
        from sfbkit import __version__

        print(f"sfbkit, version {__version__}")
        return 0
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
