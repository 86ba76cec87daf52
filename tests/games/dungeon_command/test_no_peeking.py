"""No Dungeon Command player reads what its seat cannot see: a redeal of the hidden cards leaves its answer alone."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from sfbkit.games.dungeon_command.content.library import load_library
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.match import DCMatch, new_match
from sfbkit.games.dungeon_command.play.players import PLAYERS
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.random_player import RandomPlayer

DEFS = definitions_of(load_library(bundled_root()))
EVERY = 3
SAMPLES = 30
FULL_SAMPLES = 300


class PeekingPlayer:
    """A player written to peek (a fixture): it answers by the other seat's order hand."""

    name = "peeking"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, match: DCMatch, decision: Decision) -> str:
        hidden = match.state.players[1 - decision.player].order_hand
        return decision.options[hash(tuple(hidden)) % len(decision.options)].id


def _samples(count: int) -> list[DCMatch]:
    """Returns ``count`` matches waiting on a seat's decision, from random play over several seeds."""
    points: list[DCMatch] = []
    seed = 0
    while len(points) < count:
        match = new_match(
            DEFS,
            warbands=("lanternguard", "mirewood-brood"),
            battlefield="twin-vaults",
            ruleset="skirmish",
            seed=seed,
        )
        players = [RandomPlayer(seed * 2), RandomPlayer(seed * 2 + 1)]
        index = 0
        while (decision := match.decision) is not None and len(points) < count:
            if index % EVERY == 0 and len(decision.options) > 1:
                points.append(match.fork())
            match.apply(players[decision.player].choose(match, decision))
            index += 1
        seed += 1
    return points


def _mismatches(count: int, make: Callable[[int], Any]) -> tuple[int, int]:
    """Returns how many sampled answers changed when the deciding seat's hidden cards were redealt, and how many hid a hand."""
    changed = redealt = 0
    for index, match in enumerate(_samples(count)):
        decision = match.decision
        assert decision is not None
        seat = decision.player
        other = match.determinize(seat, 1000 + index)
        assert other.observation(seat) == match.observation(seat)
        redealt += other.state.players[1 - seat].order_hand != match.state.players[1 - seat].order_hand
        answer = make(index).choose(match, decision)
        changed += make(index).choose(other, decision) != answer
    return changed, redealt


PLAYER_NAMES = [f"{name}:4" if name == "search" else name for name in PLAYERS.names]
"""Every player the game offers by name (the search on a small budget)."""


@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_no_player_reads_hidden_cards(name: str) -> None:
    changed, redealt = _mismatches(SAMPLES, lambda seed: PLAYERS.make(name, seed))
    assert redealt > SAMPLES // 3
    assert changed == 0, f"{changed} of {SAMPLES} answers changed with the hidden cards"


@pytest.mark.slow
@pytest.mark.parametrize("name", PLAYER_NAMES)
def test_no_player_reads_hidden_cards_in_300_decisions(name: str) -> None:
    changed, _ = _mismatches(FULL_SAMPLES, lambda seed: PLAYERS.make(name, seed))
    assert changed == 0, f"{changed} of {FULL_SAMPLES} answers changed with the hidden cards"


def test_a_player_written_to_peek_is_caught() -> None:
    changed, _ = _mismatches(SAMPLES, PeekingPlayer)
    assert changed > 0
