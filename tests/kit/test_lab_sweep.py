"""``sfbkit sweep``: one field of an item at each value in layered trees, the same seeded games, invalid values named."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.kit.registry import get_game

SFB = ["--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda", "--round-limit", "4", "--seed", "6"]
DC_TREE = str(get_game("dungeon-command").bundled_root())


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


def tree_digest(game: str) -> str:
    found = get_game(game)
    root = found.bundled_root()
    digest = hashlib.sha256()
    for path in found.content_files(root):
        digest.update(path.read_bytes())
    return digest.hexdigest()


def rows(result: Result) -> dict[str, str]:
    assert result.exit_code == 0, result.output
    lines = result.stdout.splitlines()
    table = lines[lines.index("") + 2 : lines.index("", lines.index("") + 1)]
    return {line.split()[0]: line.split(None, 1)[1] for line in table}


def test_a_card_at_its_own_value_gives_the_figures_of_simulate_and_a_bad_value_is_not_played() -> None:
    before = tree_digest("super-fantasy-brawl")
    swept = run(
        "sweep", "borka-hot-iron", "strength", "1", "3", "99", *SFB, "--games", "6", "--players", "greedy"
    )
    assert swept.stdout.splitlines()[1] == "borka-hot-iron strength: win rate of borka,pip,velvet"
    table = rows(swept)
    simulated = run("simulate", *SFB, "--games", "6", "--players", "greedy", "--format", "json")
    rate = json.loads(simulated.stdout)["pairings"][0]["win_rate"][0]
    assert table["3"].startswith(f"{100 * rate['rate']:.1f}% ({100 * rate['low']:.1f}–")
    assert table["99"].startswith("not played: borka-hot-iron strength 99: cards/borka.yaml:")
    assert "error[bad-value]" in table["99"] and "expected at most 12, got 99" in table["99"]
    assert "closest to 50%: " in swept.stdout
    assert tree_digest("super-fantasy-brawl") == before


def test_a_creature_sweep_writes_a_report_with_its_chart_and_table(tmp_path: Path) -> None:
    before = tree_digest("dungeon-command")
    html = tmp_path / "hp.html"
    result = run(
        "sweep", "barrow-ghoul", "hp", "10", "60", "35", "--content", DC_TREE,
        "--warbands", "lanternguard,mirewood-brood", "--games", "4", "--html", str(html),
    )  # fmt: skip
    table = rows(result)
    assert result.stdout.splitlines()[1] == "barrow-ghoul hp: win rate of mirewood-brood"
    assert set(table) == {"10", "60", "35"} and table["35"].startswith("not played: barrow-ghoul hp 35:")
    page = html.read_text(encoding="utf-8")
    assert "<svg" in page and "<td>10</td>" in page and "<td>60</td>" in page
    assert "35 was not played: barrow-ghoul hp 35: creatures/barrow-ghoul.yaml:4:5" in page
    assert len((tmp_path / "hp.games.jsonl").read_text().splitlines()) == 1 + 2 * 4
    assert tree_digest("dungeon-command") == before


def test_the_value_is_what_the_games_are_played_with() -> None:
    teams = ["--teams", "borka,pip,velvet", "--vs", "gorlak,thornwick,mirelda", "--seed", "6"]
    table = rows(run("sweep", "borka", "basic.hp", "1", "20", *teams, "--games", "10", "--players", "greedy"))
    rate = {value: float(cells.split("%")[0]) for value, cells in table.items()}
    assert rate["1"] <= 20 and rate["20"] >= 60, table


def test_an_unknown_item_or_field_is_one_line_and_exit_2() -> None:
    for args, expected in [
        (["nobody", "strength", "1"], "error: no item 'nobody' in the content tree"),
        (
            ["borka-hot-iron", "damage", "1"],
            "error: borka-hot-iron has no field 'damage': borka-hot-iron has id, name",
        ),
        (["borka-hot-iron", "effects", "1"], "error: borka-hot-iron field 'effects' is not a single value"),
    ]:
        result = run("sweep", *args, *SFB, "--games", "1")
        assert result.exit_code == 2, result.output
        assert result.stderr.startswith(expected) and len(result.stderr.strip().splitlines()) == 1, (
            result.stderr
        )


def test_a_designer_tree_sweeps_an_item_of_the_base_it_extends_and_is_not_written(tmp_path: Path) -> None:
    mine = tmp_path / "mine"
    assert run("init", str(mine)).exit_code == 0
    before = sorted((path.relative_to(mine), path.read_bytes()) for path in mine.rglob("*") if path.is_file())
    result = run(
        "sweep",
        "borka",
        "basic.hp",
        "1",
        "40",
        "--content",
        str(mine),
        *SFB,
        "--games",
        "2",
        "--players",
        "first",
    )
    table = rows(result)
    assert result.stdout.splitlines()[1] == "borka basic.hp: win rate of borka,pip,velvet"
    assert (
        table["40"]
        == "not played: borka basic.hp 40: champions/borka.yaml:10:7: error[bad-value]: basic.hp: expected at most 30, got 40"
    )
    assert table["1"].endswith(" 2")
    assert (
        sorted((path.relative_to(mine), path.read_bytes()) for path in mine.rglob("*") if path.is_file())
        == before
    )


def test_a_blood_wars_card_with_triggers_is_swept_for_the_deck_that_holds_it() -> None:
    """Its file's ``on:`` trigger keys stay keys in the layered copy, and a deck's ``{card: ID}`` entry names its side."""
    before = tree_digest("blood-wars")
    result = run(
        "sweep", "ashlord-vhorza", "is", "6", "9", "--content", str(get_game("blood-wars").bundled_root()),
        "--decks", "dawnward-vigil,cinder-host", "--games", "2",
    )  # fmt: skip
    table = rows(result)
    assert result.stdout.splitlines()[1] == "ashlord-vhorza is: win rate of cinder-host"
    assert set(table) == {"6", "9"} and not any(row.startswith("not played") for row in table.values())
    assert tree_digest("blood-wars") == before
