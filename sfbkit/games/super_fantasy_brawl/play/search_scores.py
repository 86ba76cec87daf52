"""Cutoff scores of the search player: the evaluation, challenge prospects and exposure, remembered for the same rules."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.challenge_prospects import challenge_prospects
from sfbkit.games.super_fantasy_brawl.play.evaluation import evaluate
from sfbkit.games.super_fantasy_brawl.play.exposure import exposure
from sfbkit.games.super_fantasy_brawl.play.position_scores import SCORES_KEPT, PositionKey, position_key


class SearchScores:
    """Scores positions as ``evaluate`` with ``challenge_prospects`` for the challenges met, plus ``exposure``, once per
    distinct position and turn while the rules, board and ruleset stay the same."""

    __slots__ = ("_made_by", "_scores")

    def __init__(self) -> None:
        self._made_by: tuple[object, object, object] | None = None
        self._scores: dict[tuple[PositionKey, int, int, int], float] = {}

    def score(self, position: Match, team: int) -> float:
        """Returns ``evaluate``, or short of the end ``evaluate`` without the challenges met plus ``challenge_prospects``
        and ``exposure``; from memory when the same position was scored at the same turn with the same cores ready."""
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
        state = position.state
        acting = state.active_player
        key = (
            position_key(position, team),
            state.turn_index,
            acting,
            sum(state.players[acting].ready.values()),
        )
        score = self._scores.get(key)
        if score is None:
            if state.phase == "over":
                score = evaluate(position, team)
            else:
                score = (
                    evaluate(position, team, met_challenges=False)
                    + challenge_prospects(position, team)
                    + exposure(position, team)
                )
            self._scores[key] = score
        return score
