"""Dungeon Command card records: one per commander, creature and order, with the facts a player searches."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from sfbkit.games.dungeon_command.content.library import DCLibrary, load_library
from sfbkit.games.dungeon_command.db.library_records import DCCardRecord, card_records

ROOT = Path(__file__).resolve().parents[3] / "games" / "dungeon-command"


@pytest.fixture(scope="module")
def library() -> DCLibrary:
    return load_library(ROOT)


@pytest.fixture(scope="module")
def records(library: DCLibrary) -> dict[str, DCCardRecord]:
    return {record.id: record for record in card_records(library)}


def test_there_is_one_record_per_card_in_library_order(library: DCLibrary) -> None:
    found = card_records(library)
    assert [record.position for record in found] == list(range(len(found)))
    expected = [*sorted(library.commanders), *sorted(library.creatures), *sorted(library.orders)]
    assert [record.id for record in found] == expected


def test_a_creature_record_has_its_printed_facts(records: dict[str, DCCardRecord]) -> None:
    warden = records["chain-warden"]
    assert (warden.kind, warden.level, warden.hp, warden.speed) == ("creature", 3, 30, 5)
    assert warden.abilities == ("str", "dex")
    assert warden.keywords == {"dwarf", "soldier"}
    assert warden.attack_kinds == {"melee", "ranged"}
    assert warden.damage == 10
    assert warden.operations == {"pull"}
    assert warden.warbands == ("lanternguard",)
    assert warden.texts["en"][-1].startswith("Drag In (Standard, tap): Pull an enemy")


def test_an_order_record_counts_extra_damage_and_its_keywords(records: dict[str, DCCardRecord]) -> None:
    hammer = records["hammer-and-anvil"]
    assert (hammer.kind, hammer.level, hammer.abilities, hammer.action) == ("order", 3, ("str",), "standard")
    assert hammer.damage == 40
    assert hammer.attack_kinds == {"melee"}
    web = records["web-shot"]
    assert web.keywords == {"spider"}
    assert web.operations == {"attack", "grant"}
    assert records["shield-the-wounded"].action == "immediate"
    assert records["shield-the-wounded"].damage is None


def test_a_basic_attack_order_is_counted_from_no_printed_attack(records: dict[str, DCCardRecord]) -> None:
    assert records["press-the-attack"].damage == 20
    assert records["press-the-attack"].operations == {"choose_one", "basic_attack", "move"}


def test_a_commander_record_has_its_numbers(records: dict[str, DCCardRecord]) -> None:
    vesk = records["mother-vesk"]
    assert (vesk.kind, vesk.morale, vesk.leadership, vesk.level) == ("commander", 11, 6, None)
    assert vesk.warbands == ("mirewood-brood",)
    assert vesk.operations == {"for_each", "heal"}


def test_records_export_as_json(records: dict[str, DCCardRecord]) -> None:
    data = json.loads(json.dumps([record.as_json() for record in records.values()], ensure_ascii=False))
    pikeman = next(item for item in data if item["id"] == "lantern-pikeman")
    assert pikeman["text"]["ja"][0] == "近接攻撃（10ダメージ）。"
    assert pikeman["keywords"] == ["human", "soldier"]
