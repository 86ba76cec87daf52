"""Forks for the greedy player: one clone from the last activation's snapshot, the same games as before."""

from __future__ import annotations

import random

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import new_match, play
from sfbkit.games.super_fantasy_brawl.engine.state import GameState
from sfbkit.games.super_fantasy_brawl.play.greedy_player import GreedyPlayer

RECORDED = {
    1: ("ce07e511454241ee2e5e5b463ce60f793a37bf577cad44a30b3dc5b17f65f10e", 206),
    2: ("2f0df0cb4cb455b561486fd089b1f2ec2a86d64f7f1d6fd585e729e69dc6209c", 222),
    3: ("1b48072609632333608a6ecfd854c70e0ba48f041818a16177d56811bac02bcf", 389),
    4: ("082f87e767c6105f829abc3d681281b717e9fc19efdeccfba0fd4bd57c4eefe4", 351),
}
"""Event hashes and event counts of greedy-v-greedy games, recorded when forks replayed the whole turn."""


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
