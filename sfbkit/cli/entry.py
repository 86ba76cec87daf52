"""The console script: answers ``--version`` without importing click or typing, else runs the CLI."""

from __future__ import annotations

import sys


def main() -> object:
    """Runs the CLI; ``sfbkit --version`` alone is answered before the CLI's imports (fast start-up)."""
    if sys.argv[1:] == ["--version"]:
        from sfbkit import __version__

        print(f"sfbkit, version {__version__}")
        return 0
    from sfbkit.cli.main import main as run

    return run()
