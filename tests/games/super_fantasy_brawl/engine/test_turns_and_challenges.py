"""Turn flow (RULES §4) and challenges (RULES §10)."""

from __future__ import annotations

from dataclasses import replace

from sfbkit.games.super_fantasy_brawl.content.challenge import Challenge
from tests.games.super_fantasy_brawl.engine.helpers import LIB, answer, kinds, scenario


def test_upkeep_readies_cores_discards_the_hand_and_draws_five() -> None:
    # RULES §4 upkeep.
    deck = ["ava-strike", "ava-shove", "ava-hook", "ava-guard", "ava-dash", "ava-mend", "ava-rush"]
    m = scenario({"ava": "c4"}, hands=[["bo-shot", "bo-lob"]], decks=[deck, []], exhausted=[["red"]])
    answer(m, "end-turn")
    p = m.state.players[0]
    assert p.ready == {"red": True, "yellow": True, "blue": True}
    assert sorted(p.discard) == ["bo-lob", "bo-shot"]
    assert p.hand == deck[:5]


def test_drawing_from_an_empty_deck_shuffles_the_discard_pile_into_a_new_deck() -> None:
    m = scenario(
        {"ava": "c4"},
        hands=[["bo-shot"]],
        decks=[["ava-strike"], []],
        discards=[["ava-mend", "ava-dash"], []],
    )
    answer(m, "end-turn")
    p = m.state.players[0]
    assert len(p.hand) == 4 and p.hand[0] == "ava-strike"
    assert sorted(p.hand) == ["ava-dash", "ava-mend", "ava-strike", "bo-shot"]
    assert kinds(m.events, "reshuffle") == [{"player": 0, "cards": 3}]


def test_a_round_is_both_turns_then_the_track_advances() -> None:
    m = scenario(
        {"ava": "c4", "dax": "c7"}, track=[None, "never", None, None], challenge_deck=["always"], round=2
    )
    answer(m, "end-turn")
    assert m.state.active_player == 1 and m.state.round == 2
    assert m.state.track == [None, "never", None, None]
    answer(m, "end-turn")
    assert m.state.active_player == 0 and m.state.round == 3
    assert m.state.track == ["always", None, "never", None]


def test_no_scoring_in_round_one() -> None:
    # RULES §4: the scoreboard phase is skipped in round 1.
    m = scenario({"ava": "d3"}, track=[None, "red-control", None, None], round=1, start="turn")
    assert m.state.vp == [0, 0]
    m = scenario({"ava": "d3"}, track=[None, "red-control", None, None], round=2, start="turn")
    assert m.state.vp == [1, 0]


def test_challenge_slot_values_come_from_the_ruleset_and_slot_zero_never_scores() -> None:
    m = scenario(
        {"ava": "d3", "bo": "c3"},
        track=["red-control", "never", "blue-control", "always"],
        challenge_deck=["statue-hug"],
        start="turn",
    )
    assert m.state.vp == [2 + 1, 0]
    assert m.state.track == ["red-control", "never", None, None]
    assert sorted(m.state.challenge_discard) == ["always", "blue-control"]
    scored = kinds(m.events, "challenge_scored")
    assert [(s["challenge"], s["vp"]) for s in scored] == [("blue-control", 2), ("always", 1)]


def test_every_condition_is_judged_before_any_vp_of_the_phase_is_added() -> None:
    # RULES §10: all conditions are judged at the start of the scoreboard phase, then all that are
    # met score; "no-vp" (at most 0 VP) still scores after "always" paid its slot to its left.
    no_vp = Challenge.model_validate({"id": "no-vp", "name": "No VP", "condition": {"vp": {"at_most": 0}}})
    library = replace(LIB, challenges={**LIB.challenges, "no-vp": no_vp})
    for track in ([None, "always", "no-vp", None], [None, "no-vp", "always", None]):
        m = scenario({"ava": "d3"}, track=track, start="turn", round=2, library=library)
        assert m.state.vp == [1 + 2, 0], track
        assert m.state.track == [None, None, None, None]


def test_turn_start_abilities_resolve_after_the_scoreboard_phase() -> None:
    # RULES §4 (ruling): "at the start of your turn" abilities resolve after challenges are scored.
    m = scenario(
        {"fin": "c4"},
        active=1,
        start="turn",
        round=2,
        track=[None, "always", None, None],
        decks=[[], ["fin-duck"]],
    )
    order = [e.kind for e in m.events if e.kind in ("challenge_scored", "ability")]
    assert order == ["challenge_scored", "ability"]
    assert m.decision is not None and m.decision.kind == "amount"  # Wake Up: draw up to 1


def test_a_challenge_scores_once() -> None:
    m = scenario(
        {"ava": "d3", "dax": "i7"},
        track=[None, "red-control", None, None],
        challenge_deck=["never"],
        start="turn",
    )
    assert m.state.vp == [1, 0]
    answer(m, "end-turn", "end-turn")  # player 1's turn, then round 3: player 0 again, ava still in red
    assert m.state.vp == [1, 0]
    assert len(kinds(m.events, "challenge_scored")) == 1


def test_challenge_pushed_off_the_last_slot_is_discarded_and_an_empty_deck_reshuffles() -> None:
    m = scenario(
        {"ava": "c4"},
        track=["never", None, None, "bloodied-enemy"],
        challenge_deck=[],
        challenge_discard=["statue-hug"],
        first=0,
    )
    answer(m, "end-turn", "end-turn")
    # discarded first, then drawn: the empty deck is rebuilt from both discards
    assert kinds(m.events, "challenge_reshuffle") == [{"cards": 2}]
    assert m.state.track[1:] == ["never", None, None]
    assert {m.state.track[0], *m.state.challenge_deck} == {"statue-hug", "bloodied-enemy"}
    assert m.state.challenge_discard == []


def test_round_limit_ends_the_match_as_a_draw() -> None:
    m = scenario({"ava": "c4"}, ruleset="short", round=2)
    answer(m, "end-turn", "end-turn")
    assert m.decision is None
    assert m.result is not None and m.result.winner is None and m.result.reason == "round_limit"


def test_controls_needs_more_champions_than_the_opponent() -> None:
    m = scenario({"ava": "d3", "dax": "d4"}, track=[None, "red-control", None, None], start="turn")
    assert m.state.vp == [0, 0]
    m = scenario(
        {"ava": "d3", "bo": "e3", "dax": "d4"}, track=[None, "red-control", None, None], start="turn"
    )
    assert m.state.vp == [1, 0]
