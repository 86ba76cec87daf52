"""Forks for the greedy player: one clone from the last activation's snapshot, the same games as before."""

from __future__ import annotations

import random

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import new_match, play
from sfbkit.games.super_fantasy_brawl.engine.state import GameState
from sfbkit.games.super_fantasy_brawl.play.greedy_player import GreedyPlayer

RECORDED = {
    1: ("c69d37392f92f601fc33f3f6ba4555a1a5467d3bb4c750323b6fee3f6e5de6e4", 237),
    2: ("3fce89db4ee32e4e94850dff4277acd4f647100ef539c3aa68a903852b05aeef", 216),
    3: ("681d277fe881f7690330b7ab5e4cb9512b7845d6e05913f7fa1d9aa1118e4d94", 350),
    4: ("79fc42b3b95dff6f0779d33202c1ed7c457d6798276d268d9ab7d8af26d59b96", 236),
}
"""Event hashes and event counts of greedy-v-greedy games, recorded when forks replayed the whole turn
(regenerated with the same forks after the rules corrections of RULES §2-§12 changed what matches do, and
when the look-ahead moved onto a determinization for the deciding seat, issue 27)."""


@pytest.mark.parametrize("seed", sorted(RECORDED))
def test_greedy_games_match_the_recorded_event_hashes(library: Library, seed: int) -> None:
    picked = random.Random(seed).sample(sorted(library.champions), 6)
    match = new_match(library, teams=[picked[:3], picked[3:]], seed=seed)
    play(match, [GreedyPlayer(seed * 2 + 1), GreedyPlayer(seed * 2 + 2)])
    assert (match.events_hash(), len(match.events)) == RECORDED[seed]


def test_cloning_a_state_does_not_seed_a_generator(library: Library, monkeypatch: pytest.MonkeyPatch) -> None:
    match = new_match(library, teams=[["borka", "pip", "velvet"], ["gorlak", "thornwick", "mirelda"]], seed=2)
    state = match.state

    def seeding(self: random.Random, *args: object) -> None:
        raise AssertionError("a clone seeded its generator")

    monkeypatch.setattr(random.Random, "seed", seeding)
    copy: GameState = state.clone()
    assert copy.rng is not state.rng
    assert copy.rng.getstate() == state.rng.getstate()
    assert [copy.rng.random() for _ in range(3)] == [state.rng.random() for _ in range(3)]


def test_a_fork_at_an_activation_replays_nothing(library: Library) -> None:
    match = new_match(library, teams=[["borka", "pip", "velvet"], ["gorlak", "thornwick", "mirelda"]], seed=2)
    greedy = GreedyPlayer(1)
    while match.decision is not None and match.state.phase != "activation":
        match.apply(greedy.choose(match, match.decision))
    match.fork()
    match.apply(greedy.choose(match, match.decision))  # type: ignore[arg-type]
    while match.decision is not None and match.decision.kind != "action":
        match.apply(greedy.choose(match, match.decision))
    assert match.decision is not None
    fork = match.fork()
    assert match._answers == []
    assert fork.decision == match.decision and fork.events_hash() == match.events_hash()
    assert fork._base is match._base
    fork.apply(fork.decision.options[0].id)
    assert fork.events_hash() != match.events_hash()
    assert fork.fork().events_hash() == fork.events_hash()
