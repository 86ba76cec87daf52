"""Event patterns of expectations: a kind (``trap``) or fields to match (``{kind: damage, champion: gorlak}``)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sfbkit.kit.play.events import Event

EventPattern = str | dict[str, Any]
"""An event kind, or a mapping of event fields (``kind`` among them or not) that must all be equal."""

COUNT = "count"
"""The key of a counted pattern that holds the count; it is not matched as an event field."""


def matches(event: Event, pattern: EventPattern) -> bool:
    """Tells whether an event fits a pattern."""
    if isinstance(pattern, str):
        return event.kind == pattern
    data = event.to_json()
    return all(data.get(key) == value for key, value in pattern.items())


def describe(pattern: EventPattern) -> str:
    """Returns a pattern as written in a script, for messages."""
    if isinstance(pattern, str):
        return pattern
    return "{" + ", ".join(f"{k}: {v}" for k, v in pattern.items()) + "}"


def kinds_seen(events: Sequence[Event]) -> str:
    """Returns the kinds of some events, for messages."""
    return ", ".join(event.kind for event in events) or "none"


def counted(pattern: dict[str, Any]) -> dict[str, Any]:
    """Checks that a counted pattern has a ``count`` of at least 0 and some field to match; returns it."""
    count = pattern.get(COUNT)
    if isinstance(count, bool) or not isinstance(count, int) or count < 0:
        raise ValueError(f"give the number of events as 'count: N' (N at least 0), not {count!r}")
    if len(pattern) < 2:
        raise ValueError("give the fields to match beside the count, e.g. {kind: damage, count: 2}")
    return pattern


def without_count(pattern: dict[str, Any]) -> dict[str, Any]:
    """Returns a counted pattern without its count: the fields to match."""
    return {key: value for key, value in pattern.items() if key != COUNT}
