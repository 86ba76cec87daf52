"""What a game declares of its content: where its files lie, its base tree and how its library is built."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, NamedTuple, TypeVar

if TYPE_CHECKING:
    from sfbkit.kit.problems import Problem
    from sfbkit.kit.report.validation_report import ValidationReport

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


def dataclass_library(
    game_id: str,
    folders: tuple[str, ...],
    bundled_root: Callable[[], Path],
    library_module: str,
    library_class: str,
    root_files: tuple[str, ...] = (),
    script_folders: tuple[str, ...] = (),
) -> ContentDeclaration[Any]:
    """Returns the declaration of a game whose library is a dataclass with a ``root`` field.

    ``library_module`` (imported when a callable first runs, so keying a tree loads no model)
    holds the class and the functions ``load_library(root)`` and ``library_from(report)``; the
    cache keeps every field but the root, and a tree with problems has no preview.
    """
    return ContentDeclaration(
        game_id=game_id,
        folders=folders,
        root_files=root_files,
        script_folders=script_folders,
        bundled_root=bundled_root,
        load_library=partial(_call, library_module, "load_library"),
        library_from=partial(_call, library_module, "library_from"),
        usable_library=partial(_whole_library, library_module),
        library_entry=_fields_but_root,
        library_of_entry=partial(_library_of_fields, library_module, library_class),
    )


def _call(module: str, function: str, argument: Any) -> Any:
    from importlib import import_module

    return getattr(import_module(module), function)(argument)


def _whole_library(module: str, root: Path) -> tuple[Any, tuple[Problem, ...]]:
    return _call(module, "load_library", root), ()


def _fields_but_root(library: Any) -> object:
    from dataclasses import fields

    return {field.name: getattr(library, field.name) for field in fields(library) if field.name != "root"}


def _library_of_fields(module: str, name: str, root: Path, kept: object) -> Any:
    from dataclasses import fields
    from importlib import import_module

    cls = getattr(import_module(module), name)
    if not isinstance(kept, dict) or set(kept) != {field.name for field in fields(cls)} - {"root"}:
        return None
    return cls(root=root, **kept)
