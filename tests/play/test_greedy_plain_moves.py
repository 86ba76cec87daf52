"""Move 1 standard actions: the greedy player scores blue and yellow from a plain Move 1, with the same games."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play import greedy_player
from tests.play.test_greedy_twins import _game


@pytest.mark.parametrize("seed", [2, 5, 8])
def test_plain_moves_change_no_choice_and_save_forks(
    library: Library, monkeypatch: pytest.MonkeyPatch, seed: int
) -> None:
    shared, shared_forks = _game(library, seed)
    monkeypatch.setattr(greedy_player, "_move_one", lambda option: None)
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
