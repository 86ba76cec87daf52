"""Where a bot's creature heads: the steps of a movement that bring it closer to the nearest enemy (DC §2, §6)."""

from __future__ import annotations

from collections import deque

from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.geometry.square import Square, parse
from sfbkit.kit.play.decisions import Decision

PASSING: frozenset[str] = frozenset({"end", "end-phase", "done", "pass", "stop"})
"""Verbs that give up a chance to act: ending an activation or phase, deploying no more, passing, stopping."""


def verb(option_id: str) -> str:
    """Returns the verb of an option id (``attack`` of ``attack:0``)."""
    return option_id.split(":", 1)[0].split("@", 1)[0]


def walking_distances(eng: Engine, player: int) -> dict[Square, int]:
    """Returns each reachable square's count of steps to the nearest enemy of ``player``, around walls."""
    board = eng.board
    frontier = deque(c.square for c in eng.state.creatures.values() if c.owner != player)
    found = dict.fromkeys(frontier, 0)
    while frontier:
        square = frontier.popleft()
        for near in board.adjacent[square]:
            if near not in found and board.kinds[near] != "wall":
                found[near] = found[square] + 1
                frontier.append(near)
    return found


def closer_steps(match: DCMatch, decision: Decision) -> list[tuple[int, str]] | None:
    """Returns (steps left to an enemy, option id) for each step that gets the deciding player's mover closer.

    None when the step decision is not about one of the deciding player's creatures, or it has no enemy
    to head for.
    """
    eng = match.engine
    _, _, where = decision.prompt.partition("@")
    try:
        mover = eng.state.at(parse(where)) if where else None
    except ValueError:
        return None
    if mover is None or mover.owner != decision.player:
        return None
    distances = walking_distances(eng, decision.player)
    here = distances.get(mover.square)
    if here is None:
        return None
    closer: list[tuple[int, str]] = []
    for option in decision.options:
        if verb(option.id) != "step":
            continue
        square = OptionId.parse(option.id).square
        left = distances.get(square) if square is not None else None
        if left is not None and left < here:
            closer.append((left, option.id))
    return closer


def deploy_squares(match: DCMatch, decision: Decision) -> tuple[str, ...]:
    """Returns the deploy decision's options with one square per creature: the one nearest an enemy (or the far edge)."""
    eng = match.engine
    distances = walking_distances(eng, decision.player)
    toward_far_edge = 1 if decision.player == eng.state.first else -1
    best: dict[str, tuple[int, str]] = {}
    order: list[tuple[str, str]] = []
    for option in decision.options:
        parsed = OptionId.parse(option.id)
        if parsed.verb != "deploy" or parsed.square is None:
            order.append(("option", option.id))
            continue
        row = parsed.square[1]
        score = distances.get(parsed.square, 10_000) if distances else -toward_far_edge * row
        if parsed.arg not in best:
            order.append(("creature", parsed.arg))
            best[parsed.arg] = (score, option.id)
        elif score < best[parsed.arg][0]:
            best[parsed.arg] = (score, option.id)
    return tuple(best[name][1] if kind == "creature" else name for kind, name in order)
