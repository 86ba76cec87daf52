"""Out of action, victory points and levelling up (RULES §8)."""

from __future__ import annotations

from tests.games.super_fantasy_brawl.engine.helpers import answer, damage, kinds, scenario, where


def test_out_of_action_clears_damage_flips_to_basic_and_goes_to_the_gate() -> None:
    m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-slam"]], damage={"dax": 1}, levelled=["dax"])
    answer(m, "play:ava-slam@ava", "target:dax")  # 9 - 1 = 8 >= 7 - 1 remaining
    dax = m.state.champions["dax"]
    assert (dax.hex, dax.damage, dax.levelled) == (None, 0, False)
    assert m.state.vp == [1, 0]


def test_level_up_happens_after_the_whole_action_and_keeps_damage() -> None:
    m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-shove"]], damage={"dax": 4, "ava": 2})
    answer(m, "play:ava-shove@ava", "target:dax", "amount:2")
    order = [e.kind for e in m.events]
    assert order.index("out_of_action") < order.index("skipped") < order.index("level_up")
    ava = m.state.champions["ava"]
    assert ava.levelled and ava.damage == 2


def test_an_already_levelled_champion_stays_levelled() -> None:
    m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-slam"]], levelled=["ava"])
    answer(m, "play:ava-slam@ava", "target:dax")
    assert m.state.champions["ava"].levelled
    assert kinds(m.events, "level_up") == []


def test_self_ko_gives_the_opponent_vp_and_nobody_levels_up() -> None:
    # RULES §8: the opponent of the owner gains 1 VP, also when a player takes out their own champion.
    m = scenario({"cy": "c4", "dax": "c5"}, hands=[["cy-nova"]], damage={"cy": 5})
    answer(m, "play:cy-nova@cy", "use")
    assert where(m, "cy") == "gate"
    assert m.state.vp == [0, 1]
    assert kinds(m.events, "level_up") == []


def test_taking_out_an_ally_levels_nobody_up() -> None:
    m = scenario({"bo": "c5", "ava": "c4", "dax": "c3"}, hands=[["bo-blast"]], damage={"ava": 5})
    answer(m, "play:bo-blast@bo", "facing:0")
    assert where(m, "ava") == "gate"
    assert m.state.vp == [0, 1]
    assert not m.state.champions["bo"].levelled


def test_trap_self_ko_scores_for_the_opponent_without_level_up() -> None:
    m = scenario({"ava": "c4"}, traps={"c5": "damage-3"}, trap_supply=["root"], damage={"ava": 3})
    answer(m, "std:blue@ava", "step:c5")
    assert where(m, "ava") == "gate"
    answer(m, "hex:e2")
    assert m.state.vp == [0, 1]


def test_reaching_the_vp_target_wins_at_once_mid_action() -> None:
    # RULES §8: the first to reach 5 VP wins immediately, mid-action if need be.
    m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-shove"]], damage={"dax": 4}, vp=[4, 0])
    answer(m, "play:ava-shove@ava", "target:dax")
    assert m.decision is None
    assert m.result is not None and (m.result.winner, m.result.reason, m.result.vp) == (0, "vp", (5, 0))
    assert kinds(m.events, "pushed") == []


def test_simultaneous_ko_tie_break_the_player_who_did_not_play_the_card_wins() -> None:
    # RULES §8: one card takes out champions of both teams and both reach 5: the other player wins.
    m = scenario(
        {"bo": "c5", "ava": "c4", "dax": "c3"}, hands=[["bo-blast"]], damage={"ava": 5, "dax": 4}, vp=[4, 4]
    )
    answer(m, "play:bo-blast@bo", "facing:0")
    assert m.result is not None
    assert m.result.winner == 1 and m.result.vp == (5, 5)
    assert damage(m, "bo") == 0
