"""No Super Fantasy Brawl player reads what its seat cannot see: a redeal of the hidden cards leaves its answer alone."""

from __future__ import annotations

from typing import Any

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.engine import Match, RandomPlayer, new_match
from sfbkit.games.super_fantasy_brawl.play.policies import PLAYERS
from sfbkit.kit.play.decisions import Decision

BUNDLED = load_library(bundled_content_root())
TEAMS = (["borka", "pip", "velvet"], ["gorlak", "mirelda", "thornwick"])
EVERY = 5
SAMPLES = 40
FULL_SAMPLES = 300


class PeekingPlayer:
    """A player written to peek (a fixture): it answers by the cards in the other seats' hands."""

    name = "peeking"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, match: Match, decision: Decision) -> str:
        hidden = [card for p in match.state.players if p.index != decision.player for card in p.hand]
        return decision.options[hash(tuple(hidden)) % len(decision.options)].id


def _samples(count: int) -> list[Match]:
    """Returns ``count`` matches waiting on a seat's decision, from random play over several seeds."""
    points: list[Match] = []
    seed = 0
    while len(points) < count:
        match = new_match(BUNDLED, teams=TEAMS, seed=seed)
        players = [RandomPlayer(seed * 2), RandomPlayer(seed * 2 + 1)]
        index = 0
        while (decision := match.decision) is not None and len(points) < count:
            if index % EVERY == 0 and len(decision.options) > 1:
                points.append(match.fork())
            match.apply(players[decision.player].choose(match, decision))
            index += 1
        seed += 1
    return points


def _mismatches(name: str, count: int, make: Any = None) -> tuple[int, int]:
    """Returns how many sampled answers changed when the deciding seat's hidden cards were redealt, and how many hid a hand."""
    changed = redealt = 0
    for index, match in enumerate(_samples(count)):
        decision = match.decision
        assert decision is not None
        seat = decision.player
        other = match.determinize(seat, 1000 + index)
        assert other.observation(seat) == match.observation(seat)
        redealt += any(
            o.hand != m.hand for o, m in zip(other.state.players, match.state.players, strict=True)
        )
        made = make or (lambda seed: PLAYERS.make(name, seed))
        answer = made(index).choose(match, decision)
        changed += made(index).choose(other, decision) != answer
    return changed, redealt


PLAYER_NAMES = [f"{name}:6" if name == "search" else name for name in PLAYERS.names]
"""Every player the game offers by name (the search on a small budget)."""


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_no_player_reads_hidden_cards(name: str) -> None:
    changed, redealt = _mismatches(name, SAMPLES)
    assert redealt > SAMPLES // 2
    assert changed == 0, f"{changed} of {SAMPLES} answers changed with the hidden cards"


@pytest.mark.slow
@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_no_player_reads_hidden_cards_in_300_decisions(name: str) -> None:
    changed, _ = _mismatches(name, FULL_SAMPLES)
    assert changed == 0, f"{changed} of {FULL_SAMPLES} answers changed with the hidden cards"


def test_a_player_written_to_peek_is_caught() -> None:
    changed, _ = _mismatches("peeking", SAMPLES, PeekingPlayer)
    assert changed > 0
