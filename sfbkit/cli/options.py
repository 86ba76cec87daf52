"""What the commands share: the ``--content`` option, opening the content it names, and team lists."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import click

from sfbkit.content.paths import content_root
from sfbkit.errors import UsageError

if TYPE_CHECKING:
    from sfbkit.content.library import Library
    from sfbkit.content.validation import ValidationReport

F = TypeVar("F", bound=Callable[..., object])

CONTENT_HELP = "The content tree (default: $SFBKIT_CONTENT, else the bundled content)."


def content_option(help: str = CONTENT_HELP) -> Callable[[F], F]:
    """Returns the ``--content DIR`` option, passed to the command as ``content: Path | None``."""
    return click.option(
        "--content", "content", type=click.Path(file_okay=False, path_type=Path), default=None, help=help
    )


def content_tree(content: Path | None) -> Path:
    """Returns the content root a command works on; UsageError when it is not a directory."""
    root = content_root(content)
    if not root.is_dir():
        raise UsageError(f"content root {root} is not a directory")
    return root


def valid_report(root: Path) -> ValidationReport:
    """Validates the tree at ``root``; raises InvalidContentError listing every problem."""
    from sfbkit.content.library import InvalidContentError
    from sfbkit.content.validation import validate_tree

    report = validate_tree(root)
    if report.problems:
        raise InvalidContentError(root, report.problems)
    return report


def content_library(content: Path | None) -> Library:
    """Loads the library of the content a command names (through the cache); InvalidContentError lists every problem."""
    from sfbkit.content.library_cache import cached_library

    return cached_library(content_root(content))


def parse_team(library: Library, text: str, option: str) -> tuple[str, ...]:
    """Returns the champion ids of a comma-separated team; UsageError names an unknown one."""
    team = tuple(part.strip() for part in text.split(",") if part.strip())
    for champion in team:
        if champion not in library.champions:
            known = ", ".join(sorted(library.champions))
            raise UsageError(f"{option}: unknown champion {champion!r}; known: {known}")
    return team
