"""Compiles the condition language (effects, abilities, challenges) into fast closures (RULES §7, §10).

``ally``/``enemy`` are seen from the context's team; a condition about a role
that names no champion, or a champion on its gate for a positional test, is false.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from sfbkit.games.super_fantasy_brawl.content import conditions as cm

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.engine.context import Context
    from sfbkit.games.super_fantasy_brawl.engine.core import Engine
    from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState

CondFn = Callable[["Engine", "Context"], bool]


def _within(value: int, at_least: int | None, at_most: int | None) -> bool:
    return (at_least is None or value >= at_least) and (at_most is None or value <= at_most)


def _champion(eng: Engine, ctx: Context, role: str) -> ChampionState | None:
    cid = ctx.role(role)
    return eng.state.champions.get(cid) if cid is not None else None


def side_matches(side: str, team: int, champion: ChampionState) -> bool:
    """Tells whether a champion is on a side (``ally``, ``enemy``, ``any``) seen from a team."""
    if side == "any":
        return True
    return (champion.team == team) == (side == "ally")


def compile_condition(cond: Any) -> CondFn:
    """Compiles one condition model into a closure ``(engine, context) -> bool``."""
    if isinstance(cond, cm.Bloodied):
        role = cond.bloodied

        def bloodied(eng: Engine, ctx: Context) -> bool:
            c = _champion(eng, ctx, role)
            return c is not None and c.hex is not None and eng.is_bloodied(c)

        return bloodied
    if isinstance(cond, cm.Levelled):
        role = cond.levelled

        def levelled(eng: Engine, ctx: Context) -> bool:
            c = _champion(eng, ctx, role)
            return c is not None and c.levelled

        return levelled
    if isinstance(cond, cm.InArea):
        area = cond.in_area.area
        who = cond.in_area.who

        def in_area(eng: Engine, ctx: Context) -> bool:
            c = _champion(eng, ctx, who)
            return c is not None and c.hex is not None and c.hex in eng.area_hexes(area, ctx.team)

        return in_area
    if isinstance(cond, cm.AdjacentTo):
        of = cond.adjacent_to.of
        who = cond.adjacent_to.who
        if of in ("ally", "enemy", "any"):

            def adjacent_to_champion(eng: Engine, ctx: Context) -> bool:
                c = _champion(eng, ctx, who)
                if c is None or c.hex is None:
                    return False
                occupant = eng.state.occupant
                for n in eng.board.adjacent[c.hex]:
                    other = occupant.get(n)
                    if other is not None and side_matches(of, ctx.team, eng.state.champions[other]):
                        return True
                return False

            return adjacent_to_champion

        def adjacent_to_statue(eng: Engine, ctx: Context) -> bool:
            c = _champion(eng, ctx, who)
            if c is None or c.hex is None:
                return False
            statues = eng.board.statue_hexes if of == "statue" else (eng.board.statues.get(of),)
            return any(s in eng.board.adjacent[c.hex] for s in statues if s is not None)

        return adjacent_to_statue
    if isinstance(cond, cm.OnTrapHex):
        role = cond.on_trap_hex

        def on_trap_hex(eng: Engine, ctx: Context) -> bool:
            c = _champion(eng, ctx, role)
            return c is not None and c.hex is not None and eng.is_trap_hex(c.hex)

        return on_trap_hex
    if isinstance(cond, cm.Controls):
        colour = cond.controls

        def controls(eng: Engine, ctx: Context) -> bool:
            return eng.controls(ctx.team, colour)

        return controls
    if isinstance(cond, cm.Count):
        p = cond.count
        where = compile_condition(p.where) if p.where is not None else None
        side = p.champions
        at_least, at_most = p.at_least, p.at_most

        def count(eng: Engine, ctx: Context) -> bool:
            n = 0
            saved = ctx.it
            try:
                for c in eng.state.champions.values():
                    if c.hex is None or not side_matches(side, ctx.team, c):
                        continue
                    if side == "ally" and c.id == ctx.self_id:
                        # RULES §6: a champion is never its own ally.
                        continue
                    if where is not None:
                        ctx.it = c.id
                        if not where(eng, ctx):
                            continue
                    n += 1
            finally:
                ctx.it = saved
            return _within(n, at_least, at_most)

        return count
    if isinstance(cond, cm.DamageOn):
        d = cond.damage

        def damage(eng: Engine, ctx: Context) -> bool:
            c = _champion(eng, ctx, d.who)
            return c is not None and _within(c.damage, d.at_least, d.at_most)

        return damage
    if isinstance(cond, cm.VictoryPoints):
        v = cond.vp

        def vp(eng: Engine, ctx: Context) -> bool:
            return _within(eng.state.vp[ctx.team], v.at_least, v.at_most)

        return vp
    if isinstance(cond, cm.AllOf):
        parts = tuple(compile_condition(c) for c in cond.all)
        return lambda eng, ctx: all(part(eng, ctx) for part in parts)
    if isinstance(cond, cm.AnyOf):
        parts = tuple(compile_condition(c) for c in cond.any)
        return lambda eng, ctx: any(part(eng, ctx) for part in parts)
    if isinstance(cond, cm.Not):
        inner = compile_condition(cond.not_)
        return lambda eng, ctx: not inner(eng, ctx)
    raise TypeError(f"unknown condition {cond!r}")
