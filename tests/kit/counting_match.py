"""A tiny match for the kit's play tests: seats take turns picking a letter until a fixed number of picks."""

from __future__ import annotations

from typing import Any

from sfbkit.kit.play.decisions import Decision, Option, check_answer
from sfbkit.kit.play.events import Event, events_hash


class CountingResult:
    """Who won: the seat that picked ``b`` most often (the lowest seat on a tie)."""

    def __init__(self, winner: int | None) -> None:
        self.winner = winner


class CountingMatch:
    """Seat ``n % seats`` picks ``a`` or ``b`` at the n-th decision; the match ends after ``length`` picks."""

    def __init__(self, seats: int, length: int) -> None:
        self.seats = seats
        self.length = length
        self.events: list[Event] = []
        self.hands = [[f"card-{seat}-{n}" for n in range(2)] for seat in range(seats)]

    @property
    def decision(self) -> Decision | None:
        picks = len(self.events)
        if picks >= self.length:
            return None
        options = (Option("a", "A"), Option("b", "B"))
        return Decision("pick", picks % self.seats, options)

    def apply(self, option_id: str) -> None:
        decision = self.decision
        check_answer(decision, option_id)
        assert decision is not None
        self.events.append(Event("picked", {"player": decision.player, "option": option_id}))

    @property
    def result(self) -> CountingResult | None:
        if self.decision is not None:
            return None
        counts = [
            sum(1 for e in self.events if e.data == {"player": s, "option": "b"}) for s in range(self.seats)
        ]
        return CountingResult(counts.index(max(counts)))

    def fork(self) -> CountingMatch:
        copy = CountingMatch(self.seats, self.length)
        copy.events = list(self.events)
        return copy

    def events_hash(self) -> str:
        return events_hash(self.events)

    def observation(self, seat: int) -> dict[str, Any]:
        return {"picks": [e.to_json() for e in self.events], "hand": list(self.hands[seat])}


class Scripted:
    """Answers from a fixed list, whatever is asked."""

    def __init__(self, answers: list[str], name: str = "scripted") -> None:
        self.answers = iter(answers)
        self.name = name

    def choose(self, match: object, decision: Decision) -> str:
        return next(self.answers)
