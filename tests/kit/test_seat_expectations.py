"""The kit's per-seat expectation checks: null skips a seat, a missing seat is named, piles compare as written."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from sfbkit.kit.scripts.expect_keys import (
    Check,
    Probe,
    flow,
    per_seat_count,
    per_seat_names,
    per_seat_pile,
    top_first,
)


def _probe(*players: dict[str, Any]) -> Probe:
    match = SimpleNamespace(state=SimpleNamespace(players=[SimpleNamespace(**p) for p in players]))
    return Probe(match, ())


def _found(check: Check, probe: Probe, want: Any) -> list[tuple[tuple[str | int, ...], str]]:
    return list(check(probe, want))


PROBE = _probe({"deck": ["c", "b", "a"], "morale": 5}, {"deck": ["x"], "morale": 0})


def test_a_deck_is_written_top_first_and_compared_in_order() -> None:
    deck = per_seat_pile(lambda p: top_first(p.deck), "deck", ordered=True)
    assert _found(deck, PROBE, [["a", "b", "c"], None]) == []
    assert _found(deck, PROBE, [["c", "b", "a"], 1]) == [
        ((0,), "expected player 0's deck to be [c, b, a] (in this order), found [a, b, c]")
    ]


def test_a_number_is_a_pile_size_and_null_skips_a_seat() -> None:
    hand = per_seat_pile(lambda p: p.deck, "hand", ordered=False)
    assert _found(hand, PROBE, [None, 2]) == [((1,), "expected 2 in player 1's hand, found 1: [x]")]
    assert _found(hand, PROBE, [["a", "c", "b"], None]) == []


def test_a_seat_the_match_does_not_have_is_named() -> None:
    morale = per_seat_count(lambda p: p.morale, "morale")
    assert _found(morale, PROBE, [5, None, 3]) == [((2,), "there is no player 2 (the match has 2)")]
    assert _found(morale, PROBE, [4, 0]) == [((0,), "expected player 0's morale 4, found 5")]


def test_ids_a_per_seat_value_names_are_located() -> None:
    assert per_seat_names("card")([["a"], 3, ["b", "c"]]) == [
        ((0, 0), "a", "card"),
        ((2, 0), "b", "card"),
        ((2, 1), "c", "card"),
    ]


def test_a_mapping_is_written_in_flow_style() -> None:
    assert flow({"h2": [1, None], "e5": {"seat": 0}}) == "{h2: [1, null], e5: {seat: 0}}"
