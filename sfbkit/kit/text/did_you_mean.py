"""The hint a misspelt word gets: the closest of the words that were expected."""

from __future__ import annotations

import difflib
from collections.abc import Sequence


def did_you_mean(word: str, choices: Sequence[str]) -> str:
    """Returns `` (did you mean 'x'?)`` naming the choice closest to a misspelt word, or nothing."""
    close = difflib.get_close_matches(word, choices, n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""
