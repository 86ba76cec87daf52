"""What the commands share: the ``--content`` and ``--lang`` options, the tree they name, number options."""

from __future__ import annotations

import inspect
import math
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, TypeVar

import click

from sfbkit.kit.content.trees import Tree, open_tree
from sfbkit.kit.errors import SfbkitError

F = TypeVar("F", bound=Callable[..., object])

TREE_DEFAULT = (
    "default: $SFBKIT_CONTENT, else the nearest folder above with an sfbkit.yaml, else the bundled content"
)
"""How every command finds its tree when ``--content`` is not given (``kit/content/trees.py``)."""

CONTENT_HELP = f"The content tree ({TREE_DEFAULT})."


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


class _FolderPath(click.Path):
    """A folder path that is not empty: ``--content ""`` (an unset variable in a CI script) would read the working folder."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if value == "":
            self.fail("an empty path; give a folder, or leave the option out", param, ctx)
        return super().convert(value, param, ctx)


def content_option(help: str = CONTENT_HELP) -> Callable[[F], F]:
    """Returns the ``--content DIR`` option, passed to the command as ``content: Path | None``.

    A command's own help names the tree's role; the default is always ``TREE_DEFAULT``.
    """
    return click.option(
        "--content", "content", type=_FolderPath(file_okay=False, path_type=Path), default=None, help=help
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


INVOKED_ARGS = "sfbkit.args"
"""Where the ``sfbkit`` group keeps the arguments after the command's name (``ctx.meta`` is shared)."""


def content_argument(args: Sequence[str]) -> str | None:
    """Returns the value of a ``--content`` option among a subcommand's arguments."""
    for position, arg in enumerate(args):
        if arg == "--":
            break
        if arg == "--content" and position + 1 < len(args):
            return args[position + 1]
        if arg.startswith("--content="):
            return arg.partition("=")[2]
    return None


def invoked_tree(ctx: click.Context | None) -> Tree | None:
    """Returns the tree an invocation names (for help, before its options are parsed), or None when it has none."""
    args = ctx.meta.get(INVOKED_ARGS, ()) if ctx is not None else ()
    try:
        return open_tree(content_argument(args))
    except SfbkitError:
        return None


class TreeHelpCommand(click.Command):
    """A command whose help begins with a line written for the game of the tree it would work on."""

    def __init__(self, *args: Any, first_line: Callable[[Tree], str], **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.first_line = first_line

    def _help(self, ctx: click.Context | None) -> str:
        text = inspect.cleandoc(self.help or "")
        tree = invoked_tree(ctx)
        if tree is None:
            return text
        return "\n".join([self.first_line(tree), *text.splitlines()[1:]])

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """Writes the help with its first line for the tree's game."""
        formatter.write_paragraph()
        with formatter.indentation():
            formatter.write_text(self._help(ctx))

    def get_short_help_str(self, limit: int = 45) -> str:
        """Returns the first line for the tree's game, as the group's command list shows it."""
        line = self._help(click.get_current_context(silent=True)).splitlines()[0]
        if len(line) <= limit:
            return line
        return line[: limit - 2].rsplit(" ", 1)[0].rstrip(",;") + "..."
