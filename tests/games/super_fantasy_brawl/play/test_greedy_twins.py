"""Shared look-aheads: a Move 2 scored from its twin paid with another core, and a blue or yellow Move 1 from a
plain one; the same games either way."""

from __future__ import annotations

import random

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import Match, new_match, play
from sfbkit.games.super_fantasy_brawl.play import greedy_player
from sfbkit.games.super_fantasy_brawl.play.greedy_player import GreedyPlayer
from sfbkit.kit.play.events import Event


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


SHORTCUTS = [
    *(("_move_two_champion", seed) for seed in (5, 6, 7)),  # Move 2 twins
    *(("_move_one", seed) for seed in (2, 5, 8)),  # blue and yellow scored from a plain Move 1
]


@pytest.mark.parametrize(("shortcut", "seed"), SHORTCUTS)
def test_twins_and_plain_moves_change_no_choice_and_save_forks(
    library: Library, monkeypatch: pytest.MonkeyPatch, shortcut: str, seed: int
) -> None:
    shared, shared_forks = _game(library, seed)
    monkeypatch.setattr(greedy_player, shortcut, lambda option: None)
    alone, alone_forks = _game(library, seed)
    assert shared == alone
    assert shared_forks < alone_forks


def test_only_blue_and_an_undamaged_yellow_take_a_plain_moves_score() -> None:
    assert greedy_player._move_one("std:blue@pip") == ("pip", "blue")
    assert greedy_player._move_one("std:move:red@pip") is None
    assert greedy_player._move_one("play:pip-1") is None
    assert greedy_player._same_as_plain_move("blue", (1.0, False))
    assert greedy_player._same_as_plain_move("yellow", (1.0, True))
    assert not greedy_player._same_as_plain_move("yellow", (1.0, False))
    assert not greedy_player._same_as_plain_move("red", (1.0, True))


def test_a_look_ahead_that_readied_a_core_is_not_shared() -> None:
    readied = [Event("move", {"champion": "pip"}), Event("ready_core", {"player": 0, "core": "red"})]
    skipped = [Event("skipped", {"op": "ready_core", "champion": None, "reason": "no exhausted core"})]
    attacked = [Event("attack", {"champion": "pip", "card": "x", "targets": ["vex"]})]
    walked = [Event("standard", {"champion": "pip", "core": "red"}), Event("move", {"champion": "pip"})]
    assert greedy_player._reads_cores(readied)
    assert greedy_player._reads_cores(skipped)
    assert greedy_player._reads_cores(attacked)
    assert not greedy_player._reads_cores(walked)
