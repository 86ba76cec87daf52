"""What the Blood Wars game object delegates matches to: scripts and log replays against a content tree."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.kit.game import MatchRun

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.content.library import BWLibrary


def _library(root: Path) -> BWLibrary:
    from sfbkit.games.blood_wars.content.library import load_library

    return load_library(root)


def run_script(root: Path, script: Path) -> tuple[MatchRun, str]:
    """Runs a match script (or a deck check) against the tree; returns the run and its summary line."""
    from sfbkit.games.blood_wars.play.runner import run_script_file

    return run_script_file(_library(root), script)


def replay(root: Path, log: Path) -> tuple[MatchRun, str]:
    """Re-runs a JSONL log against the tree, verifying every event, the result and the hash."""
    from sfbkit.games.blood_wars.play.replay import replay_log

    return replay_log(_library(root), log)
