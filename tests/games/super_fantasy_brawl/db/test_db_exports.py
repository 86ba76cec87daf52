"""The JSON, SQLite and CSV exports of the fixture library."""

from __future__ import annotations

import copy
import csv
import json
import sqlite3
from pathlib import Path
from typing import Any

import jsonschema
import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.db.export_csv import write_csv
from sfbkit.games.super_fantasy_brawl.db.export_json import export_schema, write_json
from sfbkit.games.super_fantasy_brawl.db.export_sqlite import write_sqlite


@pytest.fixture(scope="module")
def exported(library: Library, tmp_path_factory: pytest.TempPathFactory) -> Path:
    folder = tmp_path_factory.mktemp("export")
    write_json(library, folder / "cards.json")
    write_sqlite(library, folder / "cards.sqlite")
    write_csv(library, folder / "cards.csv")
    return folder


@pytest.fixture()
def database(exported: Path) -> sqlite3.Connection:
    connection = sqlite3.connect(exported / "cards.sqlite")
    connection.execute("PRAGMA foreign_keys = ON")
    return connection


def test_the_json_export_validates_against_its_schema(exported: Path) -> None:
    data = json.loads((exported / "cards.json").read_text(encoding="utf-8"))
    jsonschema.Draft202012Validator.check_schema(export_schema())
    jsonschema.validate(data, export_schema(), cls=jsonschema.Draft202012Validator)
    assert len(data["cards"]) == 24 and len(data["champions"]) == 4
    assert [trap["id"] for trap in data["traps"]][:2] == ["stun", "root"]
    assert [challenge["id"] for challenge in data["challenges"]] == ["hold-the-red", "crowded-statue"]


@pytest.mark.parametrize(
    "break_it",
    [
        lambda data: data["cards"][0].pop("text"),
        lambda data: data["cards"][0].update(core="green"),
        lambda data: data["cards"][0].update(strength=None),
        lambda data: data["champions"][0]["sides"]["basic"].update(hp=0),
        lambda data: data.update(extra=1),
        lambda data: data["traps"][0].update(effect="fire"),
        lambda data: data["challenges"][0]["text"].update(fr="Tenir le rouge"),
    ],
)
def test_the_schema_rejects_a_broken_export(exported: Path, break_it: Any) -> None:
    data = copy.deepcopy(json.loads((exported / "cards.json").read_text(encoding="utf-8")))
    break_it(data)
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(data, export_schema(), cls=jsonschema.Draft202012Validator)


def test_sqlite_answers_a_join_of_cards_with_their_champions_hp(database: sqlite3.Connection) -> None:
    rows = database.execute(
        "SELECT cards.id, champion_sides.hp FROM cards"
        " JOIN champion_sides ON champion_sides.champion_id = cards.champion_id"
        " AND champion_sides.side = 'basic'"
        " WHERE cards.type = 'reaction' ORDER BY champion_sides.hp DESC, cards.id"
    ).fetchall()
    assert rows[:2] == [("ovrak-bulwark", 9), ("ovrak-echo", 9)]
    assert len(rows) == 6


def test_sqlite_enforces_its_foreign_keys(database: sqlite3.Connection) -> None:
    assert database.execute("PRAGMA foreign_key_check").fetchall() == []
    with pytest.raises(sqlite3.IntegrityError):
        database.execute(
            "INSERT INTO cards (id, champion_id, position, name, type, core, move)"
            " VALUES ('x-y', 'nobody', 0, 'X', 'skill', 'red', 0)"
        )


def test_sqlite_full_text_search_finds_rules_text(database: sqlite3.Connection) -> None:
    found = database.execute(
        "SELECT rules_texts.card_id FROM rules_texts_fts"
        " JOIN rules_texts ON rules_texts.id = rules_texts_fts.rowid"
        " WHERE rules_texts_fts MATCH 'swoop' AND rules_texts.lang = 'en'"
    ).fetchall()
    assert found == [("quillon-vanish",)]


def test_sqlite_holds_keywords_abilities_and_every_language(database: sqlite3.Connection) -> None:
    assert database.execute(
        "SELECT keyword FROM card_keywords WHERE card_id = 'tessel-flare' ORDER BY 1"
    ).fetchall() == [
        ("draw",),
        ("plan",),
    ]
    assert database.execute("SELECT count(*) FROM rules_texts").fetchone() == (24 * 4,)
    assert database.execute("SELECT sum(count) FROM traps").fetchone() == (12,)
    assert database.execute("SELECT count(*) FROM challenge_texts").fetchone() == (2 * 4,)
    assert database.execute(
        "SELECT count(*) FROM abilities JOIN ability_texts ON ability_texts.ability_id = abilities.id"
        " WHERE abilities.champion_id = 'ovrak' AND side = 'levelled'"
    ).fetchone() == (2 * 4,)


def test_csv_has_one_row_per_card_with_text_per_language(exported: Path) -> None:
    with (exported / "cards.csv").open(encoding="utf-8", newline="") as handle:
        rows = list(csv.DictReader(handle))
    assert len(rows) == 24
    flare = next(row for row in rows if row["id"] == "tessel-flare")
    assert flare["keywords"] == "draw plan"
    assert flare["strength"] == ""
    assert {"text_en", "text_ja", "text_ko", "text_zh-Hant"} <= set(flare)
