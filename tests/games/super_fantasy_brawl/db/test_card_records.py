"""Card records: ranges, flags and per-language text derived from the card models."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.db.index import CardIndex
from sfbkit.games.super_fantasy_brawl.db.record import hex_distance


def test_hex_distance_counts_steps_on_axial_coordinates() -> None:
    assert [hex_distance(q, r) for q, r in [(0, 0), (1, 0), (0, -1), (1, -1), (1, -2), (0, -3), (2, 1)]] == [
        0,
        1,
        1,
        1,
        2,
        3,
        3,
    ]


def test_ranges_follow_the_targeting_icon(index: CardIndex) -> None:
    by_id = index.by_id
    assert (by_id["tessel-long-shot"].range_min, by_id["tessel-long-shot"].range) == (2, 5)
    assert by_id["quillon-twin-fangs"].range == 1
    assert by_id["tessel-volley"].range == 3
    assert by_id["quillon-parry"].range is None


def test_every_record_has_text_in_every_language(index: CardIndex, library: Library) -> None:
    from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS, card_text

    for record in index.records:
        assert set(record.texts) == set(LANGS)
        assert list(record.texts["ja"]) == card_text(library.cards[record.id], "ja")


def test_records_follow_library_order(index: CardIndex, library: Library) -> None:
    expected = [card for champion in sorted(library.decks) for card in library.decks[champion]]
    assert [record.id for record in index.records] == expected
