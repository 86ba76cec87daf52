"""The greedy Dungeon Command player: one ply of look-ahead on forks, scored by the engine's evaluation."""

from __future__ import annotations

from sfbkit.games.dungeon_command.engine.evaluation import evaluate
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.games.dungeon_command.play.approach import PASSING, closer_steps, deploy_squares, verb
from sfbkit.geometry.square import distance, parse
from sfbkit.kit.play.decisions import Decision

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


def _nearer_step(match: DCMatch, decision: Decision) -> str | None:
    """Returns the step that brings the deciding player's mover nearest an enemy as the crow flies, or None."""
    _, _, where = decision.prompt.partition("@")
    state = match.engine.state
    try:
        mover = state.at(parse(where)) if where else None
    except ValueError:
        return None
    if mover is None or mover.owner != decision.player:
        return None
    enemies = [c.square for c in state.creatures.values() if c.owner != decision.player]
    if not enemies:
        return None
    best: str | None = None
    best_distance = min(distance(mover.square, e) for e in enemies)
    for option_id in decision.ids:
        square = OptionId.parse(option_id).square if verb(option_id) == "step" else None
        if square is not None and (steps := min(distance(square, e) for e in enemies)) < best_distance:
            best, best_distance = option_id, steps
    return best


def search_rollout(match: DCMatch, decision: Decision) -> str:
    """Returns the search player's cheap default answer: a nearer step, else the best-ranked option (no fork)."""
    if decision.kind == "step":
        return _nearer_step(match, decision) or ("stop" if decision.allows("stop") else decision.ids[0])
    if decision.kind == "response" and decision.allows("pass"):
        return "pass"
    return min(decision.ids, key=lambda option_id: _rank(option_id, decision.kind))
