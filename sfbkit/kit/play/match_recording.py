"""A match with its history of answers, for every game: who decided what, and how many events came before each."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import ClassVar, Generic, Self, TypeVar

from sfbkit.kit.play.decision_record import DecisionRecord
from sfbkit.kit.play.decision_recorder import apply_recorded
from sfbkit.kit.play.match_protocol import PlayableMatch
from sfbkit.kit.play.seat_answerers import seat_answerers

S = TypeVar("S")
M = TypeVar("M", bound=PlayableMatch)


@dataclass(slots=True)
class MatchRecording(Generic[S, M]):
    """A running match, the game's setup it started from, and every decision applied through ``apply``."""

    setup: S
    match: M
    decisions: list[DecisionRecord] = field(default_factory=list)
    player_seeds: dict[int, int] = field(default_factory=dict)
    """The seeds of the seeded players (policies), by seat."""
    seat_names: dict[int, str] = field(default_factory=dict)
    """Who plays each seat (``human``, ``greedy``), for seats that may not have answered yet."""

    first_index: ClassVar[int] = 1
    """The index of a match's first decision in the game's log (its numbering)."""

    def players(self) -> list[str]:
        """Returns every seat's answerers as ``seat:name``: those that decided, and the named seats."""
        return seat_answerers(self.decisions, self.seat_names)

    def forked(self) -> Self:
        """Returns a recording of an independent copy of the match, with no answers yet."""
        return type(self)(self.setup, self.match.fork())

    def apply(self, option: str, source: str) -> None:
        """Answers the current decision (IllegalDecisionError if it is not legal) and records it."""
        apply_recorded(self.match, self.decisions, option, source, first_index=self.first_index)
