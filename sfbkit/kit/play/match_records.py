"""A driven match's events and answered decisions in the order they happened, as every game's logs show them."""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping, Sequence
from typing import Any

from sfbkit.kit.decision_record import DecisionRecord
from sfbkit.kit.events import Event
from sfbkit.kit.match_log import dump, event_record


def in_order(
    decisions: Sequence[DecisionRecord], events: Sequence[Event]
) -> Iterator[Event | DecisionRecord]:
    """Yields every event and decision in turn: a decision after the events made before it was asked."""
    position = 0
    for record in decisions:
        while position < record.events_before:
            yield events[position]
            position += 1
        yield record
    yield from events[position:]


def jsonl_log(
    header: Mapping[str, Any],
    decisions: Sequence[DecisionRecord],
    events: Sequence[Event],
    footer: Mapping[str, Any],
) -> str:
    """Returns the JSONL log: the header, events and decisions in the order they happened, the footer."""
    lines = [dump(dict(header))]
    for item in in_order(decisions, events):
        lines.append(event_record(item) if isinstance(item, Event) else dump(item.to_json()))
    lines.append(dump(dict(footer)))
    return "\n".join(lines) + "\n"


def text_lines(
    decisions: Sequence[DecisionRecord],
    events: Sequence[Event],
    event_words: Callable[[Event], str],
    decision_words: Callable[[DecisionRecord], str],
) -> list[str]:
    """Returns the readable log's body: each event in words (indented), each answered decision as the game says it."""
    return [
        "  " + event_words(item) if isinstance(item, Event) else decision_words(item)
        for item in in_order(decisions, events)
    ]
