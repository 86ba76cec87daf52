"""Movement (RULES §2 blocking, towards/away; §5 movement, movement bonus, the gate)."""

from __future__ import annotations

import random

from sfbkit.games.super_fantasy_brawl.engine import Movement
from sfbkit.games.super_fantasy_brawl.engine.scenario import ScenarioError
from sfbkit.geometry.hex import distance
from tests.games.super_fantasy_brawl.engine.helpers import answer, damage, ids, kinds, scenario, where


def steps(option_ids: tuple[str, ...]) -> set[str]:
    return {o[5:] for o in option_ids if o.startswith("step:")}


def test_statues_and_enemies_block_movement() -> None:
    # RULES §2, §5: statue and enemy hexes cannot be entered.
    m = scenario({"ava": "d3", "dax": "d4"})
    answer(m, "std:move:red@ava")
    assert steps(ids(m)) == {"d2", "e3", "c4", "c3"}
    assert "stop" in ids(m)


def test_allies_can_be_passed_but_not_ended_on() -> None:
    # RULES §2, §5: allies may be passed through, not ended on.
    m = scenario({"ava": "c4", "bo": "c5"})
    answer(m, "std:blue@ava")  # move 1: cannot end on bo
    assert "c5" not in steps(ids(m))
    answer(m, "stop")
    answer(m, "std:move:red@ava")  # move 2: may pass bo
    assert "c5" in steps(ids(m))
    answer(m, "step:c5")
    assert "stop" not in ids(m)
    assert m.state.transit == "ava"
    answer(m, "step:c6")
    assert where(m, "ava") == "c6" and where(m, "bo") == "c5"
    assert m.state.occupant[m.board.by_label["c5"]] == "bo"
    assert m.state.transit is None


def test_stop_early_or_not_at_all() -> None:
    m = scenario({"ava": "c4"})
    answer(m, "std:move:red@ava", "step:c5", "stop")
    assert where(m, "ava") == "c5"
    answer(m, "std:blue@ava", "stop")
    assert where(m, "ava") == "c5"


def test_movement_bonus_applies_only_to_move_values_of_one_or_more() -> None:
    # RULES §5: bo has movement bonus 1; bo-step has move 1, bo-jump move 0.
    m = scenario({"bo": "c4", "dax": "i7"}, hands=[["bo-step", "bo-jump"]])
    answer(m, "play:bo-step@bo", "step:c5", "step:c6")
    assert where(m, "bo") == "c6"
    assert kinds(m.events, "move")[-1] == {"champion": "bo", "to": "c6"}
    m2 = scenario({"bo": "c4", "dax": "i7"}, hands=[["bo-jump"]])
    answer(m2, "play:bo-jump@bo")
    assert m2.decision is not None and m2.decision.kind == "skill"


def test_standard_move_two_gets_the_movement_bonus() -> None:
    m = scenario({"bo": "c1"})
    answer(m, "std:move:red@bo", "step:b1")
    answer(m, "step:b2", "step:b3")
    assert where(m, "bo") == "b3"


def test_gate_champion_returns_through_its_deployment_area() -> None:
    # RULES §5: its first step places it on an empty hex of its team's deployment area.
    m = scenario({"ava": "gate", "bo": "a3"}, hands=[["ava-dash", "ava-strike"]])
    assert "play:ava-dash@ava" not in ids(m)  # move value 0 cannot activate a gate champion
    assert "play:ava-strike@ava" in ids(m)
    answer(m, "std:move:red@ava")
    assert steps(ids(m)) == {"a4", "a5", "b3", "b4"}
    assert "stop" not in ids(m)
    answer(m, "step:b4")
    assert where(m, "ava") == "b4"
    assert "stop" in ids(m)


def test_gate_champion_cannot_act_when_its_deployment_area_is_full() -> None:
    m = scenario({"ava": "gate", "bo": "a3", "cy": "a4", "dax": "a5", "eve": "b3", "fin": "b4"})
    assert not any(o.endswith("@ava") for o in ids(m))


def test_trap_entered_mid_move_triggers_and_movement_continues() -> None:
    # RULES §5, §9: entering a trap hex triggers it; then the movement may continue.
    m = scenario({"ava": "c4"}, traps={"c5": "damage-1"}, trap_supply=["damage-2"])
    answer(m, "std:move:red@ava", "step:c5")
    assert damage(m, "ava") == 1
    # replacement: a different empty trap hex chosen by ava's controller
    assert m.decision is not None and m.decision.kind == "trap-hex"
    answer(m, "hex:e2")
    assert "step:c6" in ids(m)
    answer(m, "step:c6")
    assert where(m, "ava") == "c6"


def test_root_trap_ends_the_movement() -> None:
    # RULES §7: root — the champion loses its remaining movement.
    m = scenario({"ava": "c4"}, traps={"c5": "root"}, trap_supply=["damage-2"])
    answer(m, "std:move:red@ava", "step:c5", "hex:e2")
    assert where(m, "ava") == "c5"
    assert m.decision is not None and m.decision.kind == "action"
    assert m.state.champions["ava"].rooted
    answer(m, "std:blue@ava")
    assert m.decision is not None and m.decision.kind != "step"


