"""The search player's challenge prospects: each side's met challenges, on the slot of its next scoreboard, weighed
by how likely that side is to score them then."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.play.challenge_prospects import (
    ACTING_SIDE_SCORES,
    VP,
    WAITING_SIDE_SCORES,
    WEIGHT,
    challenge_prospects,
)
from sfbkit.games.super_fantasy_brawl.play.evaluation import evaluate
from tests.games.super_fantasy_brawl.engine.helpers import answer, scenario

PLACES = {"ava": "c4", "dax": "c7"}


def test_the_first_player_counts_its_met_challenge_a_slot_on_and_the_waiting_side_s_on_its_slot_now() -> None:
    # Player 0 acts first in round 2: its next scoreboard comes after the round's end (the track moves one
    # slot, RULES §10); player 1 scores this round, on the slots as they are.
    match = scenario(PLACES, track=[None, "always", None, None], round=2)
    acting, waiting = 2 * ACTING_SIDE_SCORES, 1 * WAITING_SIDE_SCORES[2]
    assert challenge_prospects(match, 0) == pytest.approx(VP * WEIGHT * (acting - waiting))
    assert challenge_prospects(match, 1) == pytest.approx(-challenge_prospects(match, 0))


def test_the_fewer_cores_the_acting_side_has_left_the_likelier_the_waiting_side_scores() -> None:
    match = scenario(PLACES, track=[None, "always", None, None], round=2)
    spent = []
    for colour in ("red", "yellow"):
        spent.append(challenge_prospects(match, 0))
        match.state.players[0].ready[colour] = False
    spent.append(challenge_prospects(match, 0))
    assert spent[0] > spent[1] > spent[2]
    assert spent[2] == pytest.approx(VP * WEIGHT * (2 * ACTING_SIDE_SCORES - WAITING_SIDE_SCORES[0]))


def test_the_second_player_s_turn_ends_the_round_so_both_sides_count_the_slots_after_it() -> None:
    match = scenario(PLACES, track=[None, None, None, None], round=2)
    answer(match, "end-turn")
    assert match.state.active_player == 1
    match.state.track[:] = [None, "always", None, None]
    acting, waiting = 2 * ACTING_SIDE_SCORES, 2 * WAITING_SIDE_SCORES[2]
    assert challenge_prospects(match, 1) == pytest.approx(VP * WEIGHT * (acting - waiting))
    # A challenge on the last slot leaves the track at the round's end: nobody can score it any more.
    match.state.track[:] = [None, None, None, "always"]
    assert challenge_prospects(match, 1) == 0.0


def test_a_challenge_nobody_meets_is_worth_nothing() -> None:
    match = scenario(PLACES, track=[None, "never", "never", "never"], round=2)
    assert challenge_prospects(match, 0) == 0.0


def test_the_evaluation_without_met_challenges_leaves_out_exactly_their_weights() -> None:
    match = scenario(PLACES, track=[None, "always", "always", None], round=2)
    # 120 a VP for the team's met challenges, -90 for the other side's (1 + 2 VP each).
    assert evaluate(match, 0) - evaluate(match, 0, met_challenges=False) == pytest.approx(3 * (120 - 90))
