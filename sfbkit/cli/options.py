"""What the commands share: the ``--content`` option, opening the content it names, and team lists."""

from __future__ import annotations

import math
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import click

from sfbkit.kit.errors import UsageError
from sfbkit.kit.problems import InvalidContentError
from sfbkit.kit.trees import Tree, open_tree

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.content.library import Library
    from sfbkit.kit.validation_report import ValidationReport

F = TypeVar("F", bound=Callable[..., object])

CONTENT_HELP = (
    "The content tree (default: $SFBKIT_CONTENT, else the nearest folder above with an sfbkit.yaml, "
    "else the bundled content)."
)


class FiniteFloat(click.ParamType[float]):
    """A number option between two bounds: nan, inf and values out of range are usage errors (exit 2)."""

    name = "number"

    def __init__(self, low: float, high: float) -> None:
        self.low = low
        self.high = high

    def convert(self, value: object, param: click.Parameter | None, ctx: click.Context | None) -> float:
        """Returns the value as a float, or fails with a usage error naming the bounds."""
        if isinstance(value, float):
            number = value
        else:
            try:
                number = float(str(value))
            except ValueError:
                self.fail(f"{value!r} is not a number", param, ctx)
        if not (math.isfinite(number) and self.low <= number <= self.high):
            self.fail(f"{value!r} is not a number from {self.low:g} to {self.high:g}", param, ctx)
        return number


def content_option(help: str = CONTENT_HELP) -> Callable[[F], F]:
    """Returns the ``--content DIR`` option, passed to the command as ``content: Path | None``."""
    return click.option(
        "--content", "content", type=click.Path(file_okay=False, path_type=Path), default=None, help=help
    )


def language_option(help: str = "Language of the rules text.") -> Callable[[F], F]:
    """Returns the ``--lang`` option; the tree's game checks it (its first language by default)."""
    return click.option("--lang", "lang", default=None, metavar="LANG", help=f"{help} (default: en)")


def content_tree(content: Path | None) -> Path:
    """Returns the content root a command works on; UsageError when it is not a directory."""
    return open_tree(content).root


def game_tree(content: Path | None) -> Tree:
    """Returns the content tree a command works on and its game."""
    return open_tree(content)


def valid_report(root: Path) -> ValidationReport:
    """Validates the tree at ``root``; raises InvalidContentError listing every problem."""
    from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree

    report = validate_tree(root)
    if report.problems:
        raise InvalidContentError(root, report.problems)
    return report


def content_library(content: Path | None) -> Library:
    """Loads the library of the content a command names (through the cache); InvalidContentError lists every problem."""
    from sfbkit.games.super_fantasy_brawl.content.library_cache import cached_library

    return cached_library(content_tree(content))


def parse_team(library: Library, text: str, option: str) -> tuple[str, ...]:
    """Returns the champion ids of a comma-separated team; UsageError names an unknown one."""
    team = tuple(part.strip() for part in text.split(",") if part.strip())
    for champion in team:
        if champion not in library.champions:
            known = ", ".join(sorted(library.champions))
            raise UsageError(f"{option}: unknown champion {champion!r}; known: {known}")
    return team
