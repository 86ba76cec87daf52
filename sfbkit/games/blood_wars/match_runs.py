"""What the Blood Wars game object delegates matches to; the match engine (BW §5–§14) is not part of this build."""

from __future__ import annotations

from pathlib import Path
from typing import NoReturn

from sfbkit.kit.errors import ScriptError


def _no_engine(what: Path) -> NoReturn:
    raise ScriptError(
        f"{what}:1: Blood Wars matches need the Blood Wars engine, which this sfbkit does not have yet"
    )


def run_script(root: Path, script: Path) -> NoReturn:
    """Refuses a match script: content commands work, matches wait for the engine."""
    _no_engine(script)


def replay(root: Path, log: Path) -> NoReturn:
    """Refuses a match log: content commands work, matches wait for the engine."""
    _no_engine(log)
