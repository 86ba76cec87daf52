"""The position key fixes the occupied hexes and the traps it reads as plain values, over random positions."""

from __future__ import annotations

import random

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import Match, RandomPlayer, new_match
from sfbkit.games.super_fantasy_brawl.play.position_scores import PositionKey, position_key
from sfbkit.geometry.hex import Hex

Seen = tuple[frozenset[tuple[Hex, str]], frozenset[tuple[Hex, str]]]


def _random_match(library: Library, seed: int) -> Match:
    picked = random.Random(seed).sample(sorted(library.champions), 6)
    return new_match(library, teams=[picked[:3], picked[3:]], seed=seed)


def _positions(library: Library, seeds: range) -> list[Match]:
    """Returns a fork at every decision of random matches after setup (steps mid-move included)."""
    positions = []
    for seed in seeds:
        match, player = _random_match(library, seed), RandomPlayer(seed)
        while match.decision is not None:
            if match.state.phase != "setup":
                positions.append(match.fork())
            match.apply(player.choose(match, match.decision))
    return positions


@pytest.mark.parametrize("seeds", [range(0, 4), range(4, 8)])
def test_every_occupancy_entry_is_a_champion_on_its_own_hex(library: Library, seeds: range) -> None:
    for position in _positions(library, seeds):
        champions = position.state.champions
        assert all(champions[cid].hex == h for h, cid in position.state.occupant.items())


def test_positions_with_one_key_have_one_occupancy_and_one_set_of_traps(library: Library) -> None:
    seen: dict[PositionKey, Seen] = {}
    for position in _positions(library, range(8, 12)):
        state = position.state
        found = (frozenset(state.occupant.items()), frozenset(state.traps.items()))
        for team in (0, 1):
            assert seen.setdefault(position_key(position, team), found) == found
    assert len(seen) > 500


def _two_on_one_hex(library: Library) -> tuple[Match, Match]:
    """Returns two forks of one position where an ally passes through a champion's hex, each champion in turn."""
    match = _random_match(library, 3)
    while match.decision is not None and match.state.phase != "activation":
        match.apply(match.decision.options[0].id)
    first, second = [cid for cid, c in match.state.champions.items() if c.team == 0][:2]
    shared = next(h for h in match.board.order if h not in match.state.occupant)
    forks = []
    for staying, passing in ((first, second), (second, first)):
        fork = match.fork()
        state = fork.state
        for cid in (first, second):
            fork.engine.set_hex(state.champions[cid], None)
        fork.engine.set_hex(state.champions[staying], shared)
        state.champions[passing].hex = shared
        state.transit = passing
        forks.append(fork)
    return forks[0], forks[1]


def test_the_key_tells_which_champion_of_a_shared_hex_holds_it(library: Library) -> None:
    holding_first, holding_second = _two_on_one_hex(library)
    assert holding_first.state.occupant != holding_second.state.occupant
    assert position_key(holding_first, 0) != position_key(holding_second, 0)


def test_the_key_tells_the_kinds_of_traps_on_the_printed_trap_hexes_apart(library: Library) -> None:
    match = _random_match(library, 5)
    while match.decision is not None and match.state.phase != "activation":
        match.apply(match.decision.options[0].id)
    printed = match.board.trap_hexes[0]
    keys = []
    for kind in ("one", "other"):
        fork = match.fork()
        fork.state.traps[printed] = kind
        keys.append(position_key(fork, 0))
    assert keys[0] != keys[1]


def test_the_key_tells_traps_off_the_printed_trap_hexes_apart(library: Library) -> None:
    match = _random_match(library, 5)
    while match.decision is not None and match.state.phase != "activation":
        match.apply(match.decision.options[0].id)
    printed = set(match.board.trap_hexes)
    elsewhere = [h for h in match.board.order if h not in printed and h not in match.state.occupant][:2]
    keys = []
    for h in elsewhere:
        fork = match.fork()
        fork.state.traps[h] = "extra"
        keys.append(position_key(fork, 0))
    assert len(set(keys)) == 2 and position_key(match, 0) not in keys
