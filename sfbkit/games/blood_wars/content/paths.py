"""Where the bundled Blood Wars content lives: ``games/blood-wars/`` among the trees shipped with sfbkit."""

from __future__ import annotations

from pathlib import Path

from sfbkit.games.blood_wars import GAME_ID
from sfbkit.kit.io.paths import shipped_content


def bundled_root() -> Path:
    """Returns the Blood Wars content shipped with sfbkit (inside the wheel, or the source checkout)."""
    return shipped_content() / "games" / GAME_ID
