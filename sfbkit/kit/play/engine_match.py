"""The face a generator engine's match shares with every other: its pending decision, state, seats and events."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Generic, Protocol, TypeVar

from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.events import Event


class MatchState(Protocol):
    """What the kit reads of a game's state: its seats' players and its event log."""

    events: list[Event]

    @property
    def players(self) -> Sequence[object]: ...


StateT = TypeVar("StateT", bound=MatchState)
StateT_co = TypeVar("StateT_co", bound=MatchState, covariant=True)


class StateEngine(Protocol[StateT_co]):
    """An engine as its match reads it: the state it changes, and who is told of each new event."""

    observer: Callable[[Event], None] | None

    @property
    def state(self) -> StateT_co: ...


class EngineMatch(Generic[StateT]):
    """A match driven by a generator engine: the pending decision (None once over), the state and its events."""

    __slots__ = ()

    engine: StateEngine[StateT]
    _decision: Decision | None

    @property
    def decision(self) -> Decision | None:
        """The decision the match waits for, or None when it is over."""
        return self._decision

    @property
    def over(self) -> bool:
        """Tells whether the match has ended."""
        return self._decision is None

    @property
    def state(self) -> StateT:
        """The match state (read it; change it only through ``apply``)."""
        return self.engine.state

    @property
    def seats(self) -> int:
        """How many players sit at the match."""
        return len(self.engine.state.players)

    @property
    def events(self) -> list[Event]:
        """Every event so far."""
        return self.engine.state.events

    def observe(self, callback: Callable[[Event], None] | None) -> None:
        """Calls ``callback`` after every new event (for invariant checks and live views); None stops it."""
        self.engine.observer = callback
