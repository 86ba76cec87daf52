"""Look-ahead forks stop where the next activation would be asked, at the very point a plain fork asks it."""

from __future__ import annotations

import random

import pytest

from sfbkit.games.super_fantasy_brawl.engine import Match, new_match
from sfbkit.games.super_fantasy_brawl.engine.match import NEXT_ACTIVATION
from sfbkit.games.super_fantasy_brawl.engine.turns import activation_options, asks_activation
from sfbkit.kit.errors import IllegalDecisionError
from sfbkit.kit.play.events import event_line
from tests.games.super_fantasy_brawl.engine.helpers import LIB

TEAMS = [["ava", "bo", "cy"], ["dax", "eve", "fin"]]


def _played_to_activation(match: Match, first: str, rng: random.Random) -> list[str]:
    """Answers ``first`` then random options until an activation is asked (or the match ends); returns the answers."""
    match.apply(first)
    answers = [first]
    while match.decision is not None and match.decision.kind != "action":
        answer = rng.choice(match.decision.options).id
        match.apply(answer)
        answers.append(answer)
    return answers


@pytest.mark.parametrize("seed", range(6))
def test_a_look_ahead_stops_exactly_where_a_plain_fork_asks_the_next_activation(seed: int) -> None:
    rng = random.Random(seed)
    match = new_match(LIB, teams=TEAMS, seed=seed)
    compared = stopped = 0
    while match.decision is not None and compared < 400:
        decision = match.decision
        if match.state.phase == "activation":
            for option in decision.options:
                plain, ahead = match.fork(), match.fork(look_ahead=True)
                answers = _played_to_activation(plain, option.id, random.Random(compared))
                replayed = random.Random(compared)
                ahead.apply(option.id)
                for answer in answers[1:]:
                    assert ahead.decision is not None and ahead.decision is not NEXT_ACTIVATION
                    assert answer == replayed.choice(ahead.decision.options).id
                    ahead.apply(answer)
                assert [event_line(e) for e in ahead.events] == [event_line(e) for e in plain.events]
                if plain.decision is None:
                    assert ahead.decision is None
                else:
                    assert ahead.decision is NEXT_ACTIVATION
                    stopped += 1
                compared += 1
        match.apply(rng.choice(decision.options).id)
    assert stopped > 0


@pytest.mark.parametrize("seed", range(10))
def test_an_activation_is_asked_exactly_when_an_option_besides_ending_the_turn_exists(seed: int) -> None:
    rng = random.Random(seed)
    match = new_match(LIB, teams=TEAMS, seed=seed)
    seen = {True: 0, False: 0}
    while match.decision is not None:
        state = match.state
        if state.phase == "activation":
            player = state.active_player
            asked = asks_activation(match.engine, player)
            assert asked == (len(activation_options(match.engine, player)) > 1)
            seen[asked] += 1
        match.apply(rng.choice(match.decision.options).id)
    assert seen[True] > 0 and seen[False] > 0


def test_no_answer_fits_the_stop_of_a_look_ahead() -> None:
    match = new_match(LIB, teams=TEAMS, seed=1)
    while match.decision is not None and match.decision.kind != "action":
        match.apply(match.decision.options[0].id)
    ahead = match.fork(look_ahead=True)
    _played_to_activation(ahead, "end-turn", random.Random(0))
    assert ahead.decision is NEXT_ACTIVATION
    with pytest.raises(IllegalDecisionError):
        ahead.apply("end-turn")
