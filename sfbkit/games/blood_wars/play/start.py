"""Starts the match a script or a log describes: from setup (BW §5) or from a scenario position (BW §16, §18)."""

from __future__ import annotations

from pydantic import ValidationError

from sfbkit.games.blood_wars.content.position import Position
from sfbkit.games.blood_wars.engine.definitions import Definitions
from sfbkit.games.blood_wars.engine.match import BWMatch, new_match
from sfbkit.games.blood_wars.engine.scenario import new_scenario
from sfbkit.games.blood_wars.play.run import MatchSetup
from sfbkit.kit.errors import UsageError


def start_match(defs: Definitions, setup: MatchSetup) -> BWMatch:
    """Returns the match of a setup; raises UsageError naming an unknown id or a bad position."""
    if setup.scenario is None:
        return new_match(defs, decks=setup.decks or (), ruleset=setup.ruleset, seed=setup.seed)
    if setup.ruleset not in defs.rulesets:
        raise UsageError(f"unknown ruleset {setup.ruleset!r}; known: {', '.join(sorted(defs.rulesets))}")
    try:
        position = Position.model_validate(setup.scenario)
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "scenario"
        raise UsageError(f"scenario.{where}: {first['msg']}") from None
    rules = defs.rulesets[setup.ruleset]
    if not rules.players_min <= len(position.seats) <= rules.players_max:
        raise UsageError(
            f"ruleset {rules.id!r} is played by {rules.players_min} to {rules.players_max} players, "
            f"not {len(position.seats)}"
        )
    return new_scenario(defs, position, rules, setup.seed)
