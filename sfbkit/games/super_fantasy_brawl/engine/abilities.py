"""Passive abilities: the champion values they modify while their conditions hold (RULES §1, §7)."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.games.super_fantasy_brawl.engine.core import Engine
from sfbkit.games.super_fantasy_brawl.engine.definitions import PassiveDef
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState


def active_passives(eng: Engine, c: ChampionState) -> list[PassiveDef]:
    """Returns the passive abilities of a champion's current side whose ``while`` holds."""
    passives = eng.side(c).passives
    if not passives:
        return []
    ctx = Context(c.player, c.team, c.id)
    return [p for p in passives if p.cond is None or p.cond(eng, ctx)]


def defence(eng: Engine, c: ChampionState) -> int:
    """Returns a champion's defence with every modifier, never below 0 (RULES §5.1)."""
    value = eng.side(c).defence + c.turn_defence + c.attack_defence
    for p in active_passives(eng, c):
        value += p.defence
    return max(0, value)


def strength_bonus(eng: Engine, c: ChampionState) -> int:
    """Returns what a champion adds to the strength of its attacks."""
    value = c.turn_strength + c.attack_strength
    for p in active_passives(eng, c):
        value += p.strength
    return value


def movement_bonus(eng: Engine, c: ChampionState) -> int:
    """Returns a champion's movement bonus (added to move values of 1 or more, RULES §5)."""
    d = eng.rules.champions[c.id]
    side = d.levelled if c.levelled else d.basic
    value = side.movement_bonus
    if side.passives:
        for p in active_passives(eng, c):
            value += p.movement_bonus
    return max(0, value)


def range_bonus(eng: Engine, c: ChampionState) -> int:
    """Returns what a champion adds to the maximum range of its shots."""
    return sum(p.range for p in active_passives(eng, c))


def is_immune(eng: Engine, c: ChampionState, keyword: str) -> bool:
    """Tells whether a champion is immune to a keyword (``displacement`` covers push, pull, fear, force)."""
    return any(keyword in p.immune for p in active_passives(eng, c))
