"""Scores of look-ahead lines already played from one snapshot, found again by the answers that lead there."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.state import GameState

Line = tuple[str, ...]
"""Answers given since a snapshot."""


class LineScores:
    """Remembers, for one snapshot, the score each finished look-ahead reached and every line it passed through.

    A match's position is fixed by its snapshot and the answers since, and a rollout's default answers depend
    on the position alone: a look-ahead that starts where an earlier one passed plays the rest of it again
    and reaches the same score.
    """

    __slots__ = ("_scores", "_snapshot")

    def __init__(self) -> None:
        self._snapshot: GameState | None = None
        self._scores: tuple[dict[Line, float], dict[Line, float]] = ({}, {})
        """Per team (0 and 1), the score of each line."""

    def start(self, snapshot: GameState) -> None:
        """Forgets every line unless it was played from this snapshot."""
        if snapshot is not self._snapshot:
            self._snapshot = snapshot
            for scores in self._scores:
                scores.clear()

    def get(self, team: int, line: Line) -> float | None:
        """Returns the score a look-ahead along a line reached for a team, or None if none was played."""
        return self._scores[team].get(line)

    def record(self, team: int, line: Line, rollout: list[str], score: float) -> None:
        """Stores a finished look-ahead's score for its line and for each line its rollout passed through."""
        scores = self._scores[team]
        scores[line] = score
        for answer in rollout:
            line += (answer,)
            scores[line] = score
