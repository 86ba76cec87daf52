"""A match with its history of answers: who decided what, and which events came before each decision."""

from __future__ import annotations

from dataclasses import dataclass, field

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.kit.decision_record import DecisionRecord
from sfbkit.kit.play.decision_recorder import apply_recorded
from sfbkit.kit.play.seat_answerers import seat_answerers


@dataclass(slots=True)
class Recording:
    """A running match, its spec, and every decision applied through ``apply``."""

    spec: MatchSpec
    match: Match
    decisions: list[DecisionRecord] = field(default_factory=list)
    player_seeds: dict[int, int] = field(default_factory=dict)
    """The seeds of the seeded players (policies), by seat."""
    seat_names: dict[int, str] = field(default_factory=dict)
    """Who plays each seat (``human``, ``greedy``), for seats that may not have answered yet."""

    def players(self) -> list[str]:
        """Returns every seat's answerers as ``seat:name``: those that decided, and the named seats."""
        return seat_answerers(self.decisions, self.seat_names)

    def forked(self) -> Recording:
        """Returns a recording of an independent copy of the match, with no answers yet."""
        return Recording(self.spec, self.match.fork())

    def apply(self, option: str, source: str) -> None:
        """Answers the current decision (IllegalDecisionError if not legal) and records it, counting from 1."""
        apply_recorded(self.match, self.decisions, option, source, first_index=1)
