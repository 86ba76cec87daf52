"""The kit's terminal match hands the screen over between people, never to a bot or to the same person."""

from __future__ import annotations

from dataclasses import dataclass, field

from sfbkit.kit.play.decisions import Decision, Option
from sfbkit.kit.play.events import Event
from sfbkit.kit.terminal.terminal_match import play_at_terminal


@dataclass
class Turns:
    """A match of fixed turns: each seat in ``order`` answers one ``go`` decision."""

    order: list[int]
    events: list[Event] = field(default_factory=list)
    answered: int = 0

    @property
    def decision(self) -> Decision | None:
        if self.answered >= len(self.order):
            return None
        return Decision("turn", self.order[self.answered], (Option("go", "go"),), "go?")

    def apply(self, option: str) -> None:
        self.answered += 1


class Go:
    name = "go"

    def choose(self, match: Turns, decision: Decision) -> str:
        return "go"


def _hand_overs(order: list[int], people: set[int]) -> list[int]:
    match = Turns(order)
    handed: list[int] = []
    players = [Go(), Go(), Go()]
    stop = play_at_terminal(
        match,
        players,
        lambda option, _: match.apply(option),
        lambda _: None,
        people=people,
        hand_over=handed.append,
    )
    assert stop is None and match.decision is None
    return handed


def test_two_people_are_handed_the_screen_each_time_it_changes_hands() -> None:
    assert _hand_overs([0, 0, 2, 1, 0, 1, 1], {0, 1}) == [0, 1, 0, 1]


def test_one_person_is_never_handed_the_screen() -> None:
    assert _hand_overs([0, 1, 0, 1], {0}) == []
