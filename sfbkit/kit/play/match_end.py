"""The end of a match on a game's state: the phase ``over``, the winner and the reason a game-over carries."""

from __future__ import annotations

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


def mark_over(state: EndingState[ReasonT], over: MatchOver[ReasonT]) -> None:
    """Writes the end of the match onto the state: its phase ``over``, the winner and the reason."""
    state.phase = "over"
    state.winner = over.winner
    state.reason = over.reason
