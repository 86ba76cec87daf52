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
