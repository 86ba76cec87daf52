"""The commands a tree's game offers: help that names the game, one line for a command it lacks, list and show."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.kit.registry import get_game

GAMES = ("super-fantasy-brawl", "dungeon-command")


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


def bundled(game_id: str) -> Path:
    return get_game(game_id).bundled_root()


@pytest.fixture
def in_dungeon_command(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("SFBKIT_CONTENT", str(bundled("dungeon-command")))


@pytest.mark.usefixtures("in_dungeon_command")
def test_a_command_of_another_game_is_refused_in_one_line_naming_the_game_and_its_commands() -> None:
    result = run("coverage")
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and "No such command" not in result.output
    line = result.output
    assert line.startswith("error: Dungeon Command does not offer 'coverage' (Super Fantasy Brawl does)")
    assert "simulate" in line and "serve" in line and "list" in line and "diff" not in line


@pytest.mark.usefixtures("in_dungeon_command")
def test_a_misspelt_command_gets_the_closest_one() -> None:
    result = run("valdate")
    assert result.exit_code == 2
    assert result.output.startswith("error: no command 'valdate' (did you mean 'validate'?); its commands")


@pytest.mark.usefixtures("in_dungeon_command")
def test_the_help_names_the_tree_game() -> None:
    result = run("--help")
    assert result.exit_code == 0
    assert "Dungeon Command content toolkit" in result.output
    assert "Super Fantasy Brawl" not in result.output
    assert "commander, a creature, an order or a warband" in run("show", "--help").output


def test_without_a_tree_the_help_names_the_default_game(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    monkeypatch.chdir(tmp_path)
    assert "Super Fantasy Brawl content toolkit" in run("--help").output
    assert "Shows a champion or a card of Super Fantasy Brawl." in run("show", "--help").output


@pytest.mark.parametrize("game_id", GAMES)
def test_show_without_an_id_points_to_list(game_id: str) -> None:
    result = run("show", "--content", str(bundled(game_id)))
    assert result.exit_code == 2
    assert result.output.count("\n") == 1 and "run 'sfbkit list'" in result.output


@pytest.mark.parametrize("game_id", GAMES)
def test_list_shows_every_kind_of_the_catalogue_and_show_takes_each_shown_id(game_id: str) -> None:
    root = bundled(game_id)
    catalogue = get_game(game_id).catalogue(root)
    result = run("list", "--content", str(root))
    assert result.exit_code == 0, result.output
    blocks = result.output.strip().split("\n\n")
    assert [block.split(" (")[0] for block in blocks] == [kind.plural for kind in catalogue.item_kinds]
    for kind, block in zip(catalogue.item_kinds, blocks, strict=True):
        listed = [line.split()[0] for line in block.splitlines()[1:]]
        assert listed == [item.id for item in catalogue.items(kind.plural)]
        assert block.splitlines()[0] == f"{kind.plural} ({len(listed)})"
        assert listed, kind
        if kind.shown:
            assert run("show", listed[0], "--content", str(root)).exit_code == 0


@pytest.mark.parametrize(
    ("game_id", "kind", "an_id"),
    [("super-fantasy-brawl", "champion", "borka"), ("dungeon-command", "warbands", "lanternguard")],
)
def test_list_of_one_kind_takes_its_plural_or_singular(game_id: str, kind: str, an_id: str) -> None:
    result = run("list", kind, "--content", str(bundled(game_id)))
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0].startswith(kind.rstrip("s") + "s (")
    assert an_id in result.output.split()
    assert "\n\n" not in result.output


def test_an_unknown_kind_is_a_usage_error_naming_the_kinds() -> None:
    result = run("list", "champs", "--content", str(bundled("super-fantasy-brawl")))
    assert result.exit_code == 2
    assert (
        "unknown kind 'champs' (did you mean 'champions'?); Super Fantasy Brawl lists champions, cards"
        in result.output
    )
