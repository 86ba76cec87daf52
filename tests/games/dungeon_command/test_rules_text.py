"""Dungeon Command rules text: every operation, condition and trigger renders in English and Japanese from the DC terms."""

from __future__ import annotations

import string
from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.dungeon_command.content.conditions import Condition
from sfbkit.games.dungeon_command.content.effects import Step
from sfbkit.games.dungeon_command.content.library import DCLibrary, load_library
from sfbkit.games.dungeon_command.content.order import Order
from sfbkit.games.dungeon_command.content.triggers import Trigger
from sfbkit.games.dungeon_command.text.glossary import LANGS, glossary, raw_phrases, referenced_terms
from sfbkit.games.dungeon_command.text.rules_text import (
    CONDITION_RENDERERS,
    STEP_RENDERERS,
    TRIGGER_RENDERERS,
    commander_text,
    creature_text,
    order_text,
    steps_text,
)
from sfbkit.kit.errors import UsageError

ROOT = Path(__file__).resolve().parents[3] / "games" / "dungeon-command"

DC_20_TERMS = [
    "morale",
    "leadership",
    "creature_hand",
    "starting_orders",
    "start_area",
    "treasure_square",
    "chest_marker",
    "treasure_token",
    "refresh",
    "activation",
    "deployment",
    "cleanup",
    "standard",
    "minor",
    "immediate",
    "tap",
    "untap",
    "order",
    "ability",
    "dungeon",
    "outdoor",
    "flying",
    "burrowing",
    "shift",
    "slide",
    "difficult",
    "hazardous",
    "obstacle",
    "wall",
    "melee",
    "ranged",
    "line_of_sight",
    "cover",
    "dodge",
    "cower",
    "requires",
    "affinity",
    "support",
    "warband",
    "commander",
    "speed",
    "battlefield",
]
"""The en keys of DC §20."""


@pytest.fixture(scope="module")
def library() -> DCLibrary:
    return load_library(ROOT)


def _order(effect: list[Any], **fields: Any) -> Order:
    return Order.model_validate(
        {
            "id": "t-order",
            "name": "T",
            "level": 1,
            "ability": "any",
            "action": "standard",
            "effect": effect,
            **fields,
        }
    )


def test_every_operation_condition_and_trigger_has_a_renderer() -> None:
    assert set(STEP_RENDERERS) == set(Step.keyed_kinds.kinds)
    assert set(CONDITION_RENDERERS) == set(Condition.keyed_kinds.kinds)
    assert set(TRIGGER_RENDERERS) == set(Trigger.keyed_kinds.kinds)


def test_the_glossary_holds_every_term_of_dc_20_in_both_languages() -> None:
    assert set(glossary()["terms"]) == set(DC_20_TERMS)
    assert all(set(entry) == set(LANGS) for group in glossary().values() for entry in group.values())


def test_every_glossary_term_is_used_by_every_language_and_every_reference_exists() -> None:
    terms = {(group, key) for group, entries in glossary().items() for key in entries}
    for lang in LANGS:
        used = set().union(*(referenced_terms(text) for text in raw_phrases(lang).values()))
        assert used - terms == set(), f"{lang} refers to terms the glossary lacks"
        assert terms - used == set(), f"{lang} uses no phrase with these terms"


@pytest.mark.parametrize("lang", LANGS[1:])
def test_every_language_has_the_english_keys_and_fields(lang: str) -> None:
    def fields(text: str) -> set[str]:
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    english, other = raw_phrases("en"), raw_phrases(lang)
    assert set(other) == set(english)
    assert {key: fields(text) for key, text in other.items()} == {
        key: fields(text) for key, text in english.items()
    }


@pytest.mark.parametrize("lang", LANGS)
def test_every_bundled_card_renders_without_placeholders(library: DCLibrary, lang: str) -> None:
    lines = [line for order in library.orders.values() for line in order_text(order, lang, library.keywords)]
    lines += [line for creature in library.creatures.values() for line in creature_text(creature, lang)]
    lines += [line for commander in library.commanders.values() for line in commander_text(commander, lang)]
    assert lines
    for line in lines:
        assert line and "{" not in line and "[[" not in line, line


