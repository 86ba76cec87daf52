"""The end of a match written onto a game's state (the phase over, the winner, the reason) and its event."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from sfbkit.kit.play.match_end import end_match

Reason = Literal["target", "round_limit"]


@dataclass
class _State:
    phase: Literal["setup", "turn", "over"] = "turn"
    winner: int | None = None
    reason: Reason | None = None


class _Over(Exception):
    def __init__(self, winner: int | None, reason: Reason) -> None:
        super().__init__(reason)
        self.winner = winner
        self.reason = reason


def test_the_state_is_over_and_the_event_names_the_winner_the_reason_then_the_tallies() -> None:
    state = _State()
    events: list[tuple[str, dict[str, Any]]] = []

    def emit(kind: str, **data: Any) -> None:
        events.append((kind, data))

    end_match(state, _Over(2, "target"), emit, vp=[1, 4, 9], round=7)
    assert (state.phase, state.winner, state.reason) == ("over", 2, "target")
    assert events == [("match_end", {"winner": 2, "reason": "target", "vp": [1, 4, 9], "round": 7})]
    assert list(events[0][1]) == ["winner", "reason", "vp", "round"]
    end_match(state, _Over(None, "round_limit"), emit)
    assert (state.winner, state.reason) == (None, "round_limit")
