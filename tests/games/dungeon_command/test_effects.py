"""The effect executor (DC §17.2): every step type has a handler, and each handler does what its rule says."""

from __future__ import annotations

import dataclasses
from typing import get_args

import pytest

from sfbkit.games.dungeon_command.engine.definitions import (
    AttackDef,
    BasicAttack,
    CancelAttack,
    ChangeCounter,
    Choose,
    ChooseOne,
    CollectTreasure,
    Damage,
    Definitions,
    Deploy,
    DiscardOrders,
    DrawCreatures,
    DrawOrders,
    Each,
    ExtraAction,
    Filter,
    ForEach,
    Grant,
    Heal,
    May,
    Modify,
    OrderDef,
    Place,
    RedirectDamage,
    ReturnOrder,
    SetTapped,
    Slide,
    Step,
    Trigger,
)
from sfbkit.games.dungeon_command.engine.effects import HANDLERS
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.geometry.square import parse
from tests.games.dungeon_command.driving import ids, kind, kinds, last, play, scenario, steps


def test_every_step_type_has_a_handler_with_a_docstring_citing_its_rule() -> None:
    assert set(get_args(Step)) == set(HANDLERS)
    for handler in HANDLERS.values():
        assert handler.__doc__, handler


def _defs(defs: Definitions, *orders: OrderDef) -> Definitions:
    return dataclasses.replace(defs, orders={**defs.orders, **{o.id: o for o in orders}}, boards={})


def _minor(name: str, *effect: Step) -> OrderDef:
    return OrderDef(name, name, 1, "any", "minor", tuple(effect))


def _play(defs: Definitions, order: OrderDef, *creatures: str, **options: object) -> DCMatch:
    hands = options.pop("order_hands", ((order.id,), ()))
    match = scenario(_defs(defs, order), *creatures, order_hands=hands, **options)
    actor = creatures[0].split("@")[1].split()[0]
    play(match, f"activate:{actor}", f"order:{order.id}")
    if kind(match) == "support":
        play(match, "done")  # DC §10.2: supporters may be added even once the level is met
    return match


def test_heal_removes_damage_up_to_the_amount(defs: Definitions) -> None:
    match = _play(defs, _minor("x-mend", Heal("self", 30)), "A:t-brute@a1 +20", "B:t-footman@t20")
    assert match.state.at(parse("a1")).damage == 0  # type: ignore[union-attr]
    assert last(match, "heal")["amount"] == 20


def test_damage_can_be_cowered_and_names_its_target(defs: Definitions) -> None:
    order = _minor("x-zap", Damage(Choose(Filter("enemy", within=3)), 20))
    match = _play(defs, order, "A:t-sage@a1", "B:t-footman@a3", "B:t-footman@t20")
    assert kind(match) == "cower" and "a3" in (match.decision.prompt if match.decision else "")


def test_tap_and_untap(defs: Definitions) -> None:
    order = _minor("x-trip", SetTapped(Choose(Filter("enemy", within=2)), True), SetTapped("self", False))
    match = _play(defs, order, "A:t-footman@a1 tapped", "B:t-footman@a3")
    assert match.state.at(parse("a3")).tapped and not match.state.at(parse("a1")).tapped  # type: ignore[union-attr]


def test_place_sets_a_creature_within_range_without_moving(defs: Definitions) -> None:
    order = _minor("x-blink", Place("self", 2, "self"))
    match = _play(defs, order, "A:t-footman@e4", "B:t-footman@t20")
    assert kind(match) == "step" and "g6" in steps(match) and "h7" not in steps(match)
    play(match, "step:g6")
    assert last(match, "place")["square"] == "g6" and "move_start" not in kinds(match)


def test_draw_discard_and_return_order(defs: Definitions) -> None:
    order = _minor("x-study", DrawOrders("you", 2), DiscardOrders("opponent", 1, "random"), ReturnOrder())
    match = _play(defs, order, "A:t-footman@a1", "B:t-footman@t20", order_hands=(("x-study",), ("t-brace",)))
    match.state.players[0].order_deck.extend([])
    seat = match.state.players[0]
    assert "x-study" in seat.order_hand  # returned instead of discarded
    assert match.state.players[1].order_hand == [] and match.state.players[1].order_discard == ["t-brace"]


def test_draw_creatures_and_deploy_within_leadership(defs: Definitions) -> None:
    order = _minor("x-call", DrawCreatures(1), Deploy(2, "adjacent_to_self"))
    match = _play(
        defs,
        order,
        "A:t-footman@e4",
        "B:t-footman@t20",
        creature_decks=(("t-archer",), ()),
        leadership=(3, None),
    )
    assert kind(match) == "deploy" and "done" in ids(match)
    assert all(i.startswith("deploy:t-archer@") for i in ids(match) if i != "done")
    play(match, "deploy:t-archer@e5")
    assert match.state.at(parse("e5")) is not None


def test_morale_and_leadership_change(defs: Definitions) -> None:
    order = _minor("x-taunt", ChangeCounter("morale", "opponent", -2), ChangeCounter("leadership", "you", 1))
    match = _play(defs, order, "A:t-footman@a1", "B:t-footman@t20")
    assert match.state.players[1].morale == 8 and match.state.players[0].leadership == 6


