"""The decision interface, determinism and fork (DESIGN.md: one decision interface; determinism)."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.engine import (
    Match,
    RandomPlayer,
    SetupSpec,
    events_hash,
    new_match,
    new_scenario,
    play,
)
from sfbkit.games.super_fantasy_brawl.engine.definitions import compile_ruleset
from sfbkit.kit.errors import IllegalDecisionError
from sfbkit.kit.play.events import event_line
from tests.games.super_fantasy_brawl.engine.helpers import LIB, answer, scenario

TEAMS = [["ava", "bo", "cy"], ["dax", "eve", "fin"]]


def random_match(seed: int) -> Match:
    m = new_match(LIB, teams=TEAMS, seed=seed)
    play(m, [RandomPlayer(seed), RandomPlayer(seed + 1)])
    return m


def test_apply_rejects_anything_but_a_legal_option_and_lists_them() -> None:
    m = scenario({"ava": "c4"})
    with pytest.raises(IllegalDecisionError) as error:
        m.apply("step:c5")
    assert "end-turn" in str(error.value) and "std:move:red@ava" in str(error.value)
    assert isinstance(error.value, ValueError)


def test_apply_after_the_end_is_illegal() -> None:
    m = scenario({"ava": "c4"}, ruleset="short", round=2)
    answer(m, "end-turn", "end-turn")
    assert m.decision is None
    with pytest.raises(IllegalDecisionError):
        m.apply("end-turn")


def test_same_seed_and_decisions_give_the_same_events() -> None:
    a = random_match(7)
    b = random_match(7)
    assert a.events_hash() == b.events_hash() == events_hash(b.events)
    assert random_match(8).events_hash() != a.events_hash()


def test_events_have_a_stable_json_form() -> None:
    m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-slam"]])
    answer(m, "play:ava-slam@ava", "target:dax")
    lines = [event_line(e) for e in m.events]
    assert '{"card":"ava-slam","champion":"ava","core":"red","kind":"play","player":0}' in lines


def test_fork_is_independent_and_replays_identically() -> None:
    m = new_match(LIB, teams=TEAMS, seed=3)
    players = [RandomPlayer(1), RandomPlayer(2)]
    for _ in range(40):
        assert m.decision is not None
        m.apply(players[m.decision.player].choose(m, m.decision))
    copy = m.fork()
    assert copy.decision == m.decision
    assert copy.events_hash() == m.events_hash()
    # diverge the copy; the original is untouched
    before = m.events_hash()
    copy.apply(copy.decision.options[-1].id)  # type: ignore[union-attr]
    assert m.events_hash() == before
    # continuing both with equal players gives equal streams
    twin = m.fork()
    p1 = [RandomPlayer(5), RandomPlayer(6)]
    p2 = [RandomPlayer(5), RandomPlayer(6)]
    r1 = play(m, p1)
    r2 = play(twin, p2)
    assert r1 == r2 and m.events_hash() == twin.events_hash()


def test_fork_of_a_scenario_mid_activation() -> None:
    m = scenario({"ava": "c4", "dax": "c5"}, hands=[["ava-shove"]])
    answer(m, "play:ava-shove@ava", "target:dax")
    copy = m.fork()
    assert copy.decision == m.decision
    answer(copy, "amount:2")
    assert copy.state.champions["dax"].hex != m.state.champions["dax"].hex


def test_result_reports_winner_reason_vp_and_rounds() -> None:
    m = random_match(1)
    assert m.result is not None
    assert m.result.reason in ("vp", "round_limit")
    assert m.result.rounds == m.state.round
    if m.result.reason == "vp":
        assert max(m.result.vp) >= 5 and m.result.winner is not None


def test_a_ruleset_variant_is_played_without_changing_the_library() -> None:
    short = LIB.rulesets["standard"].model_copy(update={"id": "two-rounds", "round_limit": 2})
    m = new_match(LIB, ruleset=short, teams=TEAMS, seed=3)
    result = play(m, [RandomPlayer(1), RandomPlayer(2)])
    assert (result.reason, result.rounds) == ("round_limit", 2)
    assert m.events[0].data["ruleset"] == "two-rounds"
    assert m.fork().engine.ruleset is m.engine.ruleset == compile_ruleset(short)
    assert "two-rounds" not in LIB.rulesets
    standard = new_scenario(LIB, LIB.rulesets["standard"], "fabulosa", TEAMS, setup=SetupSpec(traps={}))
    assert standard.engine.ruleset == compile_ruleset(LIB.rulesets["standard"]) and standard.rules is m.rules
