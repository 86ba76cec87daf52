"""Square geometry (DC §2) and the default battlefield (DC §15): labels, distance, corners, line of sight."""

from __future__ import annotations

from collections import deque

import pytest

from sfbkit.games.dungeon_command.engine.board import Board
from sfbkit.geometry.square import (
    adjacent,
    corner_cut,
    distance,
    label,
    line_of_sight,
    neighbours,
    parse,
    parse_range,
)

BOARD_TEXT = """\
. . . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . . .
. . : : . . . . . : . . . . . . . . . .
. . . . . . O . . . O . . . . . : : . .
. . # . . O . . . . . . . . . . . . . .
. # # . . . . . . . . . . . O . . . . .
. . # . . . . . O . . . . : . . . # . .
. . . . # # . . . T ^ . . : . . T # . .
. . . ^ . . . . . ^ ^ . . . . # # # . .
. . . . : : . . . . . . . . . . . . . .
. . . . . . . . . . . . . . : : . . . .
. . # # # . . . . ^ ^ . . . . . ^ . . .
. . # T . . : . . ^ T . . . # # . . . .
. . # . . . : . . . . O . . . . . # . .
. . . . . O . . . . . . . . . . . # # .
. . . . . . . . . . . . . . O . . # . .
. . : : . . . . . O . . . O . . . . . .
. . . . . . . . . . : . . . . . : : . .
. . . . . . . . . . . . . . . . . . . .
. . . . . . . . . . . . . . . . . . . ."""
"""The assembled board of DC §15.2, row 20 at the top."""


@pytest.mark.parametrize(("text", "square"), [("a1", (0, 0)), ("h6", (7, 5)), ("t20", (19, 19))])
def test_labels_round_trip(text: str, square: tuple[int, int]) -> None:
    assert parse(text) == square
    assert label(square) == text


@pytest.mark.parametrize("bad", ["", "h", "h0", "6h", "H6", "h-1", "h6x"])
def test_bad_labels_are_rejected(bad: str) -> None:
    with pytest.raises(ValueError, match="not a square label"):
        parse(bad)


def test_ranges_list_squares_by_row_then_column() -> None:
    assert parse_range("a1-b2") == [(0, 0), (1, 0), (0, 1), (1, 1)]
    assert len(parse_range("a1-t2")) == 40


def test_neighbours_are_eight_inside_and_three_in_a_corner() -> None:
    assert len(list(neighbours((5, 5), 20, 20))) == 8
    assert sorted(neighbours((0, 0), 20, 20)) == [(0, 1), (1, 0), (1, 1)]


def test_distance_is_king_moves() -> None:
    assert distance(parse("a1"), parse("c4")) == 3
    assert distance(parse("h6"), parse("h6")) == 0
    assert distance(parse("a1"), parse("t20")) == 19


def test_corner_is_cut_by_either_wall_and_only_diagonally() -> None:
    walls = {parse("e9")}
    f9, e8, e10 = parse("f9"), parse("e8"), parse("e10")
    assert corner_cut(f9, e8, walls.__contains__)
    assert corner_cut(f9, e10, walls.__contains__)
    assert not adjacent(f9, e8, walls.__contains__)
    assert not corner_cut(f9, parse("f8"), walls.__contains__)
    assert not corner_cut(f9, e8, walls.__contains__, "both")
    assert adjacent(f9, parse("g10"), walls.__contains__)


def test_the_board_matches_the_drawing_of_dc_15(dungeon: Board) -> None:
    assert dungeon.drawing() == BOARD_TEXT


def test_the_board_counts_of_dc_15(dungeon: Board) -> None:
    counts: dict[str, list[str]] = {}
    for square, kind in dungeon.kinds.items():
        counts.setdefault(kind, []).append(label(square))
    assert len(counts["wall"]) == 22
    assert len(counts["difficult"]) == 18
    assert len(counts["hazardous"]) == 8
    assert sorted(counts["obstacle"]) == sorted(
        ["j4", "n4", "o5", "f6", "l7", "i14", "o15", "f16", "g17", "k17"]
    )
    assert [label(s) for s in dungeon.treasure] == ["d8", "k8", "j13", "q13"]


def test_the_board_is_symmetric_under_a_half_turn(dungeon: Board) -> None:
    for (x, y), kind in dungeon.kinds.items():
        assert dungeon.kinds[(19 - x, 19 - y)] == kind
    assert {(19 - x, 19 - y) for x, y in dungeon.treasure} == set(dungeon.treasure)


def test_start_areas_hold_no_wall_or_treasure(dungeon: Board) -> None:
    for area in dungeon.start_areas:
        assert len(area) == 40
        assert all(dungeon.kinds[s] == "floor" and s not in dungeon.treasure for s in area)


@pytest.mark.parametrize("face", ["dungeon", "outdoor"])
def test_all_378_open_squares_are_connected(face: str, dungeon: Board, outdoor: Board) -> None:
    board = dungeon if face == "dungeon" else outdoor
    open_squares = {s for s, k in board.kinds.items() if k != "wall"}
    assert len(open_squares) == 378
    start = next(iter(open_squares))
    seen, queue = {start}, deque([start])
    while queue:
        for n in board.adjacent[queue.popleft()]:
            if n in open_squares and n not in seen:
                seen.add(n)
                queue.append(n)
    assert seen == open_squares


LOS_VECTORS = [
    ("f2", "f6", True),
    ("f2", "f8", False),
    ("e5", "g7", False),
    ("e5", "h6", True),
    ("e6", "g8", True),
    ("p3", "m6", False),
    ("o4", "n5", False),
    ("e7", "e11", False),
    ("b2", "k8", True),
]
"""The line-of-sight test vectors of DC §2 on twin-vaults."""


@pytest.mark.parametrize(("source", "target", "clear"), LOS_VECTORS)
def test_line_of_sight_vectors(dungeon: Board, source: str, target: str, clear: bool) -> None:
    s, t = parse(source), parse(target)
    assert dungeon.sees(s, t) is clear
    assert line_of_sight(t, s, dungeon.blocks_sight) is clear  # DC §2 step 6: symmetric


def test_pinched_squares_stay_adjacent_for_melee(dungeon: Board) -> None:
    # DC §2: obstacles block sight through the pinch but never cut corners.
    assert dungeon.is_adjacent(parse("o4"), parse("n5"))


def test_one_blocking_square_at_a_corner_blocks_under_los_pinch_either(dungeon: Board) -> None:
    assert not line_of_sight(parse("e5"), parse("h6"), dungeon.blocks_sight, "either")
    assert line_of_sight(parse("b2"), parse("k8"), dungeon.blocks_sight, "either")


def test_line_of_sight_is_symmetric_everywhere_on_a_sample(dungeon: Board) -> None:
    squares = sorted(dungeon.kinds)[::7]
    for s in squares:
        for t in squares[::5]:
            assert line_of_sight(s, t, dungeon.blocks_sight) == line_of_sight(t, s, dungeon.blocks_sight)


def test_outdoor_walls_cut_no_corner_but_dungeon_walls_do(dungeon: Board, outdoor: Board) -> None:
    f9, e8 = parse("f9"), parse("e8")
    assert not dungeon.is_adjacent(f9, e8)
    assert outdoor.is_adjacent(f9, e8)
