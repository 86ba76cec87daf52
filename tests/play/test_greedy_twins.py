"""Move 2 paid with another core: the greedy player scores it from its twin's look-ahead, with the same games."""

from __future__ import annotations

import random

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import Match, new_match, play
from sfbkit.games.super_fantasy_brawl.play import greedy_player
from sfbkit.games.super_fantasy_brawl.play.greedy_player import GreedyPlayer
from sfbkit.kit.events import Event


def _game(library: Library, seed: int) -> tuple[str, int]:
    """Plays a seeded greedy-v-greedy game; returns its event hash and how many forks its players made."""
    picked = random.Random(seed).sample(sorted(library.champions), 6)
    match = new_match(library, teams=[picked[:3], picked[3:]], seed=seed)
    forks = 0
    fork = Match.fork

    def counted(self: Match, *, look_ahead: bool = False) -> Match:
        nonlocal forks
        forks += 1
        return fork(self, look_ahead=look_ahead)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(Match, "fork", counted)
        play(match, [GreedyPlayer(seed * 2 + 1), GreedyPlayer(seed * 2 + 2)])
    return match.events_hash(), forks


@pytest.mark.parametrize("seed", [5, 6, 7])
def test_twins_change_no_choice_and_save_forks(
    library: Library, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    shared, shared_forks = _game(library, seed)
    monkeypatch.setattr(greedy_player, "_move_two_champion", lambda option: None)
    alone, alone_forks = _game(library, seed)
    assert shared == alone
    assert shared_forks < alone_forks


def test_a_look_ahead_that_readied_a_core_is_not_shared() -> None:
    readied = [Event("move", {"champion": "pip"}), Event("ready_core", {"player": 0, "core": "red"})]
    skipped = [Event("skipped", {"op": "ready_core", "champion": None, "reason": "no exhausted core"})]
    attacked = [Event("attack", {"champion": "pip", "card": "x", "targets": ["vex"]})]
    walked = [Event("standard", {"champion": "pip", "core": "red"}), Event("move", {"champion": "pip"})]
    assert greedy_player._reads_cores(readied)
    assert greedy_player._reads_cores(skipped)
    assert greedy_player._reads_cores(attacked)
    assert not greedy_player._reads_cores(walked)
