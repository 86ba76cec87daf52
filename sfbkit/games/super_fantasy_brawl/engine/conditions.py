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


ChampionFn = Callable[["Engine", "Context"], "ChampionState | None"]


def _champion_of(role: str) -> ChampionFn:
    """Returns the reader of the champion a role names (``Context.role``, with the role resolved once)."""
    if role in ("self", "attacker", "it"):
        attribute = "self_id" if role == "self" else role

        def named(eng: Engine, ctx: Context) -> ChampionState | None:
            cid = getattr(ctx, attribute)
            return eng.state.champions.get(cid) if cid is not None else None

        return named

    def by_role(eng: Engine, ctx: Context) -> ChampionState | None:
        cid = ctx.role(role)
        return eng.state.champions.get(cid) if cid is not None else None

    return by_role


def side_matches(side: str, team: int, champion: ChampionState) -> bool:
    """Tells whether a champion is on a side (``ally``, ``enemy``, ``any``) seen from a team."""
    if side == "any":
        return True
    return (champion.team == team) == (side == "ally")


def compile_condition(cond: Any) -> CondFn:
    """Compiles one condition model into a closure ``(engine, context) -> bool``."""
    if isinstance(cond, cm.Bloodied):
        champion = _champion_of(cond.bloodied)

        def bloodied(eng: Engine, ctx: Context) -> bool:
            c = champion(eng, ctx)
            return c is not None and c.hex is not None and eng.is_bloodied(c)

        return bloodied
    if isinstance(cond, cm.Levelled):
        champion = _champion_of(cond.levelled)

        def levelled(eng: Engine, ctx: Context) -> bool:
            c = champion(eng, ctx)
            return c is not None and c.levelled

        return levelled
    if isinstance(cond, cm.InArea):
        area = cond.in_area.area
        champion = _champion_of(cond.in_area.who)

        def in_area(eng: Engine, ctx: Context) -> bool:
            c = champion(eng, ctx)
            return c is not None and c.hex is not None and c.hex in eng.area_hexes(area, ctx.team)

        return in_area
    if isinstance(cond, cm.AdjacentTo):
        of = cond.adjacent_to.of
        champion = _champion_of(cond.adjacent_to.who)
        if of in ("ally", "enemy", "any"):

            def adjacent_to_champion(eng: Engine, ctx: Context) -> bool:
                c = champion(eng, ctx)
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
            c = champion(eng, ctx)
            if c is None or c.hex is None:
                return False
            board = eng.board
            if of == "statue":
                return any(n in board.statue_hexes for n in board.adjacent[c.hex])
            statue = board.statues.get(of)
            return statue is not None and statue in board.adjacent[c.hex]

        return adjacent_to_statue
    if isinstance(cond, cm.OnTrapHex):
        champion = _champion_of(cond.on_trap_hex)

        def on_trap_hex(eng: Engine, ctx: Context) -> bool:
            c = champion(eng, ctx)
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
            team = ctx.team
            own = ctx.self_id if side == "ally" else None
            saved = ctx.it
            try:
                for c in eng.state.champions.values():
                    if c.hex is None or (side != "any" and (c.team == team) != (side == "ally")):
                        continue
                    if c.id == own:
                        # RULES §6: a champion is never its own ally.
                        continue
                    if where is not None:
                        ctx.it = c.id
                        if not where(eng, ctx):
                            continue
                    n += 1
            finally:
                ctx.it = saved
            return (at_least is None or n >= at_least) and (at_most is None or n <= at_most)

        return count
    if isinstance(cond, cm.DamageOn):
        d = cond.damage
        champion = _champion_of(d.who)

        def damage(eng: Engine, ctx: Context) -> bool:
            c = champion(eng, ctx)
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
