"""The bitset index: masks, text columns and ordering agree with straightforward scans."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from sfbkit.games.super_fantasy_brawl.db.index import (
    CardIndex,
    NumberColumn,
    TextColumn,
    mask_of,
    positions_of,
)


@given(st.sets(st.integers(min_value=0, max_value=299)))
def test_mask_and_positions_round_trip(positions: set[int]) -> None:
    assert positions_of(mask_of(positions, 300), 300) == sorted(positions)


@given(
    st.lists(st.lists(st.text(alphabet="abc \u3042", max_size=6), max_size=3), min_size=1, max_size=40),
    st.text(alphabet="abc \u3042", min_size=1, max_size=3),
)
def test_text_contains_matches_a_scan(per_record: list[list[str]], needle: str) -> None:
    column = TextColumn.build(per_record)
    expected = [i for i, strings in enumerate(per_record) if any(needle in s for s in strings)]
    assert positions_of(column.contains(needle), len(per_record)) == expected
    exact = [i for i, strings in enumerate(per_record) if needle in strings]
    assert positions_of(column.equals(needle), len(per_record)) == exact


def test_contains_with_many_matching_values_builds_the_mask_bit_by_bit() -> None:
    per_record = [[f"card {i}"] for i in range(200)]
    column = TextColumn.build(per_record)
    assert positions_of(column.contains("card"), 200) == list(range(200))
    assert positions_of(column.contains("1"), 200) == [i for i in range(200) if "1" in str(i)]


@given(st.lists(st.one_of(st.none(), st.integers(min_value=-3, max_value=8)), min_size=1, max_size=30))
def test_number_comparisons_match_a_scan(values: list[int | None]) -> None:
    column = NumberColumn.build(values)
    for operator, test in (("=", int.__eq__), ("<", int.__lt__), (">=", int.__ge__)):
        expected = [i for i, v in enumerate(values) if v is not None and test(v, 2)]
        assert positions_of(column.compare(operator, 2), len(values)) == expected


def test_an_empty_query_returns_every_card_in_library_order(index: CardIndex) -> None:
    records = index.search("")
    assert [record.position for record in records] == list(range(len(index.records)))
    assert len(records) == 24


def test_cards_without_a_value_sort_last_in_both_directions(index: CardIndex) -> None:
    for direction in ("asc", "desc"):
        records = index.search(f"order:strength dir:{direction}")
        strengths = [record.strength for record in records]
        present = [s for s in strengths if s is not None]
        assert strengths[: len(present)] == sorted(present, reverse=direction == "desc")
        assert all(s is None for s in strengths[len(present) :])


def test_lang_directive_overrides_the_default_language(index: CardIndex) -> None:
    jump = "ジャンプ"  # the Japanese glossary term of jump
    assert [record.id for record in index.search(f"lang:ja o:{jump}", lang="en")] == ["quillon-smoke-step"]
    assert index.search(f"o:{jump}", lang="en") == []
    assert [record.id for record in index.search(f"o:{jump}", lang="ja")] == ["quillon-smoke-step"]


@given(st.lists(st.one_of(st.none(), st.integers(min_value=0, max_value=4)), max_size=30))
def test_ranks_sort_missing_last_and_ties_by_position(values: list[int | None]) -> None:
    from sfbkit.games.super_fantasy_brawl.db.index import ranks

    for descending in (False, True):
        order = sorted(range(len(values)), key=ranks(values, descending).__getitem__)
        present = [p for p in order if values[p] is not None]
        assert order[len(present) :] == [p for p, v in enumerate(values) if v is None]
        expected = sorted(present, key=lambda p: (-values[p] if descending else values[p], p))  # type: ignore[operator]
        assert present == expected


def test_results_read_their_records_only_when_used(index: CardIndex) -> None:
    from sfbkit.games.super_fantasy_brawl.db.index import SearchResults

    results = index.search("order:strength dir:desc")
    assert isinstance(results, SearchResults)
    expected = [index.records[position] for position in results.positions]
    assert list(results) == expected and results == expected and results == tuple(expected)
    assert results[1:3] == expected[1:3] and results[-1] == expected[-1] and len(results) == len(expected)
    assert results != expected[:-1] and results != expected[::-1] and index.search("nothingmatches") == []


def test_a_large_index_orders_dense_and_sparse_results_as_a_stable_sort(index: CardIndex) -> None:
    from sfbkit.games.super_fantasy_brawl.db.index import ORDER_KEYS

    copies = 2100 // index.size + 1  # past the size from which dense results are picked from the ordering
    records = [
        record._replace(position=copy * index.size + record.position, id=f"{record.id}-{copy}")
        for copy in range(copies)
        for record in index.records
    ]
    large = CardIndex(records, index.langs)
    for where in ("", "t:attack", "-t:attack", "kw:push", "strength>=4"):
        for order in ORDER_KEYS:
            for direction in ("asc", "desc"):
                found = large.search(f"{where} order:{order} dir:{direction}")
                matching = list(large.search(where))
                present = [record for record in matching if ORDER_KEYS[order](record) is not None]
                expected = sorted(present, key=ORDER_KEYS[order], reverse=direction == "desc")  # type: ignore[arg-type]
                expected += [record for record in matching if ORDER_KEYS[order](record) is None]
                assert [record.position for record in found] == [record.position for record in expected], (
                    where,
                    order,
                    direction,
                )
