"""The ``sfbkit`` command: a click group whose subcommands are imported only when used."""

from __future__ import annotations

import errno
import importlib
import os
from collections.abc import Mapping, Sequence
from typing import Any

import click

from sfbkit import __version__
from sfbkit.kit.errors import SfbkitError
from sfbkit.kit.trees import open_tree

COMMANDS: dict[str, str] = {
    # name: module exposing a click command called ``command``; the tree's game adds its own
    name: f"sfbkit.cli.{name}"
    for name in (
        "site",
        "sheet",
        "schema",
        "validate",
        "search",
        "show",
        "export",
        "match",
        "replay",
        "fmt",
        "init",
    )
}

_ARGS = "sfbkit.args"


def _content_argument(args: Sequence[str]) -> str | None:
    """Returns the value of a ``--content`` option among a subcommand's arguments."""
    for position, arg in enumerate(args):
        if arg == "--":
            break
        if arg == "--content" and position + 1 < len(args):
            return args[position + 1]
        if arg.startswith("--content="):
            return arg.partition("=")[2]
    return None


def _game_commands(ctx: click.Context) -> Mapping[str, str]:
    """Returns the commands of the game of the tree this invocation names (for help: of the default tree)."""
    try:
        return open_tree(_content_argument(ctx.meta.get(_ARGS, ()))).game.commands
    except SfbkitError:
        return {}


class LazyGroup(click.Group):
    """A group that imports a subcommand's module only when that subcommand runs (fast start-up).

    The kit's own commands are always there; the game of the content tree adds
    its commands (``new``, ``simulate``, ...), found through its manifest.
    """

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted({*COMMANDS, *_game_commands(ctx)})

    def resolve_command(
        self, ctx: click.Context, args: list[str]
    ) -> tuple[str | None, click.Command | None, list[str]]:
        ctx.meta[_ARGS] = tuple(args[1:])
        return super().resolve_command(ctx, args)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module_name = COMMANDS.get(cmd_name) or _game_commands(ctx).get(cmd_name)
        if module_name is None:
            return None
        module = importlib.import_module(module_name)
        command: click.Command = module.command
        return command

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except SfbkitError as error:
            from sfbkit.kit.problems import bounded_message, printable

            click.echo(printable(bounded_message(f"error: {error}")), err=True)
            ctx.exit(error.exit_code)
        except OSError as error:
            if error.errno != errno.ENAMETOOLONG:
                raise
            # A path given on the command line that the system refuses to look up: a usage error.
            from sfbkit.kit.problems import printable, shorten

            name = shorten(os.fsdecode(error.filename or ""), 60)
            click.echo(printable(f"error: {name}: {error.strerror}; give a shorter path"), err=True)
            ctx.exit(2)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="sfbkit")
def cli() -> None:
    """Super Fantasy Brawl content toolkit: validate, browse, print and play."""


def main(argv: list[str] | None = None) -> Any:
    """Runs the CLI."""
    return cli.main(args=argv, prog_name="sfbkit")
