"""The search, show and export commands, through click's runner."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli

FIXTURE_LIBRARY = Path(__file__).parent / "fixtures" / "library"


@pytest.fixture()
def run(monkeypatch: pytest.MonkeyPatch) -> CliRunner:
    monkeypatch.setenv("SFBKIT_CONTENT", str(FIXTURE_LIBRARY))
    return CliRunner()


def test_search_prints_a_table(run: CliRunner) -> None:
    result = run.invoke(cli, ["search", "c:tessel", "t:skill"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].split()[:3] == ["id", "name", "champion"]
    assert [line.split()[0] for line in lines[1:3]] == ["tessel-flare", "tessel-lantern-signal"]
    assert lines[-1] == "2 cards"


def test_search_prints_json(run: CliRunner) -> None:
    result = run.invoke(cli, ["search", "--format", "json", "is:area order:name"])
    assert result.exit_code == 0, result.output
    assert [card["id"] for card in json.loads(result.output)] == [
        "ovrak-rumble",
        "mirelle-swamp-gas",
        "tessel-volley",
    ]


def test_a_bad_query_exits_2_with_a_caret_and_no_traceback(run: CliRunner) -> None:
    result = run.invoke(cli, ["search", "t:attack wibble:3"])
    assert result.exit_code == 2
    assert "unknown field 'wibble' (column 10)" in result.output
    assert "  t:attack wibble:3\n           ^" in result.output
    assert "Traceback" not in result.output


def test_show_a_card(run: CliRunner) -> None:
    result = run.invoke(cli, ["show", "quillon-parry"])
    assert result.exit_code == 0, result.output
    assert "Parry" in result.output and "Quillon Vex" in result.output
    assert "Steel on steel, and a grin." in result.output


def test_show_a_champion_with_both_sides_and_six_cards(run: CliRunner) -> None:
    result = run.invoke(cli, ["show", "ovrak", "--lang", "ja"])
    assert result.exit_code == 0, result.output
    assert "Hymn of Mending" in result.output
    assert sum(line.startswith("  ovrak-") for line in result.output.splitlines()) == 6


@pytest.mark.parametrize("command", ["show", "sheet"])
def test_an_unknown_id_on_the_command_line_is_a_usage_error_with_suggestions(
    run: CliRunner, command: str
) -> None:
    result = run.invoke(cli, [command, "ovrak-ech"])
    assert result.exit_code == 2
    assert "no champion or card with id 'ovrak-ech'; did you mean ovrak-echo" in result.output


def test_export_writes_each_format(run: CliRunner, tmp_path: Path) -> None:
    for output in ("json", "sqlite", "csv"):
        result = run.invoke(cli, ["export", "--format", output, str(tmp_path / f"cards.{output}")])
        assert result.exit_code == 0, result.output
    assert json.loads((tmp_path / "cards.json").read_text(encoding="utf-8"))["format"] == "sfbkit-cards"
    with sqlite3.connect(tmp_path / "cards.sqlite") as connection:
        assert connection.execute("SELECT count(*) FROM cards").fetchone() == (24,)
    assert not [path.name for path in tmp_path.iterdir() if path.name.startswith(".")]


def test_export_into_a_missing_folder_is_a_clear_error(run: CliRunner, tmp_path: Path) -> None:
    result = run.invoke(cli, ["export", "--format", "csv", str(tmp_path / "nope" / "cards.csv")])
    assert result.exit_code == 2
    assert "does not exist" in result.output


def test_terminal_wrapping_never_starts_a_line_with_a_space() -> None:
    from sfbkit.games.super_fantasy_brawl.render.terminal import display_width, wrap

    text = "Borka Anvilgut — Attack · Destruction · Move 1 · Strength 5 · Melee"
    assert wrap(text, 46) == ["Borka Anvilgut — Attack · Destruction · Move 1", "· Strength 5 · Melee"]
    japanese = wrap("攻撃後効果：対象をスタンさせる。" * 3, 20)
    assert all(display_width(line) <= 20 for line in japanese) and "".join(japanese).count("スタン") == 3
    assert wrap("x" * 25, 10) == ["x" * 10, "x" * 10, "x" * 5]
