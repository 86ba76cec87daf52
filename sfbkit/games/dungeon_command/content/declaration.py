"""Dungeon Command's content as the kit's loader and cache see it.

The library's modules are imported when a callable first runs, so keying a tree loads no model.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.dungeon_command import GAME_ID
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.kit.tree.content_declaration import ContentDeclaration, dataclass_library

if TYPE_CHECKING:
    from sfbkit.games.dungeon_command.content.library import DCLibrary

FOLDERS = ("commanders", "creatures", "orders", "tiles", "battlefields", "warbands", "rulesets", "matches")
"""The content folders in the order a tree is read (``content/kinds.py`` maps each to its kind)."""
ROOT_FILES = ("keywords.yaml",)
"""The keyword declarations, at the tree's root."""


CONTENT: ContentDeclaration[DCLibrary] = dataclass_library(
    GAME_ID,
    FOLDERS,
    bundled_root,
    "sfbkit.games.dungeon_command.content.library",
    "DCLibrary",
    root_files=ROOT_FILES,
)
"""Keywords, commanders, creatures, orders, tiles, battlefields, warbands, rulesets and match files."""
