"""The ``sfbkit`` command: a click group whose subcommands are imported only when used."""

from __future__ import annotations

import errno
import importlib
import os
from collections.abc import Mapping
from typing import Any

import click

from sfbkit import __version__
from sfbkit.cli.options import INVOKED_ARGS, content_argument, invoked_tree
from sfbkit.kit.content.trees import open_tree
from sfbkit.kit.errors import SfbkitError, UsageError
from sfbkit.kit.registry import default_game, game_ids, get_game
from sfbkit.kit.text.did_you_mean import did_you_mean

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
        "simulate",
        "ladder",
        "sweep",
        "serve",
    )
}
COMMANDS["list"] = "sfbkit.cli.list_items"

TOOLKIT = "content toolkit: validate, browse, print and play."
"""The help's first line after the game's title."""


def _game_commands(ctx: click.Context) -> Mapping[str, str]:
    """Returns the commands of the game of the tree this invocation names (for help: of the default tree)."""
    tree = invoked_tree(ctx)
    return tree.game.commands if tree is not None else {}


def _not_offered(ctx: click.Context, name: str) -> str:
    """Returns the line for a command the tree's game does not offer, naming the game and its commands."""
    tree = open_tree(content_argument(ctx.meta.get(INVOKED_ARGS, ())))
    offered = sorted({*COMMANDS, *tree.game.commands} - {name})
    others = [get_game(game_id).title for game_id in game_ids() if name in get_game(game_id).commands]
    if others:
        head = f"{tree.game.title} does not offer '{name}' ({' and '.join(others)} {'does' if len(others) == 1 else 'do'})"
    elif name in COMMANDS:  # a kit command the game declines (``simulate`` of a game without simulation)
        head = f"{tree.game.title} does not offer '{name}'"
    else:
        head = f"no command '{name}'{did_you_mean(name, offered)}"
    return f"{head}; its commands here ({tree.root}): {', '.join(offered)}"


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
        ctx.meta[INVOKED_ARGS] = tuple(args[1:])
        name = args[0]
        if ctx.resilient_parsing or name.startswith("-"):
            return super().resolve_command(ctx, args)
        command = self.get_command(ctx, name)
        if command is None:
            raise UsageError(_not_offered(ctx, name))
        return name, command, args[1:]

    def format_help_text(self, ctx: click.Context, formatter: click.HelpFormatter) -> None:
        """Writes the help's first line naming the game of the tree the commands would work on."""
        tree = invoked_tree(ctx)
        title = tree.game.title if tree is not None else default_game().title
        formatter.write_paragraph()
        with formatter.indentation():
            formatter.write_text(f"{title} {TOOLKIT}")

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module_name = COMMANDS.get(cmd_name) or _game_commands(ctx).get(cmd_name)
        if module_name is None:
            return None
        module = importlib.import_module(module_name)
        command_for = getattr(module, "command_for", None)
        if command_for is not None:
            # A command whose options the tree's game completes (``simulate``'s pairings).
            tree = invoked_tree(ctx)
            made: click.Command | None = command_for(tree.game if tree is not None else default_game())
            return made
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
    """The sfbkit content toolkit: validate, browse, print and play (the help names the tree's game)."""


def main(argv: list[str] | None = None) -> Any:
    """Runs the CLI."""
    return cli.main(args=argv, prog_name="sfbkit")
