"""The ``sfbkit`` command: a click group whose subcommands are imported only when used."""

from __future__ import annotations

import importlib
from typing import Any

import click

from sfbkit import __version__
from sfbkit.errors import SfbkitError

COMMANDS: dict[str, str] = {
    # name: module under sfbkit.cli exposing a click command called ``command``
    "site": "site",
    "sheet": "sheet",
    "schema": "schema",
    "validate": "validate",
    "search": "search",
    "show": "show",
    "export": "export",
    "match": "match",
    "replay": "replay",
    "play": "play",
    "serve": "serve",
    "simulate": "simulate",
    "fmt": "fmt",
    "new": "new",
    "diff": "diff",
    "test": "test",
    "coverage": "coverage",
}


class LazyGroup(click.Group):
    """A group that imports a subcommand's module only when that subcommand runs (fast start-up)."""

    def list_commands(self, ctx: click.Context) -> list[str]:
        return sorted(COMMANDS)

    def get_command(self, ctx: click.Context, cmd_name: str) -> click.Command | None:
        module_name = COMMANDS.get(cmd_name)
        if module_name is None:
            return None
        module = importlib.import_module(f"sfbkit.cli.{module_name}")
        command: click.Command = module.command
        return command

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except SfbkitError as error:
            click.echo(f"error: {error}", err=True)
            ctx.exit(error.exit_code)


@click.group(cls=LazyGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(__version__, prog_name="sfbkit")
def cli() -> None:
    """Super Fantasy Brawl content toolkit: validate, browse, print and play."""


def main(argv: list[str] | None = None) -> Any:
    """Runs the CLI."""
    return cli.main(args=argv, prog_name="sfbkit")
