"""Random matches over 2 to 6 seats and the three rulesets, every invariant checked after every event."""

from __future__ import annotations

import pytest

from sfbkit.games.blood_wars.engine.definitions import Definitions
from sfbkit.games.blood_wars.engine.invariants import InvariantChecker
from sfbkit.games.blood_wars.engine.match import BWMatch, new_match
from sfbkit.kit.play.play_loop import play_to_end
from sfbkit.kit.play.random_player import RandomPlayer

DECKS = ("le", "cg", "nn", "lg", "le", "cg")
RULESETS = ("conflict", "battle", "campaign")


def _play(defs: Definitions, index: int, seats: int, ruleset: str) -> BWMatch:
    match = new_match(defs, decks=DECKS[:seats], ruleset=ruleset, seed=index)
    before = len(match.events)
    checker = InvariantChecker(match)
    play_to_end(match, [RandomPlayer(index * 7 + seat) for seat in range(seats)])
    assert checker.events == len(match.events) - before > 0
    result = match.result
    assert result is not None
    assert result.reason in ("vp", "round_limit")
    return match


@pytest.mark.parametrize(
    ("seats", "ruleset"),
    [(2, "conflict"), (3, "battle"), (4, "campaign"), (5, "conflict"), (6, "conflict"), (2, "campaign")],
)
def test_a_random_match_keeps_every_invariant(defs: Definitions, seats: int, ruleset: str) -> None:
    _play(defs, seats * 31, seats, ruleset)


@pytest.mark.slow
@pytest.mark.parametrize("hundred", range(10))
def test_a_thousand_random_matches_keep_every_invariant(defs: Definitions, hundred: int) -> None:
    """Plays the thousand matches a hundred per test, so that the test workers share them."""
    reasons = {"vp": 0, "round_limit": 0}
    for index in range(100 * hundred, 100 * hundred + 100):
        result = _play(defs, 1000 + index, 2 + index % 5, RULESETS[index // 5 % 3]).result
        assert result is not None
        reasons[result.reason] += 1
    assert reasons["vp"] > 0


def test_the_same_seed_gives_the_same_events(defs: Definitions) -> None:
    hashes = []
    for _ in range(2):
        match = new_match(defs, decks=("le", "cg", "nn"), ruleset="conflict", seed=5)
        play_to_end(match, [RandomPlayer(seat) for seat in range(3)])
        hashes.append(match.events_hash())
    assert hashes[0] == hashes[1]
