"""Who won, in words: a seat by its side's name, or a draw."""

from __future__ import annotations

from sfbkit.kit.text.winner_words import winner_words


def test_a_winner_is_named_by_seat_and_no_winner_is_a_draw() -> None:
    assert winner_words(1) == "player 1 wins"
    assert winner_words(0, "team") == "team 0 wins"
    assert winner_words(None) == "a draw"
