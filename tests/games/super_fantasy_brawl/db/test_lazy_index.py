"""A cached index and library: unpickling them reads no column, rank list, record or model until it is used."""

from __future__ import annotations

import pickle

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.library_entry import library_entry, library_of_entry
from sfbkit.games.super_fantasy_brawl.db.index import CardIndex
from sfbkit.games.super_fantasy_brawl.db.record import RecordSequence
from sfbkit.kit.cache.pickled_mapping import PickledMapping


def _cached(index: CardIndex) -> CardIndex:
    copy = pickle.loads(pickle.dumps(index, protocol=pickle.HIGHEST_PROTOCOL))
    assert isinstance(copy, CardIndex)
    return copy


def _unpickled(mapping: object) -> frozenset[str]:
    assert isinstance(mapping, PickledMapping)
    return mapping.unpickled


def test_a_query_unpickles_its_column_and_the_records_it_found(index: CardIndex) -> None:
    cached = _cached(index)
    found = list(cached.search("kw:push"))
    assert found == list(index.search("kw:push")) and found
    assert _unpickled(cached.text) == {"keyword"}
    assert _unpickled(cached.rules) == frozenset() and _unpickled(cached.numbers) == frozenset()
    assert _unpickled(cached.ranks) == frozenset() and _unpickled(cached.ranks_descending) == frozenset()
    assert isinstance(cached.records, RecordSequence) and cached.records.rebuilt == len(found)


def test_an_ordered_query_unpickles_the_one_rank_list_it_sorts_by(index: CardIndex) -> None:
    cached = _cached(index)
    assert [record.id for record in cached.search("str>=2 order:name dir:desc")] == [
        record.id for record in index.search("str>=2 order:name dir:desc")
    ]
    assert _unpickled(cached.numbers) == {"strength"}
    assert _unpickled(cached.ranks_descending) == {"name"} and _unpickled(cached.ranks) == frozenset()


def test_a_cached_library_unpickles_only_the_champion_asked_for(library: Library) -> None:
    entry = pickle.loads(pickle.dumps(library_entry(library), protocol=pickle.HIGHEST_PROTOCOL))
    cached = library_of_entry(library.root, entry)
    assert cached is not None
    champion = next(iter(library.champions))
    assert cached.champions[champion] == library.champions[champion]
    assert _unpickled(cached.champions) == {champion} and _unpickled(cached.cards) == frozenset()
    assert dict(cached.cards) == dict(library.cards)
