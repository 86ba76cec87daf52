"""The kit's search results table: aligned rows, a missing value as an empty cell, then the count of cards."""

from __future__ import annotations

from sfbkit.kit.text.text_table import counted_table, optional_cell


def test_the_rows_are_aligned_and_counted_in_words() -> None:
    rows = [("imp", optional_cell(3)), ("bog-lurker", optional_cell(None))]
    assert counted_table(("id", "hp"), rows, 2).splitlines() == [
        "id          hp",
        "imp         3",
        "bog-lurker",
        "2 cards",
    ]


def test_one_result_is_one_card() -> None:
    assert counted_table(("id",), [("imp",)], 1).splitlines()[-1] == "1 card"
