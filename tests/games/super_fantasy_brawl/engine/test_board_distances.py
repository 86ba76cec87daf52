"""Board.distances: the table of steps between board hexes agrees with the hex geometry (RULES §2)."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.engine.board import compile_board
from sfbkit.geometry.hex import distance
from tests.games.super_fantasy_brawl.engine.helpers import LIB


@pytest.mark.parametrize("arena", sorted(LIB.arenas))
def test_the_table_holds_the_distance_of_every_two_hexes(arena: str) -> None:
    board = compile_board(LIB.arenas[arena])
    assert set(board.distances) == set(board.order)
    for a in board.order:
        assert board.distances[a] == {b: distance(a, b) for b in board.order}


def test_within_takes_its_ring_from_the_table() -> None:
    board = compile_board(LIB.arenas["fabulosa"])
    centre = board.by_label["e4"]
    ring = board.within(centre, 1, 2)
    assert ring == tuple(h for h in board.order if 1 <= distance(centre, h) <= 2)
    assert len(ring) == len(set(ring)) and centre not in ring
