"""The Blood Wars content models: short forms expand to full forms, numbers are bounded, kinds take their fields."""

from __future__ import annotations

from typing import Any

import pytest
from pydantic import ValidationError

from sfbkit.games.blood_wars.content.ability import Ability
from sfbkit.games.blood_wars.content.alignment import Alignment
from sfbkit.games.blood_wars.content.battlefield import Battlefield
from sfbkit.games.blood_wars.content.effects import STEP_KINDS, step_kind
from sfbkit.games.blood_wars.content.fate import Fate
from sfbkit.games.blood_wars.content.legion import Legion
from sfbkit.games.blood_wars.content.ruleset import Ruleset
from sfbkit.games.blood_wars.content.warlord import Warlord

WARLORD: dict[str, Any] = {"id": "orrun", "name": "Orrun", "alignment": "LN", "is": 11, "rr": 3}


def _fate(**fields: Any) -> Fate:
    return Fate.model_validate({"id": "writ", "name": "Writ", "rr": 1, **fields})


def test_the_two_letter_alignment_expands_to_its_components() -> None:
    assert Alignment.model_validate("CE") == Alignment(ethic="chaotic", morality="evil")
    assert Alignment.model_validate({"ethic": "lawful", "morality": "neutral"}).code == "LN"
    with pytest.raises(ValidationError, match="expected an alignment"):
        Alignment.model_validate("XX")


def test_short_steps_expand_to_their_full_forms() -> None:
    ability = Ability.model_validate(
        {"name": "Ask", "kind": "intrigue", "effects": [{"draw": 2}, "rr_bonus", {"is": "rr"}]}
    )
    draw, bonus, change = ability.effects
    assert draw.model_dump() == {"draw": {"amount": 2, "player": "you"}}
    assert bonus.model_dump() == {"rr_bonus": {"side": "own_side"}}
    assert change.model_dump(by_alias=True) == {
        "is": {"amount": "rr", "who": "this_warlord", "duration": "challenge"}
    }
    assert ability.paid_by_flip


def test_every_operation_of_bw_17_is_a_step() -> None:
    assert set(STEP_KINDS) == {
        "is", "cs", "rr_bonus", "draw", "discard", "return_to_hand", "destroy", "dead_book",
        "flip_down", "flip_up", "cancel_challenge", "reveal", "arrange", "recover", "if", "choose_one",
    }  # fmt: skip
    step = Ability.model_validate({"name": "x", "kind": "combat", "effects": ["cancel_challenge"]}).effects[0]
    assert step_kind(step) == "cancel_challenge"


@pytest.mark.parametrize(
    ("field", "value"),
    [("is", 31), ("is", -1), ("cs", 21), ("rr", 10), ("rr", -1)],
)
def test_warlord_numbers_are_bounded(field: str, value: int) -> None:
    with pytest.raises(ValidationError):
        Warlord.model_validate({**WARLORD, field: value})


def test_battlefield_vp_is_bounded_and_it_has_no_activated_ability() -> None:
    base = {"id": "fort", "name": "F", "rr": 0, "alignment": "NN", "vp": 1}
    Battlefield.model_validate(base)
    with pytest.raises(ValidationError):
        Battlefield.model_validate({**base, "vp": 0})
    with pytest.raises(ValidationError, match="no combat ability"):
        Battlefield.model_validate(
            {**base, "abilities": [{"name": "x", "kind": "combat", "effects": [{"draw": 1}]}]}
        )


def test_a_legion_has_no_intrigue_ability() -> None:
    base = {"id": "line", "name": "L", "rr": 0, "alignment": "NN", "cs": 3}
    with pytest.raises(ValidationError, match="no intrigue ability"):
        Legion.model_validate(
            {**base, "abilities": [{"name": "x", "kind": "intrigue", "effects": [{"draw": 1}]}]}
        )


def test_fate_use_and_placement_follow_the_subtype_unless_given() -> None:
    assert (_fate(subtype="orders").use, _fate(subtype="orders").placement) == ("one_shot", "none")
    assert (_fate(subtype="spell").use, _fate(subtype="spell").placement) == ("one_shot", "battle_hand")
    assert (_fate(subtype="acolyte").use, _fate(subtype="acolyte").placement) == ("permanent", "area")
    item = _fate(subtype="item", item_kind="mundane")
    assert (item.use, item.placement) == ("permanent", "attach")
    assert _fate(subtype="spell", use="permanent").use == "permanent"
    assert _fate(subtype="spell", timing=["caucus", "battle"]).windows == ("caucus", "battle")
    assert _fate(subtype="spell").windows == ("action", "declared", "caucus", "battle")


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"subtype": "item"}, "item_kind"),
        ({"subtype": "spell", "item_kind": "magical"}, "item_kind"),
        ({"subtype": "support", "placement": "area"}, "placement attach"),
        ({"subtype": "orders", "timing": ["any", "action"]}, "'any' alone"),
    ],
)
def test_fate_load_time_rules(fields: dict[str, Any], message: str) -> None:
    with pytest.raises(ValidationError, match=message):
        _fate(**fields)


def test_ability_kinds_take_their_own_fields() -> None:
    Ability.model_validate({"name": "p", "kind": "passive", "passive": {"is": 2}})
    Ability.model_validate(
        {"name": "t", "kind": "trigger", "trigger": "turn_start", "effects": [{"draw": 1}]}
    )
    with pytest.raises(ValidationError, match="has 'passive'"):
        Ability.model_validate({"name": "p", "kind": "passive", "effects": [{"draw": 1}]})
    with pytest.raises(ValidationError, match="'trigger' and 'effects'"):
        Ability.model_validate({"name": "t", "kind": "trigger", "effects": [{"draw": 1}]})
    with pytest.raises(ValidationError, match="'role' filters only"):
        Ability.model_validate(
            {
                "name": "t",
                "kind": "trigger",
                "trigger": {"on": "turn_start", "role": ["challenger"]},
                "effects": ["rr_bonus"],
            }
        )


def test_the_ruleset_defaults_are_the_conflict_preset_of_bw_15() -> None:
    ruleset = Ruleset.model_validate({"id": "conflict", "name": "Conflict"})
    assert (ruleset.vp_target, ruleset.muster_in, ruleset.hand_limit, ruleset.round_limit) == (13, 2, 7, 50)
    assert (ruleset.legion_cap.full, ruleset.legion_cap.partial) == (6, 4)
    assert (ruleset.face_down.warlord_is, ruleset.face_down.warlord_cs, ruleset.face_down.legion_cs) == (
        5,
        0,
        1,
    )
    with pytest.raises(ValidationError):
        Ruleset.model_validate({"id": "x", "name": "X", "mulligan": "sometimes"})
