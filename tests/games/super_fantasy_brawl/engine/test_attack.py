"""The attack sequence (RULES §5.1), skills (§5.2), reactions (§5.3) and standard actions (§5.4)."""

from __future__ import annotations

from tests.games.super_fantasy_brawl.engine.helpers import answer, damage, ids, kinds, scenario, where


def kinds_in_order(m: object) -> list[str]:
    return [e.kind for e in m.events]  # type: ignore[attr-defined]


def test_attack_sequence_runs_in_order() -> None:
    # RULES §5.1: move, pre-attack effects, decide/declare, reaction, damage, reaction effects, post-attack.
    m = scenario({"ava": "c3", "dax": "c5"}, hands=[["ava-rush"], ["dax-spikes"]])
    answer(m, "play:ava-rush@ava", "step:c4", "stop")
    assert m.decision is not None and m.decision.kind == "amount"  # pre-attack strength +0..2
    answer(m, "amount:2")
    assert m.decision is not None and m.decision.kind == "attack"
    answer(m, "target:dax")
    assert m.decision is not None and m.decision.kind == "reaction" and m.decision.player == 1
    answer(m, "react:dax-spikes@dax", "amount:1")
    order = [
        k for k in kinds_in_order(m) if k in {"play", "move", "modifier", "attack", "reaction", "damage"}
    ]
    assert order == ["play", "move", "modifier", "attack", "reaction", "damage"]
    # strength 1 + 2 = 3 against defence 0 + 3 (reaction) -> 0 damage to dax; spikes deal 1 to ava.
    assert damage(m, "dax") == 0
    assert damage(m, "ava") == 1


def test_amounts_of_pre_attack_effects_are_chosen_from_zero_to_x() -> None:
    # RULES §5.1: numeric values of pre- and post-attack effects may be chosen 0..X.
    for chosen, expected in ((0, 1), (1, 2), (2, 3)):
        m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-rush"]])
        answer(m, "play:ava-rush@ava", "stop")
        assert ids(m) == ("amount:0", "amount:1", "amount:2")
        answer(m, f"amount:{chosen}", "target:dax")
        assert damage(m, "dax") == expected


def test_numbers_of_a_reactions_effects_are_chosen_from_zero_to_x() -> None:
    # RULES §5.1: a reaction's effects resolve as post-attack effects, so its numbers are chosen 0..X.
    for chosen, expected in ((0, 0), (1, 1)):
        m = scenario({"dax": "c4", "ava": "c5"}, hands=[["ava-guard"], ["dax-strike"]], active=1)
        answer(m, "play:dax-strike@dax", "target:ava", "react:ava-guard@ava")
        assert m.decision is not None and m.decision.kind == "amount" and m.decision.player == 0
        assert ids(m) == ("amount:0", "amount:1")
        answer(m, f"amount:{chosen}")
        assert where(m, "dax") == ("c4" if expected == 0 else "c3")  # guard: push the attacker 1


def test_declining_after_pre_attack_effects_ends_the_activation() -> None:
    # RULES §5.1 step 3: if not attacking, the activation ends now; the card and core are spent.
    m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-rush"]])
    answer(m, "play:ava-rush@ava", "stop", "amount:2", "decline")
    assert damage(m, "dax") == 0
    assert m.state.players[0].discard == ["ava-rush"]
    assert not m.state.players[0].ready["red"]
    assert m.decision is not None and m.decision.kind == "action"
    assert m.state.champions["ava"].attack_strength == 0


def test_attack_damage_is_strength_minus_defence_never_below_zero() -> None:
    # RULES §5.1 step 6.
    m = scenario({"dax": "c4", "ava": "c5"}, hands=[[], ["dax-strike"]], active=1)
    answer(m, "play:dax-strike@dax", "target:ava")
    assert damage(m, "ava") == 2  # 3 - defence 1
    m = scenario(
        {"bo": "c4", "ava": "c6"}, hands=[[], []], teams=(("bo", "cy", "gus"), ("ava", "dax", "eve"))
    )
    assert damage(m, "ava") == 0


def test_post_attack_effects_skip_when_the_attacker_was_taken_out() -> None:
    # RULES §5.1 step 9: only if the attacker is still in action.
    m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-shove"], ["dax-spikes"]], damage={"ava": 5})
    answer(m, "play:ava-shove@ava", "target:dax", "react:dax-spikes@dax", "amount:1")
    assert where(m, "ava") == "gate"
    assert where(m, "dax") == "c5"  # no push
    assert kinds(m.events, "skipped")[-1]["op"] == "post_attack"


def test_skill_sequence_move_decide_target_resolve() -> None:
    # RULES §5.2: move, decide whether to use, declare targets, resolve.
    m = scenario({"cy": "c4", "dax": "c6"}, hands=[["cy-hex"], ["fin-duck"]])
    answer(m, "play:cy-hex@cy")
    assert ids(m) == ("target:dax", "decline")
    answer(m, "target:dax")
    # RULES §5.2: skills cannot be answered by reactions.
    assert m.state.champions["dax"].rooted
    assert m.state.players[1].hand == ["fin-duck"]
    assert kinds(m.events, "stun")[-1]["revealed"] == ["fin-duck"]


def test_skill_without_targeting_can_be_declined() -> None:
    m = scenario({"ava": "c4"}, hands=[["ava-mend"]], damage={"ava": 3})
    answer(m, "play:ava-mend@ava")
    assert ids(m) == ("use", "decline")
    answer(m, "decline")
    assert damage(m, "ava") == 3
    assert m.state.players[0].discard == ["ava-mend"]


