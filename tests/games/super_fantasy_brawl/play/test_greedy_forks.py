"""Forks for the greedy player: one clone from the last activation's snapshot, the same games as before."""

from __future__ import annotations

import random

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import new_match, play
from sfbkit.games.super_fantasy_brawl.engine.state import GameState
from sfbkit.games.super_fantasy_brawl.play.greedy_player import GreedyPlayer

RECORDED = {
    1: ("8a69d8fab35a612b2ef7b5cd835453382db691cec8cecf53755f8a1d0f7f762f", 207),
    2: ("3fce89db4ee32e4e94850dff4277acd4f647100ef539c3aa68a903852b05aeef", 216),
    3: ("2778be4141c2d70122ee0d5e853689b95351f43768bbbd0befb0e90e3b0e5a43", 329),
    4: ("3ebcaffdb3f492919acdcf5b356eb4a3169a017ff84d5d8389eb1303f03f107f", 265),
}
"""Event hashes and event counts of greedy-v-greedy games, recorded when forks replayed the whole turn
(regenerated with the same forks after the rules corrections of RULES §2-§12 changed what matches do)."""


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
