"""The event log a seat may read while a match runs: the text log with the match seed held back."""

from __future__ import annotations

from collections.abc import Iterable

from sfbkit.games.super_fantasy_brawl.play.text_log import text_log_lines
from sfbkit.kit.play.events import Event

SEEDED_KINDS = frozenset({"match_start", "scenario"})
"""Events that state the match seed, from which every shuffle (so every hidden hand) follows."""

HIDDEN_SEED = "hidden until the match ends"
"""What a seat that does not hold every hand reads in place of the seed."""


def visible_log_lines(events: Iterable[Event], reveal_seed: bool) -> list[str]:
    """Returns the text log lines, the seed replaced by ``HIDDEN_SEED`` unless ``reveal_seed``."""
    if reveal_seed:
        return text_log_lines(events)
    return text_log_lines(
        Event(event.kind, {**event.data, "seed": HIDDEN_SEED}) if event.kind in SEEDED_KINDS else event
        for event in events
    )
