"""The search player's default policy: the greedy look-ahead's defaults, with attacks aimed at the nearest knock-out."""

from __future__ import annotations

import functools

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId
from sfbkit.games.super_fantasy_brawl.play.greedy_player import rollout_choice
from sfbkit.kit.play.decisions import Decision


@functools.cache
def _target(option: str) -> str | None:
    """Returns the champion a ``target:<champion>`` option names, or None for any other option."""
    chosen = OptionId.parse(option)
    return chosen.arg if chosen.verb == "target" else None


def weakest_target(match: Match, decision: Decision) -> str | None:
    """Returns the option aiming at the enemy with the fewest hit points left, or None if no option aims at an enemy."""
    state = match.state
    champions = state.champions
    team = state.players[decision.player].team
    definitions = match.rules.champions
    best: str | None = None
    fewest = 0
    for option in decision.options:
        aimed = _target(option.id)
        champion = champions.get(aimed) if aimed is not None else None
        if champion is None or champion.team == team:
            continue
        definition = definitions[champion.id]
        left = (definition.levelled if champion.levelled else definition.basic).hp - champion.damage
        if best is None or left < fewest:
            best, fewest = option.id, left
    return best


def search_rollout(match: Match, decision: Decision) -> str:
    """Returns the greedy look-ahead's default answer, except that an attack aims at the weakest enemy in reach."""
    if decision.kind == "attack":
        aimed = weakest_target(match, decision)
        if aimed is not None:
            return aimed
    return rollout_choice(match, decision)
