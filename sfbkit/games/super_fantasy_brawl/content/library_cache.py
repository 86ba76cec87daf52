"""The Library through the cache: a tree whose bytes were validated before is not parsed again.

Each champion, card, challenge, arena and ruleset is pickled on its own, so a
command that needs one champion unpickles that champion and its cards only.
"""

from __future__ import annotations

import gc
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sfbkit.games.super_fantasy_brawl.content.library import (
    Library,
    library_from,
    load_library,
    usable_library,
)
from sfbkit.games.super_fantasy_brawl.content.tree_key import cache_slot, tree_key
from sfbkit.kit.cache_store import CacheStore, load_unfrozen
from sfbkit.kit.pickled_mapping import PickledMapping
from sfbkit.kit.problems import InvalidContentError, Problem, one_line

if TYPE_CHECKING:
    from sfbkit.kit.validation_report import ValidationReport

ENTRY = "library"


def library_entry(library: Library) -> dict[str, Any]:
    """Returns what the cache stores of a library: plain fields, and each model pickled on its own."""
    return {
        "champions": PickledMapping.of(library.champions),
        "cards": PickledMapping.of(library.cards),
        "card_owner": dict(library.card_owner),
        "decks": dict(library.decks),
        "traps": tuple(library.traps),
        "challenges": PickledMapping.of(library.challenges),
        "arenas": PickledMapping.of(library.arenas),
        "rulesets": PickledMapping.of(library.rulesets),
        "content_hash": library.content_hash,
    }


def library_of_entry(root: Path, entry: object) -> Library | None:
    """Returns the library a verified cache entry holds, or None when the entry has another shape."""
    if not isinstance(entry, dict):
        return None
    try:
        return Library(
            root=root,
            champions=_pickled(entry["champions"]),
            cards=_pickled(entry["cards"]),
            card_owner=entry["card_owner"],
            decks=entry["decks"],
            traps=entry["traps"],
            challenges=_pickled(entry["challenges"]),
            arenas=_pickled(entry["arenas"]),
            rulesets=_pickled(entry["rulesets"]),
            content_hash=entry["content_hash"],
        )
    except (KeyError, TypeError):
        return None


def _pickled(value: object) -> PickledMapping[Any]:
    """Returns ``value`` when an entry holds a PickledMapping there; TypeError otherwise."""
    if not isinstance(value, PickledMapping):
        raise TypeError("the entry holds no pickled mapping")
    return value


def cached_library(root: Path, slot: tuple[CacheStore, str] | None = None) -> Library:
    """Returns the library of the tree at ``root``: from the cache when its bytes were validated before.

    Otherwise the tree is validated (ContentError lists every problem) and, when no file changed
    while it was read, stored. The loaded objects are frozen out of the garbage collector's passes.
    ``slot`` is the tree's cache slot when the caller has it (else it is looked up).
    """
    root = Path(root)
    if slot is None:
        slot = cache_slot(root) if root.is_dir() else None
    library = library_of_entry(root, load_unfrozen(*slot, ENTRY)) if slot is not None else None
    if library is None:
        library = load_library(root)
        if slot is not None:
            store_library(*slot, root, library)
    gc.freeze()
    return library


def preview_library(
    root: Path, slot: tuple[CacheStore, str] | None = None
) -> tuple[Library, tuple[Problem, ...]]:
    """Returns the library of the tree from the cache when it is valid, else that of its valid files.

    Each file left out is named on standard error with its first problem, one line each; the
    second value holds those problems (empty for a valid tree). ``slot`` as for ``cached_library``.
    """
    try:
        return cached_library(root, slot), ()
    except InvalidContentError as error:
        if not Path(root).is_dir():
            raise
        first = error
    try:
        library, left_out = usable_library(root)
    except InvalidContentError:
        raise first from None
    for problem in left_out:
        sys.stderr.write(f"skipped {one_line(str(problem))}\n")
    return library, left_out


def store_report(slot: tuple[CacheStore, str] | None, root: Path, report: ValidationReport) -> None:
    """Stores the library of a report without problems under the slot's key, unless it is stored already."""
    if slot is None or report.problems:
        return
    store, key = slot
    if not store.has(key, ENTRY):
        store_library(store, key, root, library_from(report))


def store_library(store: CacheStore, key: str, root: Path, library: Library) -> None:
    """Stores a validated library under ``key`` unless a file changed since the key was computed."""
    if tree_key(root) == key:
        store.save(key, ENTRY, library_entry(library))
