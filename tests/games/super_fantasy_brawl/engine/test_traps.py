"""Traps (RULES §9) and the trap supply."""

from __future__ import annotations

from collections import Counter

from sfbkit.games.super_fantasy_brawl.content.conditions import OnTrapHex
from sfbkit.games.super_fantasy_brawl.engine.conditions import compile_condition
from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.geometry.hex import from_label
from tests.games.super_fantasy_brawl.engine.helpers import answer, damage, ids, kinds, scenario, where

FOUR = {"c6": "damage-1", "g2": "damage-2", "e2": "damage-2", "e6": "stun"}


def test_replacement_goes_to_a_different_empty_trap_hex_and_keeps_four_on_the_board() -> None:
    m = scenario({"ava": "c4", "dax": "e7"}, traps=FOUR, seed=3)
    answer(m, "std:move:red@ava", "step:c5", "step:c6")
    assert m.decision is not None and m.decision.kind == "trap-hex" and m.decision.player == 0
    # the empty printed trap hexes are d5 and f2; c6 (used, occupied) is excluded
    assert ids(m) == ("hex:d5", "hex:f2")
    answer(m, "hex:f2")
    assert len(m.state.traps) == 4
    assert from_label("f2") in m.state.traps


def test_used_token_goes_back_and_the_supply_is_shuffled() -> None:
    supply = ["root", "root", "damage-3", "damage-3", "stun", "damage-1", "damage-2", "damage-2"]
    m = scenario({"ava": "c4"}, traps=FOUR, trap_supply=supply)
    before = Counter(m.state.trap_supply) + Counter(m.state.traps.values())
    answer(m, "std:move:red@ava", "step:c5", "step:c6", "hex:d5")
    after = Counter(m.state.trap_supply) + Counter(m.state.traps.values())
    assert before == after
    assert m.state.traps[from_label("d5")] == "root"  # the next drawn is the first listed
    assert len(m.state.trap_supply) == 8


def test_fallback_to_a_hex_adjacent_to_a_trap_hex_when_every_trap_hex_is_occupied() -> None:
    # RULES §9: then any hex adjacent to a trap hex with no champion, statue or trap; it counts as a
    # trap hex while it holds the trap.
    traps = {"c6": "damage-1", "g2": "damage-1", "e2": "damage-1", "e6": "damage-1"}
    m = scenario({"ava": "c5", "dax": "d5", "fin": "f2"}, traps=traps, trap_supply=["root"])
    answer(m, "std:blue@ava", "step:c6")
    options = {o[4:] for o in ids(m)}
    assert "c6" not in options and "d5" not in options and "e4" not in options
    assert {"c7", "b6", "d6"} <= options
    answer(m, "hex:c7")
    assert m.engine.is_trap_hex(from_label("c7"))
    assert len(m.state.traps) == 4


def test_a_hex_not_printed_as_a_trap_hex_is_one_only_while_it_holds_a_trap() -> None:
    # RULES §9: once its trap is used, c7 (not printed) is no trap hex: not for "on a trap hex"...
    m = scenario({"ava": "c6", "dax": "i7"}, traps={"c7": "damage-1"}, trap_supply=["root"])
    assert m.engine.is_trap_hex(from_label("c7"))
    answer(m, "std:blue@ava", "step:c7")
    assert m.decision is not None and m.decision.kind == "trap-hex"
    # ...nor for replacement: only the printed trap hexes are empty trap hexes
    assert {o[4:] for o in ids(m)} == {"c6", "g2", "e2", "e6", "d5", "f2"}
    answer(m, "hex:e2")
    assert where(m, "ava") == "c7"
    assert not m.engine.is_trap_hex(from_label("c7"))
    on_trap_hex = compile_condition(OnTrapHex(on_trap_hex="self"))
    ctx = Context(0, 0, "ava")
    assert not on_trap_hex(m.engine, ctx)
    m.engine.set_hex(m.state.champions["ava"], from_label("e6"))
    assert on_trap_hex(m.engine, ctx)  # a printed trap hex stays one, empty or not


def test_a_used_trap_off_the_printed_hexes_leaves_no_trap_hex_to_place_beside() -> None:
    # RULES §9: with every printed trap hex occupied, the replacement goes next to a trap hex; a7
    # (not printed) stopped being one when its trap was used, so a6, next to a7 only, is no option.
    traps = {"c6": "damage-1", "g2": "damage-1", "e2": "damage-1", "e6": "damage-1", "a7": "stun"}
    m = scenario({"ava": "a6", "dax": "d5", "fin": "f2"}, traps=traps, trap_supply=["root"])
    answer(m, "std:blue@ava", "step:a7")
    assert m.decision is not None and m.decision.kind == "trap-hex"
    options = {o[4:] for o in ids(m)}
    assert "a6" not in options and "a7" not in options
    assert "b6" in options  # next to the trap on c6


def test_root_trap_roots_and_stun_trap_stuns() -> None:
    m = scenario({"ava": "c4"}, hands=[["ava-strike", "bo-duck"]], traps={"c5": "stun"}, trap_supply=["root"])
    answer(m, "std:blue@ava", "step:c5", "hex:e2")
    assert kinds(m.events, "stun") == [{"champion": "ava", "discarded": "ava-strike", "revealed": None}]
    assert where(m, "ava") == "c5"


def test_trap_damage_ignores_defence() -> None:
    m = scenario({"ava": "c4"}, traps={"c5": "damage-2"}, trap_supply=["root"])
    answer(m, "std:blue@ava", "step:c5", "hex:e2")
    assert damage(m, "ava") == 2  # ava has defence 1


def test_trap_damage_immunity() -> None:
    m = scenario(
        {"eve": "c4"},
        hands=[[], []],
        traps={"c5": "damage-3"},
        trap_supply=["root"],
        active=1,
        levelled=["eve"],
    )
    answer(m, "std:blue@eve", "step:c5", "hex:e2")
    assert damage(m, "eve") == 0
    assert {"champion": "eve", "keyword": "trap_damage"} in kinds(m.events, "immune")


def test_jump_and_swoop_over_a_trap_do_not_trigger_it() -> None:
    m = scenario({"bo": "c4"}, hands=[["bo-swoop"]], traps={"c5": "damage-3"})
    answer(m, "play:bo-swoop@bo", "use", "step:c6")
    assert damage(m, "bo") == 0 and from_label("c5") in m.state.traps


def test_fear_into_a_trap_triggers_it_with_credit_to_the_source() -> None:
    # RULES §7 fear (a dash, ended by a trap), RULES §9 attribution.
    m = scenario(
        {"cy": "c6", "dax": "c5", "fin": "b4", "eve": "d5"},
        hands=[["cy-scare"]],
        traps={"c3": "damage-3"},
        trap_supply=["root"],
        damage={"dax": 3},
    )
    answer(m, "play:cy-scare@cy", "target:dax", "step:c3")
    assert kinds(m.events, "trap")[0] == {"champion": "dax", "hex": "c3", "trap": "damage-3", "credit": "cy"}
    assert where(m, "dax") == "gate"
    answer(m, "hex:e2")
    assert m.state.vp == [1, 0] and m.state.champions["cy"].levelled
