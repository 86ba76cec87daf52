"""The end of a match: the phase ``over``, the winner and the reason a game-over carries, and its ``match_end`` event."""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, Protocol, TypeVar

ReasonT = TypeVar("ReasonT")
ReasonT_contra = TypeVar("ReasonT_contra", contravariant=True)
ReasonT_co = TypeVar("ReasonT_co", covariant=True)


class EndingState(Protocol[ReasonT_contra]):
    """A game's state as the end of its match writes it."""

    @property
    def phase(self) -> str: ...
    @phase.setter
    def phase(self, value: Literal["over"]) -> None: ...
    @property
    def winner(self) -> int | None: ...
    @winner.setter
    def winner(self, value: int | None) -> None: ...
    @property
    def reason(self) -> object: ...
    @reason.setter
    def reason(self, value: ReasonT_contra) -> None: ...


class MatchOver(Protocol[ReasonT_co]):
    """What a game raises when its match ends: the winner (None for a draw) and why."""

    @property
    def winner(self) -> int | None: ...
    @property
    def reason(self) -> ReasonT_co: ...


def end_match(
    state: EndingState[ReasonT], over: MatchOver[ReasonT], emit: Callable[..., object], **tallies: object
) -> None:
    """Writes the end onto the state (phase ``over``, winner, reason) and emits ``match_end`` with the game's tallies."""
    state.phase = "over"
    state.winner = over.winner
    state.reason = over.reason
    emit("match_end", winner=over.winner, reason=over.reason, **tallies)
