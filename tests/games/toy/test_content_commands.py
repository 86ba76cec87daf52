"""Every content command works on Crowns, which gives the kit only its layout, records and words."""

from __future__ import annotations

import json
import shutil
import sqlite3
from contextlib import closing
from pathlib import Path

from click.testing import CliRunner

from sfbkit.cli.main import cli
from tests.games.toy.conftest import CONTENT


def run(*args: str) -> str:
    result = CliRunner().invoke(cli, list(args))
    assert result.exit_code == 0, result.output
    return result.output


def test_validate_counts_the_cards_and_rulesets() -> None:
    out = run("validate", "--content", str(CONTENT))
    assert "15 cards" in out and "1 ruleset" in out


def test_a_bad_rank_is_located(tmp_path: Path) -> None:
    tree = tmp_path / "tree"
    shutil.copytree(CONTENT, tree)
    (tree / "cards" / "moss-page.yaml").write_text("id: moss-page\nname: Moss Page\nsuit: leaves\nrank: 12\n")
    result = CliRunner().invoke(cli, ["validate", "--content", str(tree)])
    assert result.exit_code == 1
    assert "cards/moss-page.yaml:4:7" in result.output


def test_schema_fmt_show_search_list_and_export(tmp_path: Path) -> None:
    run("schema", "--content", str(CONTENT), "--out", str(tmp_path / "schemas"))
    assert json.loads((tmp_path / "schemas" / "card.json").read_text())["properties"]["rank"]["maximum"] == 9
    run("fmt", "--check", "--content", str(CONTENT))
    assert "Rank 9 of waves." in run("show", "deep-regent", "--content", str(CONTENT))
    assert "波の9。" in run("show", "deep-regent", "--lang", "ja", "--content", str(CONTENT))
    found = run("search", "suit:waves rank>=7", "--content", str(CONTENT))
    assert "surge-knight" in found and "deep-regent" in found and "foam-page" not in found
    royal = run("search", "is:royal -suit:leaves order:name", "--content", str(CONTENT))
    assert "2 cards" in royal and royal.index("basalt-regent") < royal.index("deep-regent")
    assert "oak-regent" in run("list", "cards", "--content", str(CONTENT))
    for output in ("json", "csv", "sqlite"):
        run("export", "--format", output, str(tmp_path / f"cards.{output}"), "--content", str(CONTENT))
    exported = json.loads((tmp_path / "cards.json").read_text())
    assert len(exported["cards"]) == 15 and exported["game"] == "toy"
    with closing(sqlite3.connect(tmp_path / "cards.sqlite")) as database:
        waves = database.execute(
            "SELECT id FROM cards WHERE suit = 'waves' AND rank >= 7 ORDER BY id"
        ).fetchall()
        assert waves == [("deep-regent",), ("surge-knight",)]


def test_a_tree_that_extends_crowns_adds_and_replaces_cards(tmp_path: Path) -> None:
    tree = tmp_path / "repo"
    (tree / "cards").mkdir(parents=True)
    (tree / "sfbkit.yaml").write_text("game: toy\nextends: toy\n")
    (tree / "cards" / "ember-page.yaml").write_text(
        "id: ember-page\nname: Ember Page\nsuit: waves\nrank: 2\n"
    )
    (tree / "cards" / "deep-regent.yaml").write_text(
        "id: deep-regent\nname: Shallow Regent\nsuit: waves\nrank: 8\n"
    )
    assert "16 cards" in run("validate", "--content", str(tree))
    (tree / "cards" / "copy.yaml").write_text("id: oak-regent\nname: Oak Regent\nsuit: leaves\nrank: 9\n")
    result = CliRunner().invoke(cli, ["validate", "--content", str(tree)])
    assert result.exit_code == 1 and "duplicate-id" in result.output
    (tree / "cards" / "copy.yaml").unlink()
    (tree / "cards" / "copy.yaml").write_text("id: oak-regent\nname: Oak Regent\nsuit: leaves\nrank: 9\n")
    result = CliRunner().invoke(cli, ["validate", "--content", str(tree)])
    assert result.exit_code == 1 and "duplicate-id" in result.output
    (tree / "cards" / "copy.yaml").unlink()
    found = run("search", "suit:waves", "--content", str(tree))
    assert "ember-page" in found and "Shallow Regent" in found and "Deep Regent" not in found


def test_simulate_four_seats_with_a_player_per_seat(tmp_path: Path) -> None:
    out = tmp_path / "sim.json"
    args = ["--games", "8", "--seats", "4", "--players", "first,random,random,random", "--out", str(out)]
    run("simulate", "--content", str(CONTENT), *args)
    report = json.loads(out.read_text())
    assert report["games"] == 8
    assert sum(row["tricks"] for row in report["cards"].values()) == 8 * 3
