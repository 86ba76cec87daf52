"""The greedy Dungeon Command player: one ply of look-ahead on forks, scored by the engine's evaluation."""

from __future__ import annotations

from sfbkit.games.dungeon_command.engine.evaluation import evaluate
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.kit.decisions import Decision


class GreedyPlayer:
    """Answers with the option whose resulting position scores best for the deciding player (first on ties)."""

    name = "greedy"

    def choose(self, match: DCMatch, decision: Decision) -> str:
        """Returns the best-scoring legal option id after trying each on a fork."""
        best, best_score = decision.options[0].id, float("-inf")
        for option in decision.options:
            trial = match.fork()
            trial.apply(option.id)
            score = evaluate(trial.engine, decision.player)
            if score > best_score:
                best, best_score = option.id, score
        return best
