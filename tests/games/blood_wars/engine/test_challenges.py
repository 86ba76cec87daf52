"""Intrigue and combat challenges, muster-in and the capture limit (BW §6, §8-§10; §18 scenarios 6 to 12)."""

from __future__ import annotations

from typing import Any

from sfbkit.games.blood_wars.engine.definitions import RulesetDef
from sfbkit.games.blood_wars.engine.match import BWMatch
from tests.games.blood_wars.engine.plain import scene

FILL = ["xx"] * 8


def _deck(*top: str) -> list[str]:
    return [*top, *FILL]


def _drew(match: BWMatch, player: int, why: str = "reward") -> int:
    return sum(
        e.data["amount"]
        for e in match.events
        if e.kind == "drew" and e.data["player"] == player and e.data["why"] == why
    )


def _asked(match: BWMatch) -> tuple[str, int]:
    assert match.decision is not None
    return match.decision.kind, match.decision.player


def _scenario_6(p3_top: str = "rr3", rules: RulesetDef | None = None) -> BWMatch:
    seats: list[dict[str, Any]] = [
        {
            "warlords": [{"card": "aa", "battle_hand": ["le", "le"]}],
            "area": ["ff"],
            "deck": _deck("rr2"),
            "hand": ["f1"],
        },
        {"warlords": ["bb"]},
        {"warlords": ["cc"], "deck": _deck(p3_top)},
        {"warlords": ["dd"]},
    ]
    match = scene(seats, rules)
    match.apply("intrigue:p1:ff#1@p1:aa#1")
    return match


def test_scenario_6_intrigue_with_hidden_allies() -> None:
    match = _scenario_6()
    assert _asked(match) == ("stance", 3)
    match.apply("neutral")
    assert _asked(match) == ("stance", 2)
    match.apply("oppose:p3:cc#1")
    assert _asked(match) == ("stance", 1)
    match.apply("support:p2:bb#1")
    ballot = next(e for e in match.events if e.kind == "ballot")
    assert ballot.data["challenging"]["total"] == 16
    assert ballot.data["defending"]["total"] == 15
    state = match.state
    assert state.players[0].pool == ["p1:ff#1"]
    assert match.engine.vp(0) == 4
    assert _drew(match, 1) == 2
    assert _drew(match, 2) == _drew(match, 3) == 0
    down = {"p1:aa#1", "p2:bb#1", "p3:cc#1", "p1:le#1", "p1:le#2"}
    assert down <= state.face_down
    assert "p4:dd#1" not in state.face_down
    assert "p1:rr2#1" in state.players[0].discard and "p3:rr3#1" in state.players[2].discard


def _fail_7(rules: RulesetDef | None = None) -> BWMatch:
    match = _scenario_6("rr4", rules)
    match.apply("neutral")
    match.apply("oppose:p3:cc#1")
    match.apply("support:p2:bb#1")
    return match


def test_scenario_7_a_tie_fails() -> None:
    match = _fail_7()
    state = match.state
    assert "p1:ff#1" in state.players[0].discard
    assert state.players[0].pool == []
    assert "p1:aa#1" in state.face_down
    assert {"p1:le#1", "p1:le#2"} <= set(state.players[0].hand)
    assert _drew(match, 2) == 2
    assert _drew(match, 1) == 0


def test_scenario_7_winning_side_rewards_count_the_opposers() -> None:
    assert _drew(_fail_7(RulesetDef(intrigue_reward="winning_side")), 2) == 1


def test_scenario_7_an_unopposed_intrigue_needs_no_ballot() -> None:
    match = _scenario_6("rr4")
    for _ in range(3):
        match.apply("neutral")
    assert not any(e.kind in ("ballot", "rr_check") for e in match.events)
    assert match.state.players[0].pool == ["p1:ff#1"]
    assert "p1:aa#1" in match.state.face_down
    assert match.state.players[0].deck[-1] == "p1:rr2#1"


def test_scenario_8_face_down_is_and_who_draws_the_hidden_ally() -> None:
    seats: list[dict[str, Any]] = [
        {"warlords": ["a12"], "area": ["ff"], "hand": ["f1"]},
        {"warlords": ["b8"], "deck": _deck("rr1")},
        {"warlords": ["c3"], "deck": _deck("xx", "rr6")},
    ]
    match = scene(seats)
    match.apply("intrigue:p1:ff#1@p1:a12#1")
    match.apply("oppose:p3:c3#1")
    match.apply("support:p2:b8#1")
    assert _asked(match) == ("caucus", 0)
    match.apply("ability:p1:a12#1/1")
    assert _asked(match) == ("caucus", 2)
    match.apply("ability:p3:c3#1/1")
    ballot = next(e for e in match.events if e.kind == "ballot")
    assert ballot.data["challenging"]["ally"] == "p2:b8#1"
    assert ballot.data["challenging"]["total"] == 14
    assert ballot.data["defending"]["total"] == 11
    assert match.state.players[0].pool == ["p1:ff#1"]


def _scenario_9(field: str) -> BWMatch:
    seats: list[dict[str, Any]] = [
        {"warlords": [{"card": "aa", "battle_hand": ["le", "le"]}, "a2"], "area": [field]},
        {"warlords": ["bb"]},
        {"warlords": [{"card": "w2", "battle_hand": ["le5"]}]},
        {"warlords": ["dd"]},
    ]
    match = scene(seats)
    match.apply(f"combat:p1:{field}#1@p1:aa#1")
    return match


