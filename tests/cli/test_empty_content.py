"""``--content ""`` (an unset variable in a CI script) is a usage error from every command, never the working folder."""

from __future__ import annotations

import click
import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli


def _commands_with_content() -> list[str]:
    """Returns every command and subcommand (``new champion``) that takes ``--content``."""
    context = click.Context(cli)
    found = []
    for name in cli.list_commands(context):
        command = cli.get_command(context, name)
        if isinstance(command, click.Group):
            named = [
                (f"{name} {sub}", command.get_command(context, sub)) for sub in command.list_commands(context)
            ]
        else:
            named = [(name, command)]
        found.extend(full for full, each in named if each and any(p.name == "content" for p in each.params))
    return found


COMMANDS = _commands_with_content()


def test_the_commands_found_include_the_main_ones() -> None:
    assert {"validate", "search", "show", "sheet", "export", "site", "match"} <= set(COMMANDS)


@pytest.mark.parametrize("command", COMMANDS)
def test_an_empty_content_path_is_a_usage_error(command: str) -> None:
    result = CliRunner().invoke(cli, [*command.split(), "--content", ""], catch_exceptions=False)
    assert result.exit_code == 2, result.output
    assert "an empty path; give a folder, or leave the option out" in result.output
