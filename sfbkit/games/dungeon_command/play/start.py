"""Starts the match a script or a log describes: from the setup of DC §3, or from a scenario position (DC §18)."""

from __future__ import annotations

from typing import Any

from sfbkit.games.dungeon_command.content.match import ScenarioStart, ScenarioStatus
from sfbkit.games.dungeon_command.engine.definitions import Definitions
from sfbkit.games.dungeon_command.engine.match import DCMatch, new_match, new_scenario
from sfbkit.games.dungeon_command.engine.scenario import Placed, Scenario
from sfbkit.games.dungeon_command.engine.state import Status
from sfbkit.games.dungeon_command.play.run import MatchSetup
from sfbkit.kit.errors import UsageError


def _pair(value: list[Any] | None, empty: Any) -> tuple[Any, Any]:
    return (empty, empty) if value is None else (value[0], value[1])


def _status(effect: ScenarioStatus, player: int) -> Status:
    """Returns the engine's lasting effect of a scenario's status, timed by ``player``'s turns (DC §17.4)."""
    return Status(
        effect.duration,
        player,
        stat=effect.stat,
        amount=effect.amount,
        status=effect.status,
        keyword=effect.keyword,
    )


def start_match(defs: Definitions, setup: MatchSetup) -> DCMatch:
    """Returns the match of a setup; raises UsageError naming an unknown id or a bad position."""
    if setup.scenario is None:
        return new_match(
            defs,
            warbands=setup.warbands,
            battlefield=setup.battlefield,
            ruleset=setup.ruleset,
            seed=setup.seed,
            environment=setup.environment,  # type: ignore[arg-type]
        )
    start = ScenarioStart.model_validate(setup.scenario)
    for name in setup.warbands:
        if name not in defs.warbands:
            raise UsageError(f"unknown warband {name!r}; known: {', '.join(sorted(defs.warbands))}")
    hands = _pair(start.order_hands, [])
    creature_hands = _pair(start.creature_hands, [])
    active = 0 if start.active == "A" else 1
    order_decks, creature_decks = _pair(start.order_decks, []), _pair(start.creature_decks, [])
    order_discards, creature_discards = _pair(start.order_discards, []), _pair(start.creature_discards, [])
    scenario = Scenario(
        creatures=tuple(Placed.parse(text) for text in start.creatures),
        battlefield=setup.battlefield,
        environment=setup.environment or "dungeon",  # type: ignore[arg-type]
        ruleset=setup.ruleset,
        commanders=(defs.warbands[setup.warbands[0]].commander, defs.warbands[setup.warbands[1]].commander),
        active=active,
        phase=start.phase,
        turn=start.turn,
        morale=_pair(start.morale, None),
        leadership=_pair(start.leadership, None),
        order_hands=(tuple(hands[0]), tuple(hands[1])),
        creature_hands=(tuple(creature_hands[0]), tuple(creature_hands[1])),
        # A scenario lists a deck top card first; the engine draws from the end of its list.
        order_decks=(tuple(reversed(order_decks[0])), tuple(reversed(order_decks[1]))),
        creature_decks=(tuple(reversed(creature_decks[0])), tuple(reversed(creature_decks[1]))),
        order_discards=(tuple(order_discards[0]), tuple(order_discards[1])),
        creature_discards=(tuple(creature_discards[0]), tuple(creature_discards[1])),
        chests=dict(start.chests),
        statuses=tuple(
            (square, _status(effect, 1 - active))
            for square, effects in start.statuses.items()
            for effect in effects
        ),
        seed=setup.seed,
    )
    return new_scenario(defs, scenario)
