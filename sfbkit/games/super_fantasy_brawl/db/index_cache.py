"""The card index through the cache: a search on a tree searched before loads its index and no model."""

from __future__ import annotations

import gc
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.content.declaration import CONTENT
from sfbkit.games.super_fantasy_brawl.db.index import CardIndex
from sfbkit.kit.cache.cache_store import load_unfrozen
from sfbkit.kit.tree.tree_key import cache_slot, tree_key

ENTRY = "index"


def cached_index(root: Path) -> CardIndex:
    """Returns the card index of the tree at ``root``: from the cache, else built from its library and stored."""
    root = Path(root)
    slot = cache_slot(root, CONTENT)
    if slot is not None:
        index = load_unfrozen(*slot, ENTRY)
        if isinstance(index, CardIndex):
            gc.freeze()
            return index
    from sfbkit.kit.tree.library_cache import preview_library

    library, left_out = preview_library(root, CONTENT, slot)
    index = CardIndex.from_library(library)
    if slot is not None and not left_out and tree_key(root, CONTENT) == slot[1]:
        slot[0].save(slot[1], ENTRY, index)
    gc.freeze()
    return index
