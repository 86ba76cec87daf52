"""The kit's part of an observation: seats checked, and the pending decision as one seat sees it."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from sfbkit.kit.play.decisions import Decision, Option
from sfbkit.kit.play.seat_observation import check_seat, observed_decision, seat_piles


def _decision(player: int) -> Decision:
    return Decision("target", player, (Option("target:a", "A"), Option("target:b", "B")))


def test_only_the_deciding_seat_sees_the_options() -> None:
    assert observed_decision(_decision(1), 1) == {
        "player": 1,
        "kind": "target",
        "options": ["target:a", "target:b"],
    }
    assert observed_decision(_decision(1), 0) == {"player": 1, "kind": "target"}


def test_no_decision_or_no_seats_decision_is_none() -> None:
    assert observed_decision(None, 0) is None
    assert observed_decision(_decision(-1), 0) is None


def test_a_seat_outside_the_match_is_refused() -> None:
    check_seat(2, 3)
    with pytest.raises(ValueError, match="seat 3 is not at this match; seats: 0 to 2"):
        check_seat(3, 3)
    with pytest.raises(ValueError):
        check_seat(-1, 3)


def test_a_hidden_pile_shows_its_size_and_a_public_one_its_cards() -> None:
    owner = SimpleNamespace(deck=["a", "b"], hand=("c",), discard=("d", "e"))
    piles = seat_piles(owner, hidden=("deck", "hand"), public=("discard",))
    assert piles == {"deck": 2, "hand": 1, "discard": ["d", "e"]}
    assert list(piles) == ["deck", "hand", "discard"]
