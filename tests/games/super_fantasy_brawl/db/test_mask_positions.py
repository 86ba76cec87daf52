"""Masks and positions: the positions of a mask's set bits, sparse or dense, are the ones it was built from."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from sfbkit.games.super_fantasy_brawl.db.index import mask_of, mask_of_many, positions_of


@given(
    st.integers(min_value=1, max_value=3000).flatmap(
        lambda size: st.tuples(st.just(size), st.sets(st.integers(0, size - 1)))
    )
)
def test_positions_of_a_mask_are_the_positions_it_holds(case: tuple[int, set[int]]) -> None:
    size, positions = case
    assert positions_of(mask_of(positions, size), size) == sorted(positions)


def test_dense_and_sparse_masks_of_every_size() -> None:
    for size in (1, 7, 8, 9, 64, 65, 1000):
        assert positions_of(mask_of(range(size), size), size) == list(range(size))
        assert positions_of(mask_of(range(0, size, 40), size), size) == list(range(0, size, 40))
        assert positions_of(0, size) == []


@given(
    st.integers(min_value=0, max_value=3000).flatmap(
        lambda size: st.tuples(st.just(size), st.lists(st.integers(0, max(size - 1, 0)), max_size=size * 2))
    )
)
def test_a_mask_of_many_positions_is_the_same_mask(case: tuple[int, list[int]]) -> None:
    size, positions = case
    assert mask_of_many(positions, size) == mask_of(positions, size)