def test_towards_every_step_variant_every_step_must_get_nearer() -> None:
    # RULES §2 variant towards_away: every_step: every step of a towards move must decrease the distance.
    m = scenario({"dax": "c4", "ava": "c7"}, hands=[[], ["dax-approach"]], active=1, ruleset="every-step")
    answer(m, "play:dax-approach@dax", "target:ava")
    assert steps(ids(m)) == {"c5"}
    answer(m, "step:c5")
    assert steps(ids(m)) == {"c6"}


def test_away_every_step_variant_must_get_farther_and_no_step_means_no_move() -> None:
    # RULES §2 variant every_step.
    m = scenario({"dax": "a1", "ava": "b2"}, hands=[[], ["dax-retreat"]], active=1, ruleset="every-step")
    answer(m, "play:dax-retreat@dax", "target:ava")
    # a1's neighbours a2 (distance 1 to b2) and b1 (distance 1): none farther.
    assert m.decision is not None and m.decision.kind == "action"
    assert where(m, "dax") == "a1"


def test_towards_by_default_checks_only_the_end() -> None:
    # RULES §2: by default (towards_away: final_position) only the end must be nearer.
    m = scenario({"dax": "c4", "ava": "c7"}, hands=[[], ["dax-approach"]], active=1)
    answer(m, "play:dax-approach@dax", "target:ava")
    assert "b4" in steps(ids(m))  # sideways steps are fine if the end is nearer
    answer(m, "step:b4")
    assert "stop" not in ids(m)  # b4 is no nearer than c4 was
    answer(m, "step:b5")
    assert "stop" in ids(m)


def test_final_position_does_not_move_when_no_farther_end_can_be_reached() -> None:
    # RULES §2 (default final_position): every hex within 2 of a2 is at most as far from d2 as a2 is,
    # so the champion does not move (a step into the corner a1 is not offered).
    m = scenario({"dax": "a2", "ava": "d2"}, hands=[[], ["dax-retreat"]], active=1)
    answer(m, "play:dax-retreat@dax", "target:ava")
    assert m.decision is not None and m.decision.kind == "action"
    assert where(m, "dax") == "a2"


def test_final_position_moves_always_end_nearer_or_farther_past_blockers() -> None:
    # RULES §2 (default final_position): whatever steps are chosen, a move that moved ends nearer
    # (towards) or farther (away) than it started, around champions and statues.
    rng = random.Random(5)
    labels = sorted(scenario({"dax": "a1", "ava": "i7"}).board.by_label)
    moved = 0
    for _ in range(250):
        pos = dict(zip(["dax", "ava", "bo", "cy", "eve", "fin"], rng.sample(labels, 6), strict=True))
        card = rng.choice(["dax-retreat", "dax-approach"])
        try:
            m = scenario(pos, hands=[[], [card]], active=1)
        except ScenarioError:
            continue  # a champion drawn onto a statue hex
        answer(m, f"play:{card}@dax")
        if "target:ava" not in ids(m):
            continue  # ava out of range
        answer(m, "target:ava")
        while m.decision is not None and m.decision.kind == "step":
            answer(m, rng.choice(ids(m)))
        board = m.board
        ava, start, end = (board.by_label[label] for label in (pos["ava"], pos["dax"], where(m, "dax")))
        if end == start:
            continue
        moved += 1
        before, after = distance(start, ava), distance(end, ava)
        assert after < before if card == "dax-approach" else after > before, (pos, card, where(m, "dax"))
    assert moved > 50


def test_towards_move_may_pass_an_ally_only_towards_a_hex_it_can_end_on() -> None:
    # RULES §2, §5: ally pass-through under the every-step variant.
    m = scenario(
        {"dax": "c4", "fin": "c5", "ava": "c7"},
        hands=[[], ["dax-approach"]],
        active=1,
        ruleset="every-step",
    )
    answer(m, "play:dax-approach@dax", "target:ava")
    assert "c5" in steps(ids(m))
    answer(m, "step:c5")  # then c6 is the only way on: taken without asking
    assert where(m, "dax") == "c6"
    blocked = scenario(
        {"dax": "c4", "fin": "c5", "eve": "c6", "ava": "c7"},
        hands=[[], ["dax-approach"]],
        active=1,
        ruleset="every-step",
    )
    answer(blocked, "play:dax-approach@dax", "target:ava")
    assert "c5" not in steps(ids(blocked))


def test_a_step_decision_names_its_movement_and_the_steps_left() -> None:
    m = scenario({"ava": "gate", "bo": "a3", "cy": "e6"}, hands=[["ava-strike"], []])
    answer(m, "std:move:yellow@ava")  # from the gate: entering is the first of two steps
    assert m.decision is not None and m.decision.movement == Movement(1, 2)
    answer(m, "step:b4")
    assert m.decision is not None and m.decision.movement == Movement(1, 1)
    answer(m, "step:c4")
    answer(m, "play:ava-strike@ava")
    assert m.decision is not None and m.decision.movement == Movement(2, 1)
    answer(m, "stop", "std:blue@cy")
    assert m.decision is not None and m.decision.movement == Movement(3, 1)
    assert m.decision.prompt == "move cy"
    assert m.fork().decision == m.decision
    answer(m, "stop")
    assert m.decision is not None and m.decision.kind == "action" and m.decision.movement is None
