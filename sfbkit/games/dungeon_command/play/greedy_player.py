"""The greedy Dungeon Command player: one ply of look-ahead on forks, scored by the engine's evaluation."""

from __future__ import annotations

from sfbkit.games.dungeon_command.engine.evaluation import evaluate
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.play.approach import PASSING, closer_steps, deploy_squares, verb
from sfbkit.kit.decisions import Decision

RANK: dict[str, int] = {"attack": 0, "collect": 1}
"""How the greedy player breaks a tie between equal scores: an attack first, then collecting treasure."""
ACTING = 2
"""The rank of any other option that acts."""
PASSING_RANK = 3
"""The rank of an option that passes (ends, stops, is done): taken only when nothing scores better."""


class GreedyPlayer:
    """Answers with the option whose resulting position scores best for the deciding player.

    Equal scores go to an attack, then to collecting, then to any other action, then to passing; its own
    creature's steps head for the nearest enemy, and each creature it may deploy is tried on one square only,
    the nearest to the enemy.
    """

    name = "greedy"

    def choose(self, match: DCMatch, decision: Decision) -> str:
        """Returns the best legal option id: the closest step of a move, else the best-scoring option."""
        if decision.kind == "step":
            closer = closer_steps(match, decision)
            if closer:
                return min(closer)[1]
            if closer is not None and decision.allows("stop"):
                return "stop"
        candidates = deploy_squares(match, decision) if decision.kind == "deploy" else decision.ids
        best, best_key = candidates[0], (float("-inf"), 0)
        for option_id in candidates:
            trial = match.fork()
            trial.apply(option_id)
            key = (evaluate(trial.engine, decision.player), -_rank(option_id, decision.kind))
            if key > best_key:
                best, best_key = option_id, key
        return best


def _rank(option_id: str, kind: str) -> int:
    name = verb(option_id)
    if name == "pass" and kind == "response":
        return ACTING  # DC §5.3: a window closes only when passed; an untapped repeatable power never ends it
    if name in PASSING:
        return PASSING_RANK
    return RANK.get(name, ACTING)
