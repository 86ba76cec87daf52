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
    tuple of plain values, which names the lengths of its variable parts first.

    The occupied hexes are read as who the occupancy map names at each champion's hex: every entry of the map
    is a champion on its own hex (``Engine.set_hex`` and ``walk`` keep it so), which these values then fix.
    The traps are read as the trap at each printed trap hex, with all traps added only when some lie elsewhere.
    """
    state = match.state
    track, deployment, champions, traps = state.track, state.deployment, state.champions, state.traps
    occupant = state.occupant
    key: list[Hashable] = [
        team,
        state.phase,
        state.winner,
        len(track),
        len(deployment),
        len(champions),
        len(traps),
    ]
    key += (*state.vp, *track, *deployment)
    for c in champions.values():
        here = c.hex
        key += (c.id, here, c.damage, c.levelled, None if here is None else occupant.get(here))
    printed = 0
    for h in match.board.trap_hexes:
        kind = traps.get(h)
        if kind is not None:
            printed += 1
        key.append(kind)
    if printed != len(traps):
        key.append(frozenset(traps.items()))
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
