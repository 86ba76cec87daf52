"""A fork of a determinized match, answered on since its redeal, replays those answers onto the same deal."""

from __future__ import annotations

import pytest

from sfbkit.games.blood_wars.content.library import load_library
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.engine.match import BWMatch, new_match
from sfbkit.kit.play.random_player import RandomPlayer

DEFS = definitions_of(load_library(bundled_root()))


def _answer(match: BWMatch, player: RandomPlayer, times: int) -> None:
    for _ in range(times):
        decision = match.decision
        if decision is None:
            return
        match.apply(player.choose(match, decision))


@pytest.mark.parametrize("seed", range(3))
def test_a_fork_of_an_answered_determinization_is_the_same_match(seed: int) -> None:
    decks = sorted(DEFS.decks)[:2]
    match = new_match(DEFS, decks=decks, ruleset="conflict", seed=seed)
    player = RandomPlayer(seed)
    _answer(match, player, 30)
    match.fork()
    _answer(match, player, 30)
    decision = match.decision
    assert decision is not None
    copy = match.determinize(max(decision.player, 0), seed)
    _answer(copy, player, 3)
    fork = copy.fork()
    assert fork.events_hash() == copy.events_hash()
    assert fork.observation(0) == copy.observation(0)
