"""The match protocol: what the kit asks of one game's match, step by step (the seam at the state)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol, Self, runtime_checkable

from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.events import Event

MIN_SEATS = 1
MAX_SEATS = 6


class MatchEnd(Protocol):
    """How a match ended, as far as the kit reads it: the winning seat or team, None for a draw."""

    @property
    def winner(self) -> int | None: ...


class DecidingMatch(Protocol):
    """What a play loop and a recorder ask of a match: the pending decision, ``apply`` and the events."""

    @property
    def decision(self) -> Decision | None:
        """The decision the match waits for, or None when it is over."""
        ...

    def apply(self, option_id: str) -> None:
        """Answers the pending decision; IllegalDecisionError unless the id is one of its options."""
        ...

    @property
    def events(self) -> Sequence[Event]:
        """Every event so far, in order."""
        ...


@runtime_checkable
class PlayableMatch(DecidingMatch, Protocol):
    """One match of any game: its seats, the pending decision, ``apply``, events, result, forks and observations."""

    @property
    def seats(self) -> int:
        """How many seats play (from 1 to 6); every decision names one of them as its player."""
        ...

    @property
    def result(self) -> MatchEnd | None:
        """How the match ended, or None while it runs."""
        ...

    def fork(self) -> Self:
        """Returns an independent copy at the same point."""
        ...

    def events_hash(self) -> str:
        """Returns the hash of the event stream (determinism checks)."""
        ...

    def observation(self, seat: int) -> dict[str, Any]:
        """Returns what one seat may know, as plain JSON data: the public state and its own hidden cards only."""
        ...


@runtime_checkable
class DeterminizableMatch(PlayableMatch, Protocol):
    """A match that can stand in for what one seat knows: the kit's search player asks for this."""

    def determinize(self, seat: int, seed: int) -> Self:
        """Returns a copy whose observation for ``seat`` is this match's, the hidden cards redealt from ``seed``.

        Only cards the seat cannot locate move (other seats' hands, decks' orders, face-down pieces) and
        the copy's own random state is reseeded; it plays on legally from there.
        """
        ...

    def side(self, seat: int) -> int:
        """Returns what a result's ``winner`` names when this seat wins: the seat itself, or its team."""
        ...
