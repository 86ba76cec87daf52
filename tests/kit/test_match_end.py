"""The end of a match written onto a game's state: the phase over, the winner and the reason."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from sfbkit.kit.play.match_end import mark_over

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


def test_the_state_is_over_with_the_winner_and_the_reason() -> None:
    state = _State()
    mark_over(state, _Over(2, "target"))
    assert (state.phase, state.winner, state.reason) == ("over", 2, "target")
    mark_over(state, _Over(None, "round_limit"))
    assert (state.winner, state.reason) == (None, "round_limit")
