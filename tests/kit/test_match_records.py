"""A driven match's events and decisions come out in the order they happened, in every log the kit writes."""

from __future__ import annotations

import json

from sfbkit.kit.decision_record import DecisionRecord
from sfbkit.kit.events import Event
from sfbkit.kit.play.match_records import in_order, jsonl_log, text_lines

EVENTS = [Event("a", {"n": 1}), Event("b", {}), Event("c", {}), Event("d", {})]
DECISIONS = [DecisionRecord(0, 0, "pick", "x", "script", 1), DecisionRecord(1, 1, "pick", "y", "first", 3)]


def test_a_decision_comes_after_the_events_made_before_it_was_asked() -> None:
    order = [item.kind if isinstance(item, Event) else item.option for item in in_order(DECISIONS, EVENTS)]
    assert order == ["a", "x", "b", "c", "y", "d"]


def test_the_jsonl_log_is_header_records_in_order_and_footer() -> None:
    lines = jsonl_log({"type": "header"}, DECISIONS, EVENTS, {"type": "footer"}).splitlines()
    types = [json.loads(line)["type"] for line in lines]
    assert types == ["header", "event", "decision", "event", "event", "decision", "event", "footer"]
    assert json.loads(lines[1])["event"] == {"kind": "a", "n": 1}


def test_the_text_lines_indent_events_and_let_the_game_word_decisions() -> None:
    lines = text_lines(DECISIONS[:1], EVENTS[:2], lambda e: e.kind.upper(), lambda d: f"> {d.option}")
    assert lines == ["  A", "> x", "  B"]
