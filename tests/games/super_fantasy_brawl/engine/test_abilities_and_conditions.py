"""Champion abilities (passive modifiers, triggers) and the condition language (RULES §1, §7, §10)."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import TypeAdapter

from sfbkit.games.super_fantasy_brawl.content.conditions import Condition
from sfbkit.games.super_fantasy_brawl.engine.abilities import defence, is_immune, movement_bonus
from sfbkit.games.super_fantasy_brawl.engine.conditions import compile_condition
from sfbkit.games.super_fantasy_brawl.engine.context import Context
from tests.games.super_fantasy_brawl.engine.helpers import answer, damage, kinds, scenario, where

CONDITION: TypeAdapter[Any] = TypeAdapter(Condition)


def holds(m: Any, condition: Any, champion: str | None = None, **roles: str) -> bool:
    c = m.state.champions[champion] if champion else None
    player = c.player if c else m.state.active_player
    ctx = Context(player, m.state.players[player].team, champion, **roles)
    return bool(compile_condition(CONDITION.validate_python(condition))(m.engine, ctx))


# --- passives -----------------------------------------------------------------------


def test_passive_defence_while_adjacent_to_an_ally() -> None:
    m = scenario({"eve": "c4", "dax": "c6"})
    assert defence(m.engine, m.state.champions["eve"]) == 0
    m = scenario({"eve": "c4", "dax": "c5"})
    assert defence(m.engine, m.state.champions["eve"]) == 1


def test_passive_immunities_and_movement_bonus_follow_the_side_that_is_up() -> None:
    m = scenario({"eve": "c4"})
    eve = m.state.champions["eve"]
    assert is_immune(m.engine, eve, "push") and is_immune(m.engine, eve, "force")
    assert not is_immune(m.engine, eve, "stun")
    eve.levelled = True
    assert is_immune(m.engine, eve, "stun") and not is_immune(m.engine, eve, "push")
    assert movement_bonus(m.engine, eve) == 1


def test_stun_and_root_immunity() -> None:
    m = scenario({"cy": "c4", "eve": "c6"}, hands=[["cy-hex"], ["eve-poke"]], levelled=["eve"])
    answer(m, "play:cy-hex@cy", "target:eve")
    assert not m.state.champions["eve"].rooted
    assert m.state.players[1].hand == ["eve-poke"]
    assert [i["keyword"] for i in kinds(m.events, "immune")] == ["stun", "root"]


def test_poison_immunity() -> None:
    m = scenario({"bo": "c4", "eve": "c6"}, hands=[["bo-lob"]], levelled=["eve"])
    answer(m, "play:bo-lob@bo", "target:eve")
    assert damage(m, "eve") == 2


# --- triggers -------------------------------------------------------------------------


def test_targeted_trigger_fires_after_reactions_are_chosen() -> None:
    m = scenario({"ava": "c4", "fin": "c5"}, hands=[["ava-strike"], ["fin-duck"]])
    answer(m, "play:ava-strike@ava", "stop", "target:fin", "react:fin-duck@fin")
    order = [e.kind for e in m.events]
    assert order.index("reaction") < order.index("ability")
    assert damage(m, "ava") == 1  # Thorns
    assert damage(m, "fin") == 3 - 1


def test_takes_out_enemy_trigger() -> None:
    m = scenario(
        {"fin": "c4", "ava": "c5"}, hands=[[], ["fin-strike"]], active=1, damage={"ava": 5, "fin": 3}
    )
    answer(m, "play:fin-strike@fin", "target:ava")
    # RULES §7: heal X is up to X wherever it stands, abilities included.
    answer(m, "amount:1")  # Leech heals 1 (bloodied)
    answer(m, "amount:2")  # then Trophy heals 2
    assert where(m, "ava") == "gate"
    assert damage(m, "fin") == 0
    assert m.state.champions["fin"].levelled


def test_deals_attack_damage_trigger_with_a_condition() -> None:
    m = scenario({"fin": "c4", "ava": "c5"}, hands=[[], ["fin-strike"]], active=1, damage={"fin": 3})
    answer(m, "play:fin-strike@fin", "target:ava", "amount:1")
    assert damage(m, "fin") == 2  # Leech: bloodied, heals 1
    m = scenario({"fin": "c4", "ava": "c5"}, hands=[[], ["fin-strike"]], active=1, damage={"fin": 2})
    answer(m, "play:fin-strike@fin", "target:ava")
    assert damage(m, "fin") == 2  # not bloodied


def test_turn_start_and_turn_end_triggers() -> None:
    m = scenario({"fin": "c4"}, hands=[[], ["dax-strike"]], active=1, start="turn", decks=[[], ["fin-duck"]])
    answer(m, "amount:1")  # Wake Up: draw up to 1 (RULES §7)
    assert m.state.players[1].hand == ["dax-strike", "fin-duck"]
    answer(m, "end-turn")
    assert [a["ability"] for a in kinds(m.events, "ability")] == ["Wake Up", "Wind Down"]


def test_enters_trap_trigger() -> None:
    m = scenario(
        {"fin": "c4", "ava": "c6"},
        hands=[[], []],
        active=1,
        traps={"c5": "damage-1"},
        trap_supply=["root"],
    )
    answer(m, "std:blue@fin", "step:c5", "hex:e2")
    assert damage(m, "ava") == 1  # Spite: 1 damage to each enemy within 1


# --- conditions ----------------------------------------------------------------------------


def test_bloodied_three_damage_and_half_hp_variants() -> None:
    m = scenario({"ava": "c4"}, damage={"ava": 3})
    assert holds(m, {"bloodied": "self"}, "ava")
    m = scenario({"ava": "c4"}, damage={"ava": 2})
    assert not holds(m, {"bloodied": "self"}, "ava")
    m = scenario({"ava": "c4"}, damage={"ava": 3}, ruleset="half-hp")
    assert holds(m, {"bloodied": "self"}, "ava")  # 3 >= 6 / 2
    m = scenario({"ava": "c4"}, damage={"ava": 3}, ruleset="half-hp", levelled=["ava"])
    assert not holds(m, {"bloodied": "self"}, "ava")  # 3 < 8 / 2


@pytest.mark.parametrize(
    ("condition", "expected"),
    [
        ({"levelled": "self"}, False),
        ({"in_area": "red"}, True),
        ({"in_area": {"area": "blue"}}, False),
        ({"in_area": "own_deployment"}, False),
        ({"adjacent_to": "statue"}, True),
        ({"adjacent_to": "red"}, True),
        ({"adjacent_to": "yellow"}, False),
        ({"adjacent_to": "enemy"}, True),
        ({"adjacent_to": "ally"}, False),
        ({"on_trap_hex": "self"}, False),
        ({"controls": "red"}, False),
        ({"count": {"champions": "enemy", "at_least": 2}}, True),
        (
            {
                "count": {
                    "champions": "ally",
                    "where": {"in_area": {"area": "red", "who": "it"}},
                    "at_least": 1,
                }
            },
            False,  # RULES §6: ava in d3 is not its own ally
        ),
        ({"damage": {"who": "self", "at_least": 2, "at_most": 2}}, True),
        ({"vp": {"at_least": 1}}, False),
        ({"all": [{"in_area": "red"}, {"adjacent_to": "enemy"}]}, True),
        ({"any": [{"in_area": "blue"}, {"levelled": "self"}]}, False),
        ({"not": {"levelled": "self"}}, True),
        ({"bloodied": "target"}, True),
    ],
)
def test_conditions(condition: Any, expected: bool) -> None:
    m = scenario({"ava": "d3", "dax": "d4", "eve": "i7"}, damage={"ava": 2, "dax": 3})
    assert holds(m, condition, "ava", target="dax") is expected


def test_enemy_deployment_area_and_trap_hex_conditions() -> None:
    m = scenario({"ava": "i4", "dax": "c6"}, traps={"c6": "damage-1"})
    assert holds(m, {"in_area": "enemy_deployment"}, "ava")
    assert holds(m, {"on_trap_hex": "self"}, "dax")
