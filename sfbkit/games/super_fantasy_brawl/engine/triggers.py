"""Triggered abilities: firing on events and resolving queued triggers after an action (RULES §1, §8)."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.games.super_fantasy_brawl.engine.core import Engine
from sfbkit.games.super_fantasy_brawl.engine.definitions import TriggerDef
from sfbkit.games.super_fantasy_brawl.engine.effects import run_steps
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState
from sfbkit.kit.play.decisions import Gen


def fire(eng: Engine, event: str, champion: str, other: str | None = None) -> Gen[None] | tuple[()]:
    """Resolves a champion's abilities that trigger on an event, if it is on the map.

    Most champions have no ability for most events: then nothing is built to resolve (an empty tuple).
    """
    c = eng.state.champions[champion]
    if c.hex is None:
        return ()
    d = eng.rules.champions[champion]
    defs = (d.levelled if c.levelled else d.basic).triggers.get(event)
    if not defs:
        return ()
    return _resolve(eng, event, c, defs, other)


def _resolve(
    eng: Engine, event: str, c: ChampionState, defs: tuple[TriggerDef, ...], other: str | None
) -> Gen[None]:
    state = eng.state
    for trigger in defs:
        if c.hex is None:
            return
        ctx = Context(c.player, c.team, c.id, source="ability")
        if event == "targeted":
            ctx.attacker = other
            ctx.target = other
        elif other is not None:
            ctx.target = other
        if trigger.cond is not None and not trigger.cond(eng, ctx):
            continue
        eng.emit("ability", champion=c.id, ability=trigger.name, event=event)
        saved = state.acting_team
        state.acting_team = c.team
        yield from run_steps(eng, trigger.effects, ctx)
        state.acting_team = saved


def resolve_pending(eng: Engine) -> Gen[None] | tuple[()]:
    """Resolves queued triggers (take-outs, traps entered), then the pending level-ups (RULES §8).

    With no trigger queued (after most actions) the level-ups are applied at once and nothing is built to
    resolve (an empty tuple).
    """
    if not eng.state.pending_triggers:
        eng.apply_levelups()
        return ()
    return _resolve_pending(eng)


def _resolve_pending(eng: Engine) -> Gen[None]:
    state = eng.state
    while state.pending_triggers:
        event, champion, other = state.pending_triggers.pop(0)
        yield from fire(eng, event, champion, other)
    eng.apply_levelups()
