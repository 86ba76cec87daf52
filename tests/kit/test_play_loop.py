"""The kit's play loop: every answer re-checked, a cap that stops, seats without players, ``until``."""

from __future__ import annotations

import pytest
from counting_match import CountingMatch, Scripted

from sfbkit.kit.errors import IllegalDecisionError
from sfbkit.kit.play.decision_record import DecisionRecord
from sfbkit.kit.play.decision_recorder import apply_recorded
from sfbkit.kit.play.events import Event
from sfbkit.kit.play.first_player import FirstPlayer
from sfbkit.kit.play.match_protocol import PlayableMatch
from sfbkit.kit.play.play_loop import DecisionCapError, play_match, play_to_end
from sfbkit.kit.play.random_player import RandomPlayer


def test_the_counting_match_meets_the_protocol() -> None:
    assert isinstance(CountingMatch(2, 3), PlayableMatch)


@pytest.mark.parametrize("seats", [1, 2, 3, 6])
def test_a_match_is_played_to_its_end_by_every_seat(seats: int) -> None:
    match = CountingMatch(seats, 12)
    outcome = play_match(match, [RandomPlayer(seat) for seat in range(seats)], cap=100)
    assert (outcome.reason, outcome.decisions) == ("over", 12)
    assert match.result is not None
    assert [e.data["player"] for e in match.events] == [n % seats for n in range(12)]


def test_the_cap_stops_the_loop_with_a_clear_outcome() -> None:
    match = CountingMatch(2, 50)
    outcome = play_match(match, [FirstPlayer(), FirstPlayer()], cap=7)
    assert (outcome.reason, outcome.decisions, outcome.message) == ("capped", 7, "stopped at 7 decisions")
    assert len(match.events) == 7 and match.decision is not None


def test_play_to_end_raises_at_the_cap() -> None:
    with pytest.raises(DecisionCapError, match="stopped at 5 decisions"):
        play_to_end(CountingMatch(2, 50), [FirstPlayer(), FirstPlayer()], cap=5)
    assert play_to_end(CountingMatch(2, 5), [FirstPlayer(), FirstPlayer()], cap=5) == 5


def test_an_illegal_answer_is_refused_before_the_match_sees_it() -> None:
    class Unchecked(CountingMatch):
        """Applies whatever it is given: only the loop's own check stands between it and a bad answer."""

        def apply(self, option_id: str) -> None:
            self.events.append(Event("picked", {"player": -1, "option": option_id}))

    match = Unchecked(2, 4)
    with pytest.raises(IllegalDecisionError, match=r"the cheat player of seat 1: 'z' is not a legal answer"):
        play_match(match, [FirstPlayer(), Scripted(["z"], "cheat")], cap=10)
    assert len(match.events) == 1


def test_a_seat_without_player_stops_the_loop_there() -> None:
    outcome = play_match(CountingMatch(3, 9), [FirstPlayer(), FirstPlayer(), None], cap=10)
    assert (outcome.reason, outcome.decisions, outcome.seat) == ("unanswered", 2, 2)


def test_until_stops_before_the_next_decision() -> None:
    match = CountingMatch(2, 20)
    outcome = play_match(match, [FirstPlayer(), FirstPlayer()], cap=100, until=lambda m: len(m.events) >= 4)
    assert (outcome.reason, outcome.decisions) == ("stopped", 4)


def test_answers_go_through_the_recorder_with_the_player_name() -> None:
    match = CountingMatch(2, 4)
    decisions: list[DecisionRecord] = []
    play_match(
        match,
        [Scripted(["a", "b"], "left"), FirstPlayer()],
        cap=10,
        answer=lambda option, source: apply_recorded(match, decisions, option, source, first_index=1),
    )
    assert [(d.index, d.player, d.option, d.source, d.events_before) for d in decisions] == [
        (1, 0, "a", "left", 0),
        (2, 1, "a", "first", 1),
        (3, 0, "b", "left", 2),
        (4, 1, "a", "first", 3),
    ]


def test_the_recorder_records_nothing_for_an_illegal_answer() -> None:
    match = CountingMatch(2, 4)
    decisions: list[DecisionRecord] = []
    with pytest.raises(IllegalDecisionError):
        apply_recorded(match, decisions, "z", "human", first_index=0)
    assert decisions == [] and match.events == []
    apply_recorded(match, decisions, "b", "human", first_index=0)
    assert decisions[0].index == 0
