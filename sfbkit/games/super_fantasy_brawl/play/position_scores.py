"""Position scores remembered per match: ``evaluate`` once for each position the look-ahead reaches."""

from __future__ import annotations

from collections.abc import Hashable

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.evaluation import evaluate

PositionKey = tuple[Hashable, ...]

SCORES_KEPT = 8192
"""Most positions remembered at once; the memory is emptied when it is full."""


def position_key(match: Match, team: int) -> PositionKey:
    """Returns, as one hashable value, the team and everything of the state that ``evaluate`` reads.

    That is the phase and winner, the VP, the challenge track, the deployment areas, each champion's hex,
    damage and side, the occupied hexes and the traps (what the challenge conditions can look at). One flat
    tuple, which names the lengths of its variable parts first.
    """
    state = match.state
    track, deployment, champions = state.track, state.deployment, state.champions
    key: list[Hashable] = [team, state.phase, state.winner, len(track), len(deployment), len(champions)]
    key += (*state.vp, *track, *deployment)
    for c in champions.values():
        key += (c.id, c.hex, c.damage, c.levelled)
    key.append(frozenset(state.occupant.items()))
    key.append(frozenset(state.traps.items()))
    return tuple(key)


class PositionScores:
    """Scores positions as ``evaluate`` does, computing each distinct position of one match only once."""

    __slots__ = ("_match", "_scores")

    def __init__(self) -> None:
        self._match: Match | None = None
        self._scores: dict[PositionKey, float] = {}

    def start(self, match: Match) -> None:
        """Forgets every score unless they were taken in this match (or its forks)."""
        if match is not self._match or len(self._scores) >= SCORES_KEPT:
            self._match = match
            self._scores.clear()

    def score(self, position: Match, team: int) -> float:
        """Returns ``evaluate(position, team)``, from memory when the same position was scored before."""
        key = position_key(position, team)
        score = self._scores.get(key)
        if score is None:
            score = self._scores[key] = evaluate(position, team)
        return score
