"""A path on the command line that the system refuses to look up (too long) is a short error, never a traceback."""

from __future__ import annotations

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli

LONG = "x" * 5000

COMMANDS = {
    "site": ["site", LONG],
    "init": ["init", LONG],
    "sheet": ["sheet", "--out", f"{LONG}.pdf"],
    "export": ["export", "--format", "json", f"{LONG}.json"],
    "match": ["match", f"{LONG}.yaml"],
    "replay": ["replay", f"{LONG}.jsonl"],
    "validate": ["validate", "--content", LONG],
    "show": ["show", "pip", "--content", LONG],
    "dungeon-command init": ["init", "--game", "dungeon-command", LONG],
}


@pytest.mark.parametrize("command", sorted(COMMANDS))
def test_an_over_long_path_is_one_usage_or_content_error(command: str) -> None:
    result = CliRunner().invoke(cli, COMMANDS[command], catch_exceptions=False)
    assert result.exit_code in (1, 2), result.output
    assert "Traceback" not in result.output
    assert len(result.output.splitlines()) <= 8
