"""What the Dungeon Command game object delegates matches to: scripts and log replays against a content tree."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sfbkit.games.dungeon_command.content.library import DCLibrary
    from sfbkit.games.dungeon_command.play.run import DCRun


def _library(root: Path) -> DCLibrary:
    from sfbkit.games.dungeon_command.content.declaration import CONTENT
    from sfbkit.kit.tree.library_cache import cached_library

    return cached_library(root, CONTENT)


def run_script(root: Path, script: Path) -> tuple[DCRun, str]:
    """Runs a match script against the tree; returns the run and ``SCRIPT: ok: N steps, M decisions, K expectations``."""
    from sfbkit.games.dungeon_command.play.runner import run_script_file

    return run_script_file(_library(root), script)


def replay(root: Path, log: Path) -> tuple[DCRun, str]:
    """Re-runs a JSONL log against the tree, verifying every event, the result and the hash."""
    from sfbkit.games.dungeon_command.play.replay import replay_log

    return replay_log(_library(root), log)
