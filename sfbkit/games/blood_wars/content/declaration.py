"""Blood Wars' content as the kit's loader and cache see it.

The library's modules are imported when a callable first runs, so keying a tree loads no model.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.blood_wars import GAME_ID
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.kit.tree.content_declaration import ContentDeclaration, dataclass_library

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.content.library import BWLibrary

FOLDERS = ("cards", "decks", "deck-tables", "rulesets")
"""The content folders in the order a tree is read (``content/kinds.py`` maps each file to its kind)."""


CONTENT: ContentDeclaration[BWLibrary] = dataclass_library(
    GAME_ID,
    FOLDERS,
    bundled_root,
    "sfbkit.games.blood_wars.content.library",
    "BWLibrary",
    script_folders=("matches",),
)
"""Card lists, decks, deck tables and rulesets; match scripts beside them."""
