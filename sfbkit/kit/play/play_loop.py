"""The one play loop: seats' players answer decisions, each answer re-checked, until an end or the cap."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal, TypeVar

from sfbkit.kit.errors import IllegalDecisionError, SfbkitError
from sfbkit.kit.play.decisions import check_answer
from sfbkit.kit.play.match_protocol import DecidingMatch
from sfbkit.kit.play.player import Player

M = TypeVar("M", bound=DecidingMatch)

MATCH_DECISION_CAP = 200_000
"""A match that has not ended after this many answers is stopped: a loop never hangs."""

StopReason = Literal["over", "capped", "unanswered", "stopped"]
"""Why a loop returned: the match ended, the decision cap was reached, a seat had no player, ``until`` held."""


@dataclass(frozen=True, slots=True)
class PlayOutcome:
    """Where a play loop left a match: why it returned and how many decisions it answered."""

    reason: StopReason
    decisions: int
    seat: int | None = None
    """The seat that had no player (``unanswered``)."""

    @property
    def message(self) -> str:
        """Returns the outcome as one sentence."""
        if self.reason == "capped":
            return f"stopped at {self.decisions} decisions"
        if self.reason == "unanswered":
            return f"seat {self.seat} has no player after {self.decisions} decisions"
        if self.reason == "stopped":
            return f"stopped as asked after {self.decisions} decisions"
        return f"the match is over after {self.decisions} decisions"


def play_match(
    match: M,
    players: Sequence[Player[M] | None],
    *,
    cap: int,
    answer: Callable[[str, str], object] | None = None,
    until: Callable[[M], bool] | None = None,
) -> PlayOutcome:
    """Lets each seat's player answer its decisions until the match ends, ``until`` holds or ``cap`` answers.

    Every answer is checked against the decision before it is applied, through ``answer(option, player
    name)`` when given (a recorder) or ``match.apply``; a seat whose player is None stops the loop.
    """
    count = 0
    while (decision := match.decision) is not None:
        if until is not None and until(match):
            return PlayOutcome("stopped", count)
        if count >= cap:
            return PlayOutcome("capped", count)
        player = players[decision.player]
        if player is None:
            return PlayOutcome("unanswered", count, decision.player)
        option = player.choose(match, decision)
        try:
            check_answer(decision, option)
        except IllegalDecisionError as error:
            raise IllegalDecisionError(
                f"the {player.name} player of seat {decision.player}: {error}"
            ) from None
        if answer is None:
            match.apply(option)
        else:
            answer(option, player.name)
        count += 1
    return PlayOutcome("over", count)


class DecisionCapError(SfbkitError):
    """A match that had not ended when its play loop stopped: ``stopped at N decisions``."""


def play_to_end(
    match: M,
    players: Sequence[Player[M]],
    *,
    cap: int = MATCH_DECISION_CAP,
    answer: Callable[[str, str], object] | None = None,
) -> int:
    """Plays a match to its end as ``play_match`` does; returns the answers given, DecisionCapError at the cap."""
    outcome = play_match(match, players, cap=cap, answer=answer)
    if outcome.reason != "over":
        raise DecisionCapError(outcome.message)
    return outcome.decisions
