"""The text logs of both games read as prose: no Python reprs, no "1 results" plurals, no snake_case words."""

from __future__ import annotations

import re
from pathlib import Path
from typing import get_args

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.engine.core import EventKind
from sfbkit.games.dungeon_command.play.event_words import PHRASES, event_words, words
from sfbkit.kit.registry import get_game

REPO = Path(__file__).resolve().parents[4]
FULL_MATCHES = {
    "super-fantasy-brawl": REPO / "matches" / "full-match.yaml",
    "dungeon-command": REPO / "games" / "dungeon-command" / "matches" / "full-match.yaml",
}
REPRS = re.compile(r"\['|\{'|\(['\"]|\bNone\b|\bTrue\b|\bFalse\b")
ONE_PLURAL = re.compile(r"(?<!player )(?<!team )(?<!turn )(?<!round )\b1 [a-z]+s\b", re.IGNORECASE)
SNAKE_CASE = re.compile(r"\b[a-z]+_[a-z_]+\b")


def not_prose(line: str) -> list[str]:
    """Returns what in a log line is not prose: reprs, a plural after 1, an identifier with underscores."""
    return [match.group(0) for pattern in (REPRS, ONE_PLURAL, SNAKE_CASE) for match in pattern.finditer(line)]


def test_the_checks_catch_what_they_are_for() -> None:
    assert not_prose("seats: first 1, warbands ['a', 'b']") == ["['"]
    assert not_prose("power used: creature None, played True") == ["None", "True"]
    assert not_prose("1 results") == ["1 results"]
    assert not_prose("gorlak's Regrowth triggers (turn_start)") == ["turn_start"]
    assert not_prose("player 1 draws 5; team 1 scores 1 VP; 2 results") == []


@pytest.mark.parametrize("game", sorted(FULL_MATCHES))
def test_every_line_of_a_full_bundled_match_log_is_prose(game: str) -> None:
    script = FULL_MATCHES[game]
    root = REPO if game == "super-fantasy-brawl" else script.parents[1]
    run, summary = get_game(game).run_script(root, script)
    lines = run.log_text("text").splitlines()
    assert len(lines) > 100
    assert [(line, bad) for line in [*lines, summary] if (bad := not_prose(line))] == []


def test_every_dungeon_command_event_kind_has_its_own_phrase() -> None:
    assert sorted(set(get_args(EventKind)) - set(PHRASES)) == []


def test_dungeon_command_values_are_words() -> None:
    assert words(["d8", "k8", "j13"]) == "d8, k8 and j13"
    assert (
        event_words("environment", {"environment": "dungeon"})
        == "The battlefield is played on its dungeon face."
    )
    assert event_words("chests_dealt", {"squares": ["d8", "k8"]}) == "Chests are dealt on d8 and k8."
    assert event_words("chest_opened", {"square": "d8", "value": 1, "tokens": 1}) == (
        "The chest on d8 opens: value 1, 1 treasure token."
    )


@pytest.mark.parametrize("content", ["games/dungeon-command", "."])
def test_a_script_named_from_inside_its_tree_is_shown_relative(
    content: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(REPO / content)
    result = CliRunner().invoke(cli, ["match", "full-match", "--out", "/dev/null"])
    assert result.exit_code == 0, result.output
    assert result.stderr.splitlines()[-1].startswith("matches/full-match.yaml: ok: ")


@pytest.mark.parametrize(
    ("content", "query"),
    [("games/dungeon-command", "kw:flying level>=4"), (".", "c:borka t:attack strength>=5")],
)
def test_one_search_result_is_one_card(content: str, query: str) -> None:
    result = CliRunner().invoke(cli, ["search", "--content", str(REPO / content), query])
    assert result.exit_code == 0, result.output
    assert result.stdout.splitlines()[-1] == "1 card"
