"""Hex geometry and the compiled board (RULES §2, §6, §13)."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.engine.board import compile_board
from sfbkit.geometry.hex import (
    DIRECTIONS,
    between,
    distance,
    from_label,
    in_same_row,
    neighbours,
    rotate,
    row_direction,
    to_label,
)
from tests.games.super_fantasy_brawl.engine.helpers import LIB

BOARD = compile_board(LIB.arenas["fabulosa"])


def test_offset_to_axial_follows_rules_13() -> None:
    # q = column index, r = row - 1 - (q - (q & 1)) // 2
    assert from_label("a1") == (0, 0)
    assert from_label("b1") == (1, 0)
    assert from_label("c2") == (2, 0)
    assert from_label("e4") == (4, 1)
    assert from_label("i7") == (8, 2)
    for label in ("a1", "b6", "c7", "h3", "i5", "e4"):
        assert to_label(from_label(label)) == label


def test_fabulosa_has_59_hexes() -> None:
    assert len(BOARD.hexes) == 59


def test_neighbours_of_c2_are_the_blue_area() -> None:
    # RULES §13: blue statue c2, blue area b1 b2 c1 c3 d1 d2.
    around = {to_label(h) for h in neighbours(from_label("c2"))}
    assert around == {"b1", "b2", "c1", "c3", "d1", "d2"}
    assert BOARD.areas["blue"] == frozenset(from_label(x) for x in ("b1", "b2", "c1", "c3", "d1", "d2", "c2"))


def test_directions_start_north_then_clockwise() -> None:
    assert DIRECTIONS[0] == (0, -1)
    assert [to_label((4 + dq, 1 + dr)) for dq, dr in DIRECTIONS] == [
        "e3",
        "f3",
        "f4",
        "e5",
        "d4",
        "d3",
    ]


def test_fabulosa_is_symmetric_under_a_half_turn_about_e4() -> None:
    centre = from_label("e4")

    def turn(h: tuple[int, int]) -> tuple[int, int]:
        return (2 * centre[0] - h[0], 2 * centre[1] - h[1])

    assert {turn(h) for h in BOARD.hexes} == set(BOARD.hexes)
    pairs = [("c6", "g2"), ("e2", "e6"), ("d5", "f2"), ("c2", "g6"), ("a3", "i5"), ("b3", "h4")]
    for a, b in pairs:
        assert turn(from_label(a)) == from_label(b)
    west = {turn(h) for h in BOARD.deployment["west"]}
    assert west == set(BOARD.deployment["east"])
    assert {turn(h) for h in BOARD.trap_hexes} == set(BOARD.trap_hexes)


@pytest.mark.parametrize(
    ("a", "b", "steps"),
    [("a1", "a1", 0), ("a1", "b1", 1), ("a1", "a7", 6), ("a1", "i7", 10), ("c4", "e4", 2), ("e1", "e7", 6)],
)
def test_distance_counts_steps(a: str, b: str, steps: int) -> None:
    # RULES §2: the acting champion's hex is not counted, the target's is.
    assert distance(from_label(a), from_label(b)) == steps


def test_rows_and_hexes_between() -> None:
    c4, c7 = from_label("c4"), from_label("c7")
    assert in_same_row(c4, c7)
    assert [to_label(h) for h in between(c4, c7)] == ["c5", "c6"]
    assert row_direction(c4, c7) == 3
    e4 = from_label("e4")
    assert in_same_row(c4, from_label("e3"))  # c4 -> d4 -> e3 is the north-east row
    assert [to_label(h) for h in between(c4, from_label("f3"))] == []  # not a row
    assert not in_same_row(c4, from_label("f3"))
    assert row_direction(e4, e4) is None


def test_rotation_turns_offsets_clockwise_through_the_six_facings() -> None:
    for facing, direction in enumerate(DIRECTIONS):
        assert rotate((0, -1), facing) == direction
    assert rotate((1, -2), 6) == (1, -2)
    assert distance((0, 0), rotate((2, -1), 3)) == 2