def test_scenario_9_the_difference_must_reach_the_vp() -> None:
    for field, captured in (("f8", True), ("f9", False)):
        match = _scenario_9(field)
        assert _asked(match) == ("rouse", 3)
        match.apply("neutral")
        assert _asked(match) == ("rouse", 2)
        match.apply("oppose:p3:w2#1")
        assert not any(e.kind == "stance" and e.data["player"] == 1 for e in match.events)
        comparison = next(e for e in match.events if e.kind == "comparison")
        assert (comparison.data["challenging"]["total"], comparison.data["defending"]["total"]) == (15, 7)
        state = match.state
        assert (state.players[0].pool == [f"p1:{field}#1"]) is captured
        if not captured:
            assert f"p1:{field}#1" in state.players[0].battlefields
            assert {"p1:aa#1", "p3:w2#1"} <= state.face_down
            assert {"p1:le#1", "p1:le#2"} <= set(state.players[0].discard)
            assert "p3:le5#1" in state.players[2].discard
            assert match.decision is not None
            assert f"intrigue:p1:{field}#1@p1:a2#1" in match.decision.ids


def test_scenario_9_unopposed_the_difference_is_the_whole_total() -> None:
    for field, captured in (("f15", True), ("f16", False)):
        match = _scenario_9(field)
        for _ in range(3):
            match.apply("neutral")
        assert not any(e.kind == "ability_used" for e in match.events)
        assert (match.state.players[0].pool == [f"p1:{field}#1"]) is captured
        assert {"p1:le#1", "p1:le#2"} <= set(match.state.players[0].discard)


def _scenario_10() -> BWMatch:
    seats: list[dict[str, Any]] = [
        {"warlords": [{"card": "a10", "battle_hand": ["l1", "le4"]}], "area": ["ff"], "hand": ["f1"]},
        {"warlords": [{"card": "w5", "battle_hand": ["cg4"]}], "deck": _deck("rr3")},
    ]
    match = scene(seats)
    match.apply("combat:p1:ff#1@p1:a10#1")
    match.apply("oppose:p2:w5#1")
    return match


def test_scenario_10_face_down_cs_and_the_defenders_reward() -> None:
    match = _scenario_10()
    assert _asked(match) == ("battle-warlord", 0)
    match.apply("pass")
    match.apply("ability:p1:l1#1/1")
    comparison = next(e for e in match.events if e.kind == "comparison")
    assert (comparison.data["challenging"]["total"], comparison.data["defending"]["total"]) == (8, 8)
    assert _drew(match, 1) == 3
    state = match.state
    assert len([c for c in state.players[1].hand if c.startswith("p2:xx")]) == 3
    assert not state.players[1].aside
    assert "p1:ff#1" in state.players[0].battlefields
    assert {"p1:a10#1", "p2:w5#1"} <= state.face_down
    assert {"p1:l1#1", "p1:le4#1"} <= set(state.players[0].discard) and "p2:cg4#1" in state.players[1].discard


def test_scenario_10_a_face_down_warlord_counts_cs_zero() -> None:
    match = _scenario_10()
    match.apply("ability:p1:a10#1/1")
    match.apply("ability:p1:l1#1/1")
    comparison = next(e for e in match.events if e.kind == "comparison")
    assert (comparison.data["challenging"]["total"], comparison.data["defending"]["total"]) == (7, 8)


def test_scenario_11_muster_in_and_the_first_turn() -> None:
    seats: list[dict[str, Any]] = [
        {"warlords": ["ww"], "hand": ["le", "le", "ff"], "turns": 0},
        {"turns": 0},
    ]
    match = scene(seats, phase="opening")
    assert _drew(match, 0, "reinforcements") == 2
    assert not any(e.kind == "phase" and e.data["phase"] == "assembly" for e in match.events)
    assert match.decision is not None
    assert set(match.decision.ids) == {"battlefield:p1:ff#1", "end-phase"}
    match.apply("battlefield:p1:ff#1")
    assert _asked(match) == ("formation", 0)
    assert match.state.round == 2
    match.apply("done")
    assert match.decision is not None
    assert not any(i.startswith(("intrigue:", "combat:")) for i in match.decision.ids)
    while match.decision is not None and not (match.state.round == 3 and match.decision.kind == "action"):
        match.apply(match.decision.ids[-1])
    assert match.decision is not None
    assert match.state.players[0].turns == 3
    assert {"intrigue:p1:ff#1@p1:ww#1", "combat:p1:ff#1@p1:ww#1"} <= set(match.decision.ids)


def test_scenario_12_one_capture_per_turn_and_culling() -> None:
    seats: list[dict[str, Any]] = [
        {"warlords": ["aa", "a2"], "area": ["f1", "f2"], "hand": ["f8", *(["xx"] * 8)]},
        {"warlords": [{"card": "bb", "face_down": True}], "hand": ["xx"] * 9},
    ]
    match = scene(seats, round=5)
    match.apply("intrigue:p1:f1#1@p1:aa#1")
    assert not any(e.kind == "rr_check" for e in match.events)
    assert match.state.players[0].pool == ["p1:f1#1"]
    assert match.decision is not None
    assert set(match.decision.ids) == {"battlefield:p1:f8#1", "end-phase"}
    match.apply("end-phase")
    assert _asked(match) == ("cull", 0)
    match.apply(match.decision.ids[0])
    assert _asked(match) == ("cull", 0)
    match.apply(match.decision.ids[0])
    assert len(match.state.players[0].hand) == 7
    assert len(match.state.players[1].hand) >= 9
    assert "p1:aa#1" not in match.state.face_down
    assert match.result is None
