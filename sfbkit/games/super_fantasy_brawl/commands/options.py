"""What Super Fantasy Brawl's own commands share: the validated library of the tree and team lists."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.cli.options import content_tree
from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
from sfbkit.kit.errors import UsageError
from sfbkit.kit.problems import InvalidContentError

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.content.library import Library
    from sfbkit.kit.report.validation_report import ValidationReport


def valid_report(root: Path) -> ValidationReport:
    """Validates the tree at ``root``; raises InvalidContentError listing every problem."""
    report = validate_tree(root)
    if report.problems:
        raise InvalidContentError(root, report.problems)
    return report


def valid_library(content: Path | None) -> Library:
    """Loads the library of the content a command names (through the cache); InvalidContentError lists every problem."""
    from sfbkit.games.super_fantasy_brawl.content.declaration import CONTENT
    from sfbkit.kit.tree.library_cache import cached_library

    return cached_library(content_tree(content), CONTENT)


def content_library(content: Path | None) -> Library:
    """Loads the library of every valid file of the content a command names (through the cache).

    Files with problems are named on standard error and left out; InvalidContentError when the
    tree cannot be played at all (a problem that belongs to no file, such as a missing arena).
    """
    from sfbkit.games.super_fantasy_brawl.content.declaration import CONTENT
    from sfbkit.kit.tree.library_cache import preview_library

    return preview_library(content_tree(content), CONTENT)[0]


def parse_team(library: Library, text: str, option: str) -> tuple[str, ...]:
    """Returns the champion ids of a comma-separated team; UsageError names an unknown one."""
    team = tuple(part.strip() for part in text.split(",") if part.strip())
    for champion in team:
        if champion not in library.champions:
            known = ", ".join(sorted(library.champions))
            raise UsageError(f"{option}: unknown champion {champion!r}; known: {known}")
    return team
