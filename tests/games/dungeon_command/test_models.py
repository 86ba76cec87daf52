"""Dungeon Command content models: short forms expand, numbers stay in their bounds and steps, rules between fields hold."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from sfbkit.games.dungeon_command.content import effects as e
from sfbkit.games.dungeon_command.content.commander import Commander
from sfbkit.games.dungeon_command.content.creature import Creature
from sfbkit.games.dungeon_command.content.kinds import CREATURE, ORDER
from sfbkit.games.dungeon_command.content.order import Order
from sfbkit.games.dungeon_command.content.ruleset import Ruleset
from sfbkit.kit.content.loader import load_file

CREATURE_DATA: dict[str, Any] = {
    "id": "t-footman",
    "name": "T",
    "level": 1,
    "hp": 20,
    "speed": 6,
    "abilities": ["str"],
    "attacks": [{"kind": "melee", "damage": 10}],
}


def _order(effect: list[Any], **fields: Any) -> Order:
    data = {"id": "t-order", "name": "T", "level": 1, "ability": "any", "action": "minor", "effect": effect}
    return Order.model_validate({**data, **fields})


def test_shift_is_short_for_a_shifting_move_of_self() -> None:
    (step,) = _order([{"shift": 2}]).effect
    assert step == e.MoveStep(move=e.MoveParams(squares=2, mode="shift", who="self"))
    (full,) = _order([{"shift": {"squares": "speed", "who": "target"}}]).effect
    assert full == e.MoveStep(move=e.MoveParams(squares="speed", mode="shift", who="target"))


@pytest.mark.parametrize(
    ("written", "expected"),
    [
        ("return_order", e.ReturnOrderStep.model_validate({"return_order": {}})),
        ("cancel_attack", e.CancelAttackStep.model_validate({"cancel_attack": {"who": "self"}})),
        ({"basic_attack": 10}, e.BasicAttackStep.model_validate({"basic_attack": {"bonus": 10}})),
        ({"heal": 20}, e.HealStep.model_validate({"heal": {"amount": 20, "who": "self"}})),
        ({"push": 2}, e.PushStep.model_validate({"push": {"squares": 2, "who": "target", "from": "self"}})),
        ({"deploy": "start_area"}, e.DeployStep.model_validate({"deploy": {"where": "start_area"}})),
        ({"morale": -1}, e.MoraleStep.model_validate({"morale": {"amount": -1, "player": "you"}})),
    ],
)
def test_short_forms_expand_to_the_full_form(written: Any, expected: Any) -> None:
    assert _order([written]).effect == [expected]


@pytest.mark.parametrize(
    "change",
    [
        {"hp": 25},
        {"hp": 0},
        {"hp": 210},
        {"level": 11},
        {"speed": 13},
        {"attacks": [{"kind": "melee", "damage": 15}]},
        {"attacks": [{"kind": "melee", "damage": 10, "range": 3}]},
        {"attacks": []},
        {"size": 2},
        {"abilities": ["str", "str"]},
        {"abilities": ["luck"]},
    ],
)
def test_creature_numbers_and_fields_are_bounded(change: dict[str, Any]) -> None:
    Creature.model_validate(CREATURE_DATA)
    with pytest.raises(ValidationError):
        Creature.model_validate({**CREATURE_DATA, **change})


@pytest.mark.parametrize(
    "step",
    [
        {"damage": 15},
        {"heal": 5},
        {"prevent": 0},
        {"modify": {"stat": "melee_damage", "amount": 5}},
        {"modify": {"stat": "speed", "amount": 13}},
        {"modify": {"stat": "speed", "amount": 0}},
        {"morale": 0},
        {"attack": {"kind": "melee", "damage": 10, "range": 2}},
        {"aura": {"who": {"each": {"side": "ally"}}}},
        {"distance_check": 1},
    ],
)
def test_step_values_are_bounded_and_consistent(step: dict[str, Any]) -> None:
    with pytest.raises(ValidationError):
        _order([step])


@pytest.mark.parametrize(
    "power",
    [
        {"name": "P", "kind": "trigger", "effect": [{"heal": 10}]},
        {"name": "P", "kind": "passive", "trigger": "any_time", "effect": [{"immune": "hazard"}]},
        {"name": "P", "kind": "passive", "limit": "none", "effect": [{"immune": "hazard"}]},
        {"name": "P", "kind": "minor", "action": "standard", "effect": [{"heal": 10}]},
        {"name": "P", "kind": "tap", "action": "standard", "trigger": "any_time", "effect": [{"heal": 10}]},
        {"name": "P", "kind": "activated", "effect": [{"heal": 10}]},
    ],
)
def test_a_creature_power_has_only_the_fields_of_its_kind(power: dict[str, Any]) -> None:
    with pytest.raises(ValidationError):
        Creature.model_validate({**CREATURE_DATA, "powers": [power]})


def test_power_limits_default_per_kind() -> None:
    creature = Creature.model_validate(
        {**CREATURE_DATA, "powers": [{"name": "P", "kind": "minor", "effect": [{"shift": 1}]}]}
    )
    assert creature.powers[0].effective_limit == "once_per_activation"
    commander = Commander.model_validate(
        {
            "id": "t-captain",
            "name": "C",
            "morale": 10,
            "leadership": 5,
            "creature_hand": 3,
            "starting_orders": 4,
            "power": {"name": "P", "kind": "activated", "effect": [{"draw_orders": 1}]},
        }
    )
    assert commander.power is not None and commander.power.effective_limit == "once_per_turn"


def test_a_trigger_is_only_for_an_immediate_order() -> None:
    with pytest.raises(ValidationError, match="only an immediate order"):
        _order([{"shift": 1}], trigger="any_time")
    assert _order([{"shift": 1}], action="immediate", trigger="any_time").trigger is not None


def test_the_ruleset_defaults_are_the_flags_of_dc_14() -> None:
    ruleset = Ruleset.model_validate({"id": "standard", "name": "Standard"})
    assert ruleset.chest_values == [1, 1, 2, 2, 3, 3]
    assert (ruleset.warband.creatures, ruleset.warband.orders, ruleset.warband.max_copies) == (12, 36, None)
    assert (ruleset.corner_rule, ruleset.los_pinch, ruleset.hazard_entry) == (
        "dungeon_either",
        "both",
        "once_per_activation",
    )
    with pytest.raises(ValidationError):
        Ruleset.model_validate({"id": "standard", "name": "Standard", "chest_values": [1, 4]})


def test_an_error_inside_a_short_form_points_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "t-order.yaml"
    text = (
        "id: t-order\nname: T\nlevel: 1\nability: any\naction: minor\neffect:\n  - heal: 10\n  - shift: 25\n"
    )
    loaded = load_file(path, "orders/t-order.yaml", ORDER, text.encode())
    assert [(problem.line, problem.path) for problem in loaded.problems] == [(8, "effect[1].move.squares")]


def test_an_unknown_ability_points_at_its_column(tmp_path: Path) -> None:
    text = "id: t-footman\nname: T\nlevel: 1\nhp: 20\nspeed: 6\nabilities: [str, luk]\nattacks: [{kind: melee, damage: 10}]\n"
    loaded = load_file(tmp_path / "t-footman.yaml", "creatures/t-footman.yaml", CREATURE, text.encode())
    assert [(p.line, p.column, p.code, p.path) for p in loaded.problems] == [
        (6, 18, "bad-value", "abilities[1]")
    ]