def test_collect_treasure_without_its_cost(defs: Definitions) -> None:
    order = _minor("x-grab", CollectTreasure("self"))
    match = scenario(_defs(defs, order), "A:t-footman@k8", "B:t-footman@t20", order_hands=(("x-grab",), ()))
    match.state.chests.pop(parse("k8"), None)
    match.state.tokens[parse("k8")] = 2
    play(match, "activate:k8", "order:x-grab")
    assert match.state.players[0].morale == 11 and not match.state.at(parse("k8")).tapped  # type: ignore[union-attr]


def test_modify_speed_for_the_turn(defs: Definitions) -> None:
    order = _minor("x-haste-2", Modify("self", "speed", 2, "this_turn"))
    match = _play(defs, order, "A:t-footman@a1", "B:t-footman@t20")
    assert match.decision is not None and "move (8)" in [o.label for o in match.decision.options]


def test_grant_a_keyword_for_the_turn(defs: Definitions) -> None:
    order = _minor("x-wings", Grant("self", keyword="flying"))
    match = scenario(
        _defs(defs, order), "A:t-sage@a1", "B:t-footman@t20", order_hands=(("x-wings", "t-wingbeat"), ())
    )
    play(match, "activate:a1")
    assert "order:t-wingbeat" not in ids(match)
    play(match, "order:x-wings")
    assert "order:t-wingbeat" in ids(match)


def test_extra_action_gives_a_second_standard_action(defs: Definitions) -> None:
    order = _minor("x-frenzy", ExtraAction("self", "standard"))
    match = _play(defs, order, "A:t-brute@e4", "B:t-giant@e5")
    play(match, "attack:0", "take")
    assert "attack:0" in ids(match)  # tapped, yet one more Standard action


def test_choose_one_and_may(defs: Definitions) -> None:
    order = _minor(
        "x-mood",
        ChooseOne(((ChangeCounter("morale", "you", 1),), (May((ChangeCounter("morale", "opponent", -1),)),))),
    )
    match = _play(defs, order, "A:t-footman@a1", "B:t-footman@t20")
    assert kind(match) == "choice" and ids(match) == ["mode:0", "mode:1"]
    play(match, "mode:1")
    assert kind(match) == "may"
    play(match, "yes")
    assert match.state.players[1].morale == 9


def test_for_each_resolves_one_creature_at_a_time(defs: Definitions) -> None:
    order = _minor("x-rally-all", ForEach(Each(Filter("ally", within=2)), (Heal("it", 10),)))
    match = _play(
        defs, order, "A:t-footman@a1", "A:t-footman@a2 +10", "A:t-footman@b2 +10", "B:t-footman@t20"
    )
    assert [e.data["creature"] for e in match.events if e.kind == "heal"] == ["t-footman@a2", "t-footman@b2"]


def test_slide_with_a_chosen_path(defs: Definitions) -> None:
    order = _minor("x-gust", Slide(Choose(Filter("enemy", within=3)), 2))
    match = _play(defs, order, "A:t-sage@e4", "B:t-footman@e6")
    assert kind(match) == "step" and match.decision is not None and match.decision.player == 0


def test_basic_attack_with_a_bonus(defs: Definitions) -> None:
    order = OrderDef("x-smash", "x-smash", 1, "any", "standard", (BasicAttack(20),))
    match = _play(defs, order, "A:t-brute@e4", "B:t-giant@e5")
    assert match.decision is not None and "40" in match.decision.prompt


@pytest.mark.parametrize(
    "step", [CancelAttack("self"), RedirectDamage(Choose(Filter("ally", adjacent_to="self")))]
)
def test_cancel_and_redirect_answer_a_pending_attack(defs: Definitions, step: Step) -> None:
    trigger = Trigger("before_damage" if isinstance(step, RedirectDamage) else "attack_declared")
    guard = OrderDef("x-parry", "x-parry", 1, "any", "immediate", (step,), trigger=trigger)
    giant = dataclasses.replace(defs.creatures["t-giant"], attacks=(AttackDef("melee", 40),))
    base = dataclasses.replace(defs, creatures={**defs.creatures, "t-giant": giant})
    match = scenario(
        _defs(base, guard), "A:t-giant@e4", "B:t-brute@e5", "B:t-footman@f6", order_hands=((), ("x-parry",))
    )
    play(match, "activate:e4", "attack:0", "order:x-parry@e5", "done")
    if isinstance(step, CancelAttack):
        assert "attack_cancelled" in kinds(match) and "damage_pending" not in kinds(match)
    else:
        assert last(match, "damage_redirected")["creature"] == "t-footman@f6"
        assert match.decision is not None and "f6" in match.decision.prompt


def test_a_modify_while_a_condition_holds_applies_only_then(defs: Definitions) -> None:
    from sfbkit.games.dungeon_command.engine.definitions import AdjacentTo

    rage = _minor("x-rage", Modify("self", "melee_damage", 10, "this_turn", AdjacentTo("it", "ally", 1)))
    alone = _play(defs, rage, "A:t-footman@e4", "B:t-giant@e5")
    play(alone, "attack:0")
    assert alone.decision is not None and "10 damage" in alone.decision.prompt
    helped = _play(defs, rage, "A:t-footman@e4", "A:t-footman@d3", "B:t-giant@e5")
    play(helped, "attack:0")
    assert helped.decision is not None and "20 damage" in helped.decision.prompt