def test_reaction_defence_bonus_lasts_one_attack() -> None:
    # RULES §5.3: the defence bonus is for this attack only.
    m2 = scenario(
        {"dax": "c4", "ava": "c5", "fin": "b5"},
        hands=[["ava-guard"], ["dax-strike", "fin-jab"]],
        active=1,
    )
    answer(m2, "play:dax-strike@dax", "target:ava", "react:ava-guard@ava", "amount:1")
    assert damage(m2, "ava") == 0  # 3 - (1 + 2)
    assert where(m2, "dax") == "c3"  # guard pushed the attacker 1 away
    answer(m2, "play:fin-jab@fin", "target:ava")
    assert damage(m2, "ava") == 2  # defence back to 1


def test_reaction_can_be_any_reaction_in_hand_on_any_targeted_champion() -> None:
    # RULES §5.3: the reaction is played by the player; bo's card may be played on ava.
    m = scenario({"dax": "c4", "ava": "c5"}, hands=[["bo-duck", "ava-guard"], ["dax-strike"]], active=1)
    answer(m, "play:dax-strike@dax", "target:ava")
    assert ids(m) == ("react:ava-guard@ava", "react:bo-duck@ava", "react:none")
    answer(m, "react:bo-duck@ava")
    assert damage(m, "ava") == 1


def test_one_reaction_per_attack_even_with_several_targets() -> None:
    # RULES §5.3: at most one reaction per attack; for an area attack the defender picks the champion.
    m = scenario(
        {"bo": "e7", "dax": "e6", "fin": "e5"},
        hands=[[], ["dax-spikes", "fin-duck"]],
    )
    answer(m, "std:move:red@bo", "stop")
    m = scenario({"bo": "c7", "dax": "c6", "fin": "c5"}, hands=[["bo-blast"], ["dax-spikes", "fin-duck"]])
    answer(m, "play:bo-blast@bo", "facing:0")
    assert set(ids(m)) == {
        "react:dax-spikes@dax",
        "react:dax-spikes@fin",
        "react:fin-duck@dax",
        "react:fin-duck@fin",
        "react:none",
    }
    answer(m, "react:fin-duck@fin")
    assert m.decision is not None and m.decision.kind == "action"
    assert damage(m, "dax") == 2 and damage(m, "fin") == 1
    assert m.state.players[1].hand == ["dax-spikes"]


def test_reaction_needs_a_ready_core_of_its_colour_and_stays_exhausted_through_the_next_turn() -> None:
    # RULES §4, §5.3: readied only in the reacting player's own upkeep.
    m = scenario(
        {"dax": "c4", "ava": "c5"},
        hands=[["ava-guard"], ["dax-strike"]],
        active=1,
        exhausted=[["blue"]],
    )
    answer(m, "play:dax-strike@dax", "target:ava")
    assert m.decision is not None and m.decision.kind == "action"  # no reaction offered
    m = scenario({"dax": "c4", "ava": "c5"}, hands=[["ava-guard"], ["dax-strike"]], active=1, first=1)
    answer(m, "play:dax-strike@dax", "target:ava", "react:ava-guard@ava", "amount:1", "end-turn")
    assert m.state.active_player == 0
    assert not m.state.players[0].ready["blue"]
    assert not any(o.startswith("std:blue") or o.startswith("std:move:blue") for o in ids(m))
    answer(m, "end-turn")
    assert m.state.players[0].ready["blue"]


def test_reaction_effects_are_skipped_when_its_champion_was_taken_out() -> None:
    # RULES §5.1 step 8, §5.3.
    m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-slam"], ["dax-spikes"]])
    answer(m, "play:ava-slam@ava", "target:dax", "react:dax-spikes@dax")
    assert where(m, "dax") == "gate"  # 9 - 3 = 6 damage = hp
    assert damage(m, "ava") == 0
    assert {"op": "reaction", "champion": "dax", "reason": "taken out"} in kinds(m.events, "skipped")


def test_reaction_that_takes_out_the_attacker_scores_and_levels_the_reacting_champion() -> None:
    # RULES §5.3, §8.
    m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-strike"], ["dax-spikes"]], damage={"ava": 5})
    answer(m, "play:ava-strike@ava", "stop", "target:dax", "react:dax-spikes@dax", "amount:1")
    assert where(m, "ava") == "gate"
    assert m.state.vp == [0, 1]
    assert m.state.champions["dax"].levelled


def test_standard_actions_each_once_per_activation_phase() -> None:
    # RULES §5.4.
    m = scenario(
        {"ava": "c4", "dax": "c5"}, damage={"ava": 2}, hands=[["ava-strike"]], decks=[["ava-mend"], []]
    )
    answer(m, "std:red@ava", "stop")  # the only adjacent enemy is taken without asking
    assert damage(m, "dax") == 1  # ignores defence
    assert not any(o.startswith("std:red") for o in ids(m))
    answer(m, "std:yellow@ava", "stop")
    assert damage(m, "ava") == 1
    answer(m, "std:blue@ava", "stop", "plan:ava-strike")  # the last core: the turn ends by itself
    assert kinds(m.events, "plan") == [{"player": 0, "amount": 1}]
    assert m.state.players[0].hand == ["ava-strike", "ava-mend"]


def test_standard_move_two_uses_any_one_core() -> None:
    # RULES §5.4: Move 2 with any one core, once per activation phase.
    m = scenario({"ava": "c4"}, exhausted=[["red"]])
    assert [o for o in ids(m) if o.startswith("std:move") and o.endswith("@ava")] == [
        "std:move:yellow@ava",
        "std:move:blue@ava",
    ]
    answer(m, "std:move:yellow@ava", "stop")
    assert not any(o.startswith("std:move") for o in ids(m))
