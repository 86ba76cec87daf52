"""A tiny match for the search's final choice: seat 0 takes a sure 0.8 or a gamble decided by a second answer."""

from __future__ import annotations

from sfbkit.kit.play.decisions import Decision, Option
from tests.kit.counting_match import CountingResult

LOSING = tuple(f"lose-{n}" for n in range(3))


class GambleMatch:
    """Seat 0 answers ``sure`` (the match stops unfinished, for ``sure_worth`` to score) or ``gamble``; then ``chooser``
    picks ``win`` (seat 0 wins) or a losing answer."""

    seats = 2

    def __init__(self, chooser: int) -> None:
        self.chooser = chooser
        self.answers: list[str] = []

    @property
    def decision(self) -> Decision | None:
        if not self.answers:
            return Decision("first", 0, (Option("sure", "Sure"), Option("gamble", "Gamble")))
        if self.answers == ["gamble"]:
            options = tuple(Option(answer, answer) for answer in ("win", *LOSING))
            return Decision("second", self.chooser, options)
        return None

    def apply(self, option_id: str) -> None:
        decision = self.decision
        assert decision is not None and option_id in decision.ids
        self.answers.append(option_id)

    @property
    def result(self) -> CountingResult | None:
        if self.decision is not None:
            return None
        if self.answers == ["sure"]:
            return None
        return CountingResult(0 if self.answers[-1] == "win" else 1)

    def fork(self) -> GambleMatch:
        copy = GambleMatch(self.chooser)
        copy.answers = list(self.answers)
        return copy

    def determinize(self, seat: int, seed: int) -> GambleMatch:
        return self.fork()

    def side(self, seat: int) -> int:
        return seat


def sure_worth(match: GambleMatch, seat: int) -> float:
    """Scores the unfinished match that ``sure`` leaves: 0.8 for seat 0, 0.2 for seat 1."""
    return 0.8 if seat == 0 else 0.2
