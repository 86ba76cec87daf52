"""Places the problems the engine finds in a starting position at their keys of a match script."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.scenario import ScenarioProblem


def script_path(problem: ScenarioProblem) -> tuple[str | int, ...]:
    """Returns where a problem lies in a script: under ``setup``, or under ``players`` for the teams."""
    head, *rest = problem.path
    if head == "teams":
        return ("players", rest[0], "champions", *rest[1:]) if rest else ("players",)
    return ("setup", *problem.path)


def script_message(problem: ScenarioProblem) -> str:
    """Returns the problem as ``setup.hands: give one list per player (2), not 1``."""
    return f"{'.'.join(map(str, script_path(problem)))}: {problem.message}"
