"""A deck beside its table (BW §4): one line per row, the allowed range or cap next to the deck's count."""

from __future__ import annotations

from sfbkit.games.blood_wars.content.deck import Deck
from sfbkit.games.blood_wars.content.deck_table import TABLE_ROWS, DeckTable
from sfbkit.games.blood_wars.content.deck_tally import DeckTally
from sfbkit.kit.text.text_table import aligned_table


def table_lines(deck: Deck, table: DeckTable, counted: DeckTally) -> list[str]:
    """Returns the heading, then each row of the table's column for the deck's size with the deck's value.

    A deck of a size the table has no column for is shown with its counts alone.
    """
    rows = table.rows(deck.size)
    size = f"{deck.size} cards" + (
        "" if rows is not None else f" (table {table.id} has no {deck.size}-card column)"
    )
    lines = [f"{deck.name} ({deck.id}): {size}, table {table.id}"]
    cells: list[tuple[str, str, str, str]] = []
    for row in TABLE_ROWS:
        value = counted.rows.get(row, 0)
        if rows is None:
            cells.append((row, "", str(value), ""))
            continue
        limit = getattr(rows, row)
        if isinstance(limit, int):
            allowed, fits = f"<= {limit}", value <= limit
        else:
            allowed, fits = f"{limit[0]}-{limit[1]}", limit[0] <= value <= limit[1]
        cells.append((row, allowed, str(value), "" if fits else "over" if value > _high(limit) else "under"))
    lines += aligned_table(("row", "allowed", "deck", ""), cells)
    return lines


def _high(limit: int | list[int]) -> int:
    return limit if isinstance(limit, int) else limit[1]
