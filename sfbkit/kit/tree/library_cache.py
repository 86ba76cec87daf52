"""A game's library through the cache: a tree whose bytes were validated before is not parsed again.

What is stored of a library is the game's choice (``ContentDeclaration.library_entry``): Super
Fantasy Brawl pickles each model on its own, so a command that needs one champion unpickles
that champion and its cards only.
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.kit.cache.cache_store import CacheStore, load_unfrozen
from sfbkit.kit.problems import InvalidContentError, Problem, one_line
from sfbkit.kit.tree.content_declaration import LibraryT
from sfbkit.kit.tree.tree_key import cache_slot, tree_key

if TYPE_CHECKING:
    from sfbkit.kit.report.validation_report import ValidationReport
    from sfbkit.kit.tree.content_declaration import ContentDeclaration

ENTRY = "library"


def load_library(root: Path, content: ContentDeclaration[LibraryT]) -> LibraryT:
    """Returns the library of the tree read and validated in full; ContentError lists every problem."""
    return content.load_library(root)


def cached_library(
    root: Path, content: ContentDeclaration[LibraryT], slot: tuple[CacheStore, str] | None = None
) -> LibraryT:
    """Returns the library of the tree at ``root``: from the cache when its bytes were validated before.

    Otherwise the tree is validated (ContentError lists every problem) and, when no file changed
    while it was read, stored. The loaded objects are frozen out of the garbage collector's passes.
    ``slot`` is the tree's cache slot when the caller has it (else it is looked up).
    """
    root = Path(root)
    if slot is None:
        slot = cache_slot(root, content)
    entry = load_unfrozen(*slot, ENTRY) if slot is not None else None
    library = content.library_of_entry(root, entry) if entry is not None else None
    if library is None:
        library = load_library(root, content)
        if slot is not None:
            store_library(*slot, root, content, library)
    gc.freeze()
    return library


def preview_library(
    root: Path, content: ContentDeclaration[LibraryT], slot: tuple[CacheStore, str] | None = None
) -> tuple[LibraryT, tuple[Problem, ...]]:
    """Returns the library of the tree from the cache when it is valid, else that of its valid files.

    Each file left out is named on standard error with its first problem, one line each; the
    second value holds those problems (empty for a valid tree). ``slot`` as for ``cached_library``.
    """
    try:
        return cached_library(root, content, slot), ()
    except InvalidContentError as error:
        if not Path(root).is_dir():
            raise
        first = error
    try:
        library, left_out = content.usable_library(root)
    except InvalidContentError:
        raise first from None
    for problem in left_out:
        sys.stderr.write(f"skipped {one_line(str(problem))}\n")
    return library, left_out


def library_stored(slot: tuple[CacheStore, str] | None) -> bool:
    """Tells whether a library is stored under the slot's key: what is kept beside it is of that whole tree."""
    return slot is not None and slot[0].has(slot[1], ENTRY)


def store_report_library(
    slot: tuple[CacheStore, str] | None,
    root: Path,
    content: ContentDeclaration[LibraryT],
    report: ValidationReport,
) -> None:
    """Stores the library of a report without problems under the slot's key, unless it is stored already."""
    if slot is None or report.problems:
        return
    store, key = slot
    if not store.has(key, ENTRY):
        store_library(store, key, root, content, content.library_from(report))


def validated_and_stored(
    root: Path,
    paths: Sequence[Path] | None,
    content: ContentDeclaration[LibraryT],
    validate: Callable[[], ValidationReport],
) -> ValidationReport:
    """Returns ``validate()``'s report of the tree; a whole clean tree's library is stored under its bytes' key.

    The key is taken before the files are read, so a file changed meanwhile leaves nothing stored.
    """
    slot = None if paths else cache_slot(root, content)
    report = validate()
    store_report_library(slot, root, content, report)
    return report


def store_library(
    store: CacheStore, key: str, root: Path, content: ContentDeclaration[LibraryT], library: LibraryT
) -> None:
    """Stores a validated library under ``key`` unless a file changed since the key was computed."""
    if tree_key(root, content) == key:
        store.save(key, ENTRY, content.library_entry(library))
