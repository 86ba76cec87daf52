"""GameState.clone: every field copied into its own place, and no mutable part shared."""

from __future__ import annotations

import copy as copy_module
import dataclasses
import pickle
import random
from collections.abc import Callable

import pytest

from sfbkit.games.super_fantasy_brawl.engine.state import (
    ChampionState,
    GameState,
    PendingRandom,
    PlayerState,
    copy_rng,
)
from sfbkit.kit.play.events import Event


def _state() -> GameState:
    """Returns a state whose fields all hold values different from their defaults and from each other."""
    return GameState(
        players=[PlayerState(0, 0, ["a"], deck=["d0"], hand=["h0"]), PlayerState(1, 1, ["b"], discard=["x"])],
        champions={"a": ChampionState("a", 0, 0, (1, 2), 3), "b": ChampionState("b", 1, 1, None, 0, True)},
        rng=random.Random(7),
        occupant={(1, 2): "a"},
        traps={(3, 4): "snare"},
        trap_supply=["pit"],
        track=["c1", None],
        challenge_deck=["c2"],
        challenge_discard=["c3"],
        vp=[2, 5],
        deployment=["north", "south"],
        turn_order=[1, 0],
        turn_index=1,
        round=4,
        first_player=1,
        phase="activation",
        used_standard={"red"},
        events=[Event("turn", {"player": 1})],
        transit="a",
        movements=9,
        pending_levelups=["b"],
        pending_triggers=[("takes_out_enemy", "a", "b")],
        acting_team=1,
        winner=0,
        reason="vp",
    )


def test_a_clone_holds_every_field_of_the_state() -> None:
    state = _state()
    copy = state.clone()
    for field in dataclasses.fields(GameState):
        if field.name != "rng":
            assert getattr(copy, field.name) == getattr(state, field.name), field.name
    assert copy.rng.getstate() == state.rng.getstate()
    assert state.clone(with_events=False).events == []


def test_a_clone_shares_no_mutable_part() -> None:
    state = _state()
    copy = state.clone()
    for field in dataclasses.fields(GameState):
        value = getattr(state, field.name)
        if isinstance(value, list | dict | set | random.Random):
            assert getattr(copy, field.name) is not value, field.name
    assert all(a is not b for a, b in zip(copy.players, state.players, strict=True))
    assert all(copy.champions[k] is not c for k, c in state.champions.items())


DRAWS = {
    "random": lambda g: g.random(),
    "randrange": lambda g: g.randrange(10**6),
    "shuffle": lambda g: (items := list(range(30)), g.shuffle(items))[0],
    "sample": lambda g: g.sample(range(100), 5),
    "choice": lambda g: g.choice("abcdef"),
    "getrandbits": lambda g: g.getrandbits(70),
    "randbytes": lambda g: g.randbytes(5),
    "gauss": lambda g: g.gauss(0, 1),
    "uniform": lambda g: g.uniform(1, 2),
    "gauss, then random": lambda g: (g.gauss(0, 1), g.random(), g.gauss(0, 1)),
}


@pytest.mark.parametrize("draw", DRAWS.values(), ids=DRAWS.keys())
def test_a_generator_copied_from_a_kept_state_draws_what_the_original_draws(
    draw: Callable[[random.Random], object],
) -> None:
    original = random.Random(11)
    original.gauss(0, 1)  # leaves a pending second normal in the state
    state = original.getstate()
    copy = copy_rng(original, state)
    assert isinstance(copy, PendingRandom)
    assert copy.getstate() == state
    assert [draw(copy) for _ in range(3)] == [draw(original) for _ in range(3)]
    assert type(copy) is random.Random
    assert copy.getstate() == original.getstate()


def test_a_generator_copied_from_a_kept_state_can_be_reseeded_and_restated() -> None:
    original = random.Random(3)
    copy = copy_rng(random.Random(8), random.Random(8).getstate())
    copy.seed(3)
    assert copy.random() == original.random()
    other = copy_rng(original, random.Random(5).getstate())
    other.setstate(original.getstate())
    assert other.random() == original.random()


def test_a_generator_copied_from_a_kept_state_survives_pickling_and_deep_copies() -> None:
    original = random.Random(4)
    for copy in (
        pickle.loads(pickle.dumps(copy_rng(original, original.getstate()))),
        copy_module.deepcopy(copy_rng(original, original.getstate())),
    ):
        assert copy.random() == random.Random(4).random()
