"""Cutoff scores of the search player: the evaluation and the exposure term, remembered for the same rules."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.evaluation import evaluate
from sfbkit.games.super_fantasy_brawl.play.exposure import exposure
from sfbkit.games.super_fantasy_brawl.play.position_scores import SCORES_KEPT, PositionKey, position_key


class SearchScores:
    """Scores positions as ``evaluate`` plus ``exposure``, once per distinct position while the rules, board and ruleset stay the same."""

    __slots__ = ("_made_by", "_scores")

    def __init__(self) -> None:
        self._made_by: tuple[object, object, object] | None = None
        self._scores: dict[PositionKey, float] = {}

    def score(self, position: Match, team: int) -> float:
        """Returns ``evaluate`` plus, short of the end, ``exposure``; from memory when the same position was scored."""
        made_by = self._made_by
        if (
            made_by is None
            or made_by[0] is not position.rules
            or made_by[1] is not position.board
            or made_by[2] is not position.engine.ruleset
            or len(self._scores) >= SCORES_KEPT
        ):
            self._made_by = (position.rules, position.board, position.engine.ruleset)
            self._scores.clear()
        key = position_key(position, team)
        score = self._scores.get(key)
        if score is None:
            score = evaluate(position, team)
            if position.state.phase != "over":
                score += exposure(position, team)
            self._scores[key] = score
        return score
