"""Where the bundled Dungeon Command content lives: ``games/dungeon-command/`` among the trees shipped with sfbkit."""

from __future__ import annotations

from pathlib import Path

from sfbkit.games.dungeon_command import GAME_ID
from sfbkit.kit.io.paths import shipped_content

MANIFEST = "sfbkit.yaml"
"""The manifest at a content tree's root, naming its game."""


def bundled_root() -> Path:
    """Returns the Dungeon Command content shipped with sfbkit (inside the wheel, or the source checkout)."""
    return shipped_content() / "games" / GAME_ID
