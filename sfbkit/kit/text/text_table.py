"""Aligned text tables for the terminal, as search results are shown."""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.kit.problems import one_line
from sfbkit.kit.text.text_width import display_width


def aligned_table(headings: Sequence[str], rows: Sequence[Sequence[str]]) -> list[str]:
    """Returns the headings and rows as lines of columns padded to one width, cells kept on one line."""
    shown = [tuple(headings), *(tuple(one_line(cell) for cell in row) for row in rows)]
    widths = [max(display_width(row[column]) for row in shown) for column in range(len(headings))]
    return [
        "  ".join(
            cell + " " * (width - display_width(cell)) for cell, width in zip(row, widths, strict=True)
        ).rstrip()
        for row in shown
    ]


def counted_table(headings: Sequence[str], rows: Sequence[Sequence[str]], count: int) -> str:
    """Returns the aligned table of search results followed by their count: ``3 cards``."""
    lines = aligned_table(headings, rows)
    lines.append(f"{count} card" if count == 1 else f"{count} cards")
    return "\n".join(lines)


def optional_cell(value: object) -> str:
    """Returns a table cell for a value that may be missing: empty for None, else its text."""
    return "" if value is None else str(value)
