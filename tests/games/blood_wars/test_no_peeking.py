"""No Blood Wars player reads what its seat cannot see: a redeal of the hidden cards leaves its answer alone."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from sfbkit.games.blood_wars.content.library import load_library
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.engine.match import BWMatch, new_match
from sfbkit.games.blood_wars.play.greedy_player import GreedyPlayer
from sfbkit.games.blood_wars.play.players import PLAYERS
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.random_player import RandomPlayer

DEFS = definitions_of(load_library(bundled_root()))
DECKS = ("cinder-host", "mire-court", "dawnward-vigil")
EVERY = 7
SAMPLES = 30
FULL_SAMPLES = 300
CHALLENGE_SAMPLES = 80
CHALLENGE_KINDS = frozenset({"window", "stance", "caucus", "commit", "rouse", "battle-warlord", "battle"})
"""Decisions inside a challenge: a step from them may reach a ballot or a comparison, where hidden cards count."""


class PeekingPlayer:
    """A player written to peek (a fixture): it answers by the next seat's command hand."""

    name = "peeking"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, match: BWMatch, decision: Decision) -> str:
        hidden = match.state.players[(decision.player + 1) % match.seats].hand
        return decision.options[len("".join(sorted(hidden))) % len(decision.options)].id


class TrueMatchGreedy(GreedyPlayer):
    """The greedy player as it would be if it looked ahead on the true match (a fixture): it peeks."""

    def world(self, match: BWMatch, seat: int) -> BWMatch:
        return match.fork()


def _hidden(match: BWMatch, seat: int) -> list[object]:
    """Returns what ``seat`` cannot see: every other seat's command hand, deck order and battle hands."""
    return [
        (player.hand, player.deck, player.battle)
        for index, player in enumerate(match.state.players)
        if index != seat
    ]


def _samples(count: int, only: frozenset[str] | None = None) -> list[BWMatch]:
    """Returns ``count`` matches waiting on a seat's decision of two or more options, from random play.

    Every decision inside a challenge is taken, and every few others (``only``: just decisions of those kinds).
    """
    points: list[BWMatch] = []
    seed = 0
    while len(points) < count:
        match = new_match(DEFS, decks=DECKS, ruleset="conflict", seed=seed)
        players = [RandomPlayer(seed * 3 + seat) for seat in range(3)]
        index = 0
        while (decision := match.decision) is not None and len(points) < count:
            wanted = decision.kind in CHALLENGE_KINDS or (only is None and index % EVERY == 0)
            if wanted and (only is None or decision.kind in only) and len(decision.options) > 1:
                points.append(match.fork())
            match.apply(players[decision.player].choose(match, decision))
            index += 1
        seed += 1
    return points


def _mismatches(
    count: int, make: Callable[[int], Any], only: frozenset[str] | None = None
) -> tuple[int, int, set[str]]:
    """Returns how many sampled answers changed when the deciding seat's hidden cards were redealt,
    how many samples had hidden cards redealt, and the decision kinds sampled."""
    changed = redealt = 0
    kinds: set[str] = set()
    for index, match in enumerate(_samples(count, only)):
        decision = match.decision
        assert decision is not None
        kinds.add(decision.kind)
        seat = decision.player
        other = match.determinize(seat, 1000 + index)
        assert other.observation(seat) == match.observation(seat)
        redealt += _hidden(other, seat) != _hidden(match, seat)
        answer = make(index).choose(match, decision)
        changed += make(index).choose(other, decision) != answer
    return changed, redealt, kinds


PLAYER_NAMES = [f"{name}:4" if name == "search" else name for name in PLAYERS.names]
"""Every player the game offers by name (the search on a small budget)."""


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_no_player_reads_hidden_cards(name: str) -> None:
    changed, redealt, kinds = _mismatches(SAMPLES, lambda seed: PLAYERS.make(name, seed))
    assert redealt == SAMPLES
    assert len(kinds) >= 3, kinds
    assert changed == 0, f"{changed} of {SAMPLES} answers changed with the hidden cards"


@pytest.mark.slow
@pytest.mark.parametrize("name", ["greedy", "search:4"])
def test_no_player_reads_hidden_cards_in_300_decisions(name: str) -> None:
    changed, redealt, kinds = _mismatches(FULL_SAMPLES, lambda seed: PLAYERS.make(name, seed))
    assert redealt == FULL_SAMPLES
    assert {"action", "formation", "stance", "caucus", "battle"} <= kinds, kinds
    assert changed == 0, f"{changed} of {FULL_SAMPLES} answers changed with the hidden cards"


def test_a_player_written_to_peek_is_caught() -> None:
    changed, _, _ = _mismatches(SAMPLES, PeekingPlayer)
    assert changed > 0


def test_a_greedy_player_looking_ahead_on_the_true_match_is_caught() -> None:
    changed, _, _ = _mismatches(CHALLENGE_SAMPLES, TrueMatchGreedy, CHALLENGE_KINDS)
    assert changed > 0
