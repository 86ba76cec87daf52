"""How many terminal columns text takes: wide East Asian characters take two."""

from __future__ import annotations

import unicodedata


def display_width(text: str) -> int:
    """Returns how many terminal columns ``text`` takes (wide East Asian characters take two)."""
    if text.isascii():
        return len(text)
    return sum(2 if unicodedata.east_asian_width(char) in "WF" else 1 for char in text)
