"""The invariant checker of random matches catches a broken state (so a silent random test means something)."""

from __future__ import annotations

import pytest

from sfbkit.games.dungeon_command.engine.definitions import Definitions
from sfbkit.games.dungeon_command.engine.invariants import InvariantChecker
from sfbkit.geometry.square import parse
from tests.games.dungeon_command.driving import scenario


def test_two_creatures_on_one_square_are_caught(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@a1", "A:t-footman@b1", "B:t-footman@t20")
    checker = InvariantChecker(match)
    b1 = match.state.at(parse("b1"))
    assert b1 is not None
    b1.square = parse("a1")
    with pytest.raises(AssertionError, match="two creatures share"):
        match.apply("end-phase")
    assert checker.moving == []


def test_a_lost_card_is_caught(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@a1", "B:t-footman@t20", creature_hands=(("t-giant",), ()))
    InvariantChecker(match)
    match.state.players[0].creature_hand.clear()
    with pytest.raises(AssertionError, match="creature cards of seat 0 changed"):
        match.apply("end-phase")


def test_a_creature_left_on_a_wall_is_caught(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@a1", "B:t-footman@t20")
    InvariantChecker(match)
    a1 = match.state.at(parse("a1"))
    assert a1 is not None
    a1.square = parse("c9")
    with pytest.raises(AssertionError, match="rests on a wall"):
        match.apply("end-phase")