@pytest.mark.parametrize(
    ("effect", "expected"),
    [
        ([{"shift": 2}], "Shift up to 2 squares."),
        ([{"move": {"squares": "speed"}}], "Move up to its speed."),
        ([{"slide": {"who": "target", "squares": 3}}], "Slide the target up to 3 squares."),
        (
            [{"damage": {"who": {"each": {"side": "enemy", "within": 1}}, "amount": 10}}],
            "Deal 10 damage to each enemy within 1 square.",
        ),
        (
            [
                {"draw_orders": 2},
                {"discard_orders": {"count": 1, "player": "opponent", "chosen_by": "random"}},
            ],
            "Draw 2 orders. Your opponent discards 1 order at random.",
        ),
        (
            [{"attack": {"kind": "ranged", "damage": 20, "range": 6, "then": [{"push": 2}]}}],
            "Ranged attack for 20 damage (range 6). Against each target not dodged: push the target up to 2 squares "
            "away from this creature.",
        ),
        ([{"may": [{"morale": -1}]}], "You may: lose 1 morale."),
        (
            [{"if": {"environment": "outdoor"}, "then": ["collect_treasure"]}],
            "If the battlefield shows its outdoor face: this creature collects a treasure token from its square.",
        ),
    ],
)
def test_english_steps(effect: list[Any], expected: str) -> None:
    assert steps_text(_order(effect).effect, "en") == expected


@pytest.mark.parametrize(
    ("effect", "expected"),
    [
        ([{"shift": 2}], "最大2マスシフトする。"),
        ([{"prevent": 20}], "そのダメージを20軽減する。"),
        (
            [{"grant": {"who": "target", "status": "immobilized", "duration": "until_your_next_turn"}}],
            "あなたの次のターンまで、対象は移動できない。",
        ),
        (
            [{"deploy": {"where": "start_area", "level_max": 2}}],
            "クリーチャー・カード手札からレベル2以下のクリーチャー1体をあなたの開始エリアに配置する（指揮値の範囲内）。",
        ),
    ],
)
def test_japanese_steps(effect: list[Any], expected: str) -> None:
    assert steps_text(_order(effect).effect, "ja") == expected


def test_an_immediate_order_reads_its_trigger_first() -> None:
    order = _order([{"prevent": 10}], action="immediate", trigger={"before_damage": {"to": "self"}})
    assert order_text(order, "en") == (
        "When this creature is about to take damage: prevent 10 of that damage.",
    )
    assert order_text(order, "ja") == ("このクリーチャーがダメージを受ける直前：そのダメージを10軽減する。",)


def test_keywords_read_as_the_library_names_them(library: DCLibrary) -> None:
    griffon = library.creatures["brass-griffon"]
    assert (
        creature_text(griffon, "ja", library.keywords)[-1]
        == "Drilled Mount（常時）：このクリーチャーは兵士としても扱う。"
    )
    assert (
        creature_text(griffon, "en")[-1] == "Drilled Mount (passive): This creature also counts as soldier."
    )


def test_an_unknown_language_is_a_usage_error() -> None:
    with pytest.raises(UsageError, match="expected one of en, ja"):
        steps_text(_order([{"shift": 1}]).effect, "ko")


def test_order_header_names_level_ability_action_requires_and_affinity(library: DCLibrary) -> None:
    from sfbkit.games.dungeon_command.text.rules_text import order_header

    order = _order([{"shift": 1}], ability="int", action="minor", requires=["flying"], affinity=["spider"])
    assert (
        order_header(order, "en", library.keywords)
        == "Level 1 · ability INT · Minor · requires Flying · affinity Spider"
    )
    assert (
        order_header(order, "ja", library.keywords)
        == "レベル1・能力値：知力・マイナー・必要条件：飛行・親和性：蜘蛛"
    )
