"""Blood Wars' content as the kit's loader and cache see it.

The library's modules are imported when a callable first runs, so keying a tree loads no model.
"""

from __future__ import annotations

from dataclasses import fields
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.games.blood_wars import GAME_ID
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.kit.content_declaration import ContentDeclaration

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.content.library import BWLibrary
    from sfbkit.kit.problems import Problem
    from sfbkit.kit.validation_report import ValidationReport

FOLDERS = ("cards", "decks", "deck-tables", "rulesets")
"""The content folders in the order a tree is read (``content/kinds.py`` maps each file to its kind)."""


def _load_library(root: Path) -> BWLibrary:
    from sfbkit.games.blood_wars.content.library import load_library

    return load_library(root)


def _library_from(report: ValidationReport) -> BWLibrary:
    from sfbkit.games.blood_wars.content.library import library_from

    return library_from(report)


def _usable_library(root: Path) -> tuple[BWLibrary, tuple[Problem, ...]]:
    """Returns the whole tree's library: Blood Wars previews no tree with problems."""
    return _load_library(root), ()


def _library_entry(library: BWLibrary) -> object:
    """Returns every field of the library but its root (the tree may be read from elsewhere)."""
    return {field.name: getattr(library, field.name) for field in fields(library) if field.name != "root"}


def _library_of_entry(root: Path, entry: object) -> BWLibrary | None:
    from sfbkit.games.blood_wars.content.library import BWLibrary

    if not isinstance(entry, dict) or set(entry) != {field.name for field in fields(BWLibrary)} - {"root"}:
        return None
    return BWLibrary(root=root, **entry)


CONTENT: ContentDeclaration[BWLibrary] = ContentDeclaration(
    game_id=GAME_ID,
    folders=FOLDERS,
    root_files=(),
    script_folders=(),
    bundled_root=bundled_root,
    load_library=_load_library,
    library_from=_library_from,
    usable_library=_usable_library,
    library_entry=_library_entry,
    library_of_entry=_library_of_entry,
)
"""Card lists, decks, deck tables and rulesets."""
