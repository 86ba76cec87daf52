"""Super Fantasy Brawl's content as the kit's loader and cache see it.

The library's modules are imported when a callable first runs, so keying a tree
(a warm ``search`` reads only its cached index) loads no model.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.games.super_fantasy_brawl.content.paths import CONTENT_DIRS, bundled_content_root
from sfbkit.kit.tree.content_declaration import ContentDeclaration

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.content.library import Library
    from sfbkit.kit.problems import Problem
    from sfbkit.kit.report.validation_report import ValidationReport


def _load_library(root: Path) -> Library:
    from sfbkit.games.super_fantasy_brawl.content.library import load_library

    return load_library(root)


def _library_from(report: ValidationReport) -> Library:
    from sfbkit.games.super_fantasy_brawl.content.library import library_from

    return library_from(report)


def _usable_library(root: Path) -> tuple[Library, tuple[Problem, ...]]:
    from sfbkit.games.super_fantasy_brawl.content.library import usable_library

    return usable_library(root)


def _library_entry(library: Library) -> object:
    from sfbkit.games.super_fantasy_brawl.content.library_entry import library_entry

    return library_entry(library)


def _library_of_entry(root: Path, entry: object) -> Library | None:
    from sfbkit.games.super_fantasy_brawl.content.library_entry import library_of_entry

    return library_of_entry(root, entry)


CONTENT: ContentDeclaration[Library] = ContentDeclaration(
    game_id="super-fantasy-brawl",
    folders=CONTENT_DIRS,
    root_files=(),
    script_folders=("matches",),
    bundled_root=bundled_content_root,
    load_library=_load_library,
    library_from=_library_from,
    usable_library=_usable_library,
    library_entry=_library_entry,
    library_of_entry=_library_of_entry,
)
"""Champions, cards, arenas and rulesets; match scripts beside them."""
