"""CSV cells a spreadsheet opens safely: no formula starts, no control characters but line breaks."""

from __future__ import annotations

from sfbkit.kit.problems import printable

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")
"""First characters that make a spreadsheet read a cell as a formula."""


def spreadsheet_safe(cell: object) -> object:
    """Returns a text cell with a leading quote if a spreadsheet would take it for a formula, control characters
    but line breaks escaped; other cells as they are."""
    if not isinstance(cell, str):
        return cell
    return printable("'" + cell if cell.startswith(FORMULA_STARTS) else cell)
