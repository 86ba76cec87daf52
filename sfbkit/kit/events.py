"""Events: the history of a match. Every state change appends one; their JSON form is stable."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable
from typing import Any, NamedTuple


class Event(NamedTuple):
    """One state change: a kind and plain JSON-able data (hexes as labels).

    A named tuple: the rules make one per state change, look-aheads included, and it is the cheapest
    immutable record.
    """

    kind: str
    data: dict[str, Any]

    def to_json(self) -> dict[str, Any]:
        """Returns the event as a JSON-able mapping with ``kind`` first."""
        return {"kind": self.kind, **self.data}

    def __repr__(self) -> str:
        return f"Event({self.kind!r}, {self.data!r})"


def event_line(event: Event) -> str:
    """Returns the canonical one-line JSON text of an event."""
    return json.dumps(event.to_json(), sort_keys=True, separators=(",", ":"))


def events_hash(events: Iterable[Event]) -> str:
    """Returns the SHA-256 of the canonical JSON lines of an event stream (determinism checks)."""
    digest = hashlib.sha256()
    for event in events:
        digest.update(event_line(event).encode())
        digest.update(b"\n")
    return digest.hexdigest()
