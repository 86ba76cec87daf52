"""What a game declares of its content: where its files lie, its base tree and how its library is built."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Generic, NamedTuple, TypeVar

if TYPE_CHECKING:
    from sfbkit.kit.problems import Problem
    from sfbkit.kit.validation_report import ValidationReport

LibraryT = TypeVar("LibraryT")


class ContentDeclaration(NamedTuple, Generic[LibraryT]):
    """A game's content as the kit's loader and cache see it; its callables are the game's own."""

    game_id: str
    """The game the tree belongs to: part of every cache key, so two games never share an entry."""
    folders: tuple[str, ...]
    """The content folders, in the order a tree is read and keyed."""
    root_files: tuple[str, ...]
    """Content files at the tree's root (Dungeon Command's ``keywords.yaml``)."""
    script_folders: tuple[str, ...]
    """Folders beside the content whose files validation also reads (match scripts)."""
    bundled_root: Callable[[], Path]
    """Returns the bundled tree a designer's tree may extend."""
    load_library: Callable[[Path], LibraryT]
    """Returns the library of a tree that validates; InvalidContentError lists every problem."""
    library_from: Callable[[ValidationReport], LibraryT]
    """Returns the library of a report whose files all validated."""
    usable_library: Callable[[Path], tuple[LibraryT, tuple[Problem, ...]]]
    """Returns the library of the tree's valid files and the first problem of each file left out."""
    library_entry: Callable[[LibraryT], object]
    """Returns what the cache stores of a library."""
    library_of_entry: Callable[[Path, object], LibraryT | None]
    """Returns the library a verified cache entry holds, or None when the entry has another shape."""
