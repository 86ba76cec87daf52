"""Events: the history of a match. Every state change appends one; their JSON form is stable."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any, NamedTuple


class EventKindClash(ValueError):
    """An event whose data holds a key named ``kind``: it would replace the event's own kind in its JSON."""

    def __init__(self, kind: str) -> None:
        super().__init__(
            f"a {kind!r} event has a data field named 'kind'; the event's kind may not be overwritten"
        )


def _kinded(kind: str, data: dict[str, Any]) -> dict[str, Any]:
    """Returns an event's JSON mapping, ``kind`` first; EventKindClash when its data has a ``kind`` of its own."""
    if "kind" in data:
        raise EventKindClash(kind)
    return {"kind": kind, **data}


class Event(NamedTuple):
    """One state change: a kind and plain JSON-able data (hexes as labels).

    A named tuple: the rules make one per state change, look-aheads included, and it is the cheapest
    immutable record.
    """

    kind: str
    data: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        """Returns the event as a JSON-able mapping with ``kind`` first."""
        return _kinded(self.kind, self.data)

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, {self.data!r})"


_encode = json.JSONEncoder(sort_keys=True, separators=(",", ":")).encode
"""``json.dumps(..., sort_keys=True, separators=(",", ":"))`` without building an encoder per call."""


def event_line(event: Event) -> str:
    """Returns the canonical one-line JSON text of an event."""
    return _encode(_kinded(event.kind, event.data))


def joined_lines(events: list[Event]) -> str:
    """Returns the canonical lines of events, each followed by a newline, serialised in one encoder call.

    The events are encoded as one JSON array, whose items are then separated by ``},{``; the split is
    taken only when that text occurs exactly between the items (no event holds it inside), else each
    event is encoded on its own.
    """
    if not events:
        return ""
    text = _encode([_kinded(event.kind, event.data) for event in events])
    if text.count("},{") == len(events) - 1:
        return text[1:-1].replace("},{", "}\n{") + "\n"
    return "".join([event_line(event) + "\n" for event in events])


def events_hash(events: Iterable[Event]) -> str:
    """Returns the SHA-256 of the canonical JSON lines of an event stream (determinism checks)."""
    return hashlib.sha256(joined_lines(list(events)).encode()).hexdigest()


class EventLines:
    """The canonical lines of a growing event list and their running hash: each event is serialised once.

    ``catch_up`` serialises only the events appended since its last call; a list that was replaced, cut
    or rewritten (its last seen event is not where it was) is serialised again from the start.
    """

    __slots__ = ("_digest", "_events", "_last", "lines")

    def __init__(self) -> None:
        self._events: list[Event] | None = None
        self._last: Event | None = None
        self._digest = hashlib.sha256()
        self.lines: list[str] = []
        """The canonical line of every event seen, in order."""

    def catch_up(self, events: list[Event]) -> list[str]:
        """Returns the lines of ``events``, serialising and hashing only those not seen yet."""
        lines = self.lines
        seen = len(lines)
        if events is not self._events or len(events) < seen or (seen and events[seen - 1] is not self._last):
            self._events = events
            self._digest = hashlib.sha256()
            lines.clear()
            seen = 0
        if len(events) > seen:
            text = joined_lines(events[seen:])
            lines.extend(text[:-1].split("\n"))
            self._digest.update(text.encode())
            self._last = events[-1]
        return lines

    def hexdigest(self, events: list[Event]) -> str:
        """Returns ``events_hash(events)``, serialising only the events not seen yet."""
        self.catch_up(events)
        return self._digest.hexdigest()
