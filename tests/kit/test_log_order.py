"""A driven match's events and decisions come out in the order they happened, in every log the kit writes."""

from __future__ import annotations

import json

from sfbkit.kit.play.decision_record import DecisionRecord
from sfbkit.kit.play.events import Event, event_line
from sfbkit.kit.play.log_writer import footer_record, log_text, stretches

EVENTS = [Event("a", {"n": 1}), Event("b", {}), Event("c", {}), Event("d", {})]
DECISIONS = [DecisionRecord(0, 0, "pick", "x", "script", 1), DecisionRecord(1, 1, "pick", "y", "first", 3)]


def test_a_decision_comes_after_the_events_made_before_it_was_asked() -> None:
    order: list[str] = []
    for before, record in stretches(DECISIONS, EVENTS):
        order.extend(event.kind for event in before)
        if record is not None:
            order.append(record.option)
    assert order == ["a", "x", "b", "c", "y", "d"]


def test_the_jsonl_log_is_header_records_in_order_and_footer() -> None:
    lines = [event_line(event) for event in EVENTS]
    text = log_text({"type": "header"}, lines, DECISIONS, {"type": "footer"})
    records = [json.loads(line) for line in text.splitlines()]
    types = [record["type"] for record in records]
    assert types == ["header", "event", "decision", "event", "event", "decision", "event", "footer"]
    assert records[1]["event"] == {"kind": "a", "n": 1}


class _Over:
    """A finished match of four events, as the footer reads it."""

    result = object()
    events = EVENTS

    def events_hash(self) -> str:
        return "e" * 64


def test_a_footer_states_the_final_state_hash_only_when_the_game_gives_one() -> None:
    stated = footer_record(_Over(), DECISIONS, {"winner": 0}, "s" * 64)  # type: ignore[arg-type]
    unstated = footer_record(_Over(), DECISIONS, {"winner": 0}, None)  # type: ignore[arg-type]
    assert stated["state_hash"] == "s" * 64
    assert "state_hash" not in unstated
    assert unstated["answers"] == {"0:script": 1, "1:first": 1}
