"""Where the bundled Dungeon Command content lives: ``games/dungeon-command/`` beside the bundled SFB tree."""

from __future__ import annotations

from pathlib import Path

from sfbkit.content.paths import bundled_content_root
from sfbkit.games.dungeon_command import GAME_ID

MANIFEST = "sfbkit.yaml"
"""The manifest at a content tree's root, naming its game."""


def bundled_root() -> Path:
    """Returns the Dungeon Command content shipped with sfbkit (inside the wheel, or the source checkout)."""
    return bundled_content_root() / "games" / GAME_ID
