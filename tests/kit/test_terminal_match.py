"""The kit's terminal match: each event is shown once, in order, and a quit or an ended input stops it where it is."""

from __future__ import annotations

from typing import Any

import pytest
from counting_match import CountingMatch, Scripted

from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.events import Event
from sfbkit.kit.terminal.interactive_player import QuitMatch
from sfbkit.kit.terminal.terminal_match import INTERRUPTED, play_at_terminal


class Stopping:
    """Answers ``a`` until its turn ``at``, then stops the match as a person would."""

    name = "human"

    def __init__(self, at: int, stop: BaseException) -> None:
        self.at = at
        self.stop = stop
        self.asked = 0

    def choose(self, match: Any, decision: Decision) -> str:
        self.asked += 1
        if self.asked > self.at:
            raise self.stop
        return "a"


def test_every_event_is_shown_once_in_order_to_the_end() -> None:
    match = CountingMatch(2, 5)
    shown: list[Event] = []
    stop = play_at_terminal(
        match, [Scripted(["a"] * 3), Scripted(["b"] * 2)], lambda o, s: match.apply(o), shown.append
    )
    assert stop is None
    assert shown == match.events and len(shown) == 5


@pytest.mark.parametrize(("raised", "why"), [(QuitMatch(), "you quit"), (EOFError(), INTERRUPTED)])
def test_a_stop_is_told_apart_and_the_events_before_it_are_shown(raised: BaseException, why: str) -> None:
    match = CountingMatch(2, 9)
    shown: list[Event] = []
    stop = play_at_terminal(
        match, [Stopping(2, raised), Scripted(["b"] * 5)], lambda o, s: match.apply(o), shown.append
    )
    assert stop == why
    assert len(shown) == len(match.events) == 4
