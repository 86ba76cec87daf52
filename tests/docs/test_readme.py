"""The README stays true: its quick start names real commands and its CLI table lists every command."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sfbkit.cli.main import COMMANDS
from sfbkit.kit.registry import game_ids, get_game

REPO = Path(__file__).resolve().parents[2]
README = (REPO / "README.md").read_text(encoding="utf-8")
SHARED = REPO.parent / "shared"
RULES_COPIES = {
    "RULES.md": "docs/rules.md",
    "DUNGEON-COMMAND.md": "docs/dungeon-command/rules.md",
    "BLOOD-WARS.md": "docs/blood-wars/rules.md",
}


def _quick_start() -> list[str]:
    section = README.split("## Quick start", 1)[1]
    block = section.split("```sh", 1)[1].split("```", 1)[0]
    return [line for line in block.strip().splitlines() if line.strip()]


def test_the_quick_start_is_exactly_two_commands() -> None:
    commands = _quick_start()
    assert len(commands) == 2
    assert "sfbkit match matches/" in commands[0]
    assert "pytest" in commands[1]


def test_the_quick_start_match_script_exists() -> None:
    (script,) = re.findall(r"sfbkit match (\S+)", _quick_start()[0])
    assert (REPO / script).is_file()


def test_ci_runs_the_readme_test_command() -> None:
    assert _quick_start()[1] in (REPO / ".ci" / "run").read_text(encoding="utf-8")


def test_the_cli_table_lists_every_command() -> None:
    listed = set(re.findall(r"^\| `sfbkit (\w+)", README, flags=re.MULTILINE))
    assert listed == set(COMMANDS).union(*(get_game(game).commands for game in game_ids()))


def test_every_linked_doc_exists() -> None:
    for link in re.findall(r"\]\((docs/[^)]+)\)", README):
        assert (REPO / link).is_file(), link


@pytest.mark.parametrize("shared_name", sorted(RULES_COPIES))
def test_each_rules_copy_matches_the_shared_rules(shared_name: str) -> None:
    copy = (REPO / RULES_COPIES[shared_name]).read_text(encoding="utf-8")
    if (SHARED / shared_name).is_file():
        assert copy == (SHARED / shared_name).read_text(encoding="utf-8")
    assert copy.startswith("# ")


def test_the_quick_start_is_followed_by_how_to_activate_the_environment() -> None:
    after = README.split("## Quick start", 1)[1].split("\n## ", 1)[0].split("```", 2)[2]
    assert "`. .venv/bin/activate`" in after
