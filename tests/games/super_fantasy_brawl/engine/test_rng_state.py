"""Reading a match state's generator for a snapshot: the same draws after it, and free until the next draw."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from tests.games.super_fantasy_brawl.engine.test_state_clone import DRAWS, _state


@pytest.mark.parametrize("draw", DRAWS.values(), ids=DRAWS.keys())
def test_reading_a_states_generator_leaves_its_draws_and_is_free_until_the_next_one(
    draw: Callable[[random.Random], object],
) -> None:
    state, untouched = _state(), random.Random(7)
    state.rng.gauss(0, 1)
    untouched.gauss(0, 1)
    kept = state.rng_state()
    assert kept == untouched.getstate()
    assert state.rng_state()[1] is kept[1]  # the internal state is not read again
    assert [draw(state.rng) for _ in range(3)] == [draw(untouched) for _ in range(3)]
    assert state.rng_state() == untouched.getstate() != kept
