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


ChampionTest = Callable[["Engine", "Context", "ChampionState"], bool]
"""A condition on one champion, given that champion."""


def _on_one_champion(cond: Any) -> tuple[str, ChampionTest] | None:
    """Returns the role a condition on one champion names and its test of that champion; None for other conditions."""
    if isinstance(cond, cm.Bloodied):
        return cond.role, lambda eng, ctx, c: c.hex is not None and eng.is_bloodied(c)
    if isinstance(cond, cm.Levelled):
        return cond.role, lambda eng, ctx, c: c.levelled
    if isinstance(cond, cm.InArea):
        area = cond.in_area.area
        return (
            cond.in_area.who,
            lambda eng, ctx, c: c.hex is not None and c.hex in eng.area_hexes(area, ctx.team),
        )
    if isinstance(cond, cm.AdjacentTo):
        of = cond.adjacent_to.of
        if of in ("ally", "enemy", "any"):

            def adjacent_to_champion(eng: Engine, ctx: Context, c: ChampionState) -> bool:
                if c.hex is None:
                    return False
                occupant = eng.state.occupant
                for n in eng.board.adjacent[c.hex]:
                    other = occupant.get(n)
                    if other is not None and side_matches(of, ctx.team, eng.state.champions[other]):
                        return True
                return False

            return cond.adjacent_to.who, adjacent_to_champion

        def adjacent_to_statue(eng: Engine, ctx: Context, c: ChampionState) -> bool:
            near = eng.board.near_statue.get(of)
            return near is not None and c.hex in near

        return cond.adjacent_to.who, adjacent_to_statue
    if isinstance(cond, cm.OnTrapHex):
        return cond.role, lambda eng, ctx, c: c.hex is not None and eng.is_trap_hex(c.hex)
    if isinstance(cond, cm.DamageOn):
        d = cond.damage
        return d.who, lambda eng, ctx, c: _within(c.damage, d.at_least, d.at_most)
    return None


def _test_of(cond: Any, role: str) -> ChampionTest | None:
    """Returns a condition that reads no champion but the one ``role`` names as a test of that champion, else None.

    Only for a role known to name a champion: a condition on a role that names none is false, its negation true.
    """
    leaf = _on_one_champion(cond)
    if leaf is not None:
        return leaf[1] if leaf[0] == role else None
    if isinstance(cond, cm.AllOf | cm.AnyOf):
        parts = [_test_of(c, role) for c in (cond.all if isinstance(cond, cm.AllOf) else cond.any)]
        tests = tuple(part for part in parts if part is not None)
        if len(tests) < len(parts):
            return None
        if isinstance(cond, cm.AllOf):

            def all_tests(eng: Engine, ctx: Context, c: ChampionState) -> bool:
                for test in tests:  # noqa: SIM110 (no generator per test)
                    if not test(eng, ctx, c):
                        return False
                return True

            return all_tests

        def any_test(eng: Engine, ctx: Context, c: ChampionState) -> bool:
            for test in tests:  # noqa: SIM110 (no generator per test)
                if test(eng, ctx, c):
                    return True
            return False

        return any_test
    if isinstance(cond, cm.Not):
        inner = _test_of(cond.not_, role)
        return None if inner is None else lambda eng, ctx, c: not inner(eng, ctx, c)
    return None


def _as_it(cond: CondFn) -> ChampionTest:
    """Returns a condition as a test of one champion, named ``it`` on the context while it is tested."""

    def on_it(eng: Engine, ctx: Context, c: ChampionState) -> bool:
        ctx.it = c.id
        return cond(eng, ctx)

    return on_it


def compile_condition(cond: Any) -> CondFn:
    """Compiles one condition model into a closure ``(engine, context) -> bool``."""
    leaf = _on_one_champion(cond)
    if leaf is not None:
        role, test = leaf
        champion = _champion_of(role)

        def on_champion(eng: Engine, ctx: Context) -> bool:
            c = champion(eng, ctx)
            return c is not None and test(eng, ctx, c)

        return on_champion
    if isinstance(cond, cm.Controls):
        colour = cond.controls

        def controls(eng: Engine, ctx: Context) -> bool:
            return eng.controls(ctx.team, colour)

        return controls
    if isinstance(cond, cm.Count):
        p = cond.count
        side = p.champions
        at_least, at_most = p.at_least, p.at_most
        on_it = _test_of(p.where, "it") if p.where is not None else None
        where = compile_condition(p.where) if p.where is not None and on_it is None else None

        every_side = side == "any"
        allies = side == "ally"
        tested = on_it if where is None else _as_it(where)
        holds_at = at_least if at_least is not None and at_most is None else -1

        if where is None:
            # The test reads only the counted champion: ``it`` is never named on the context.

            def count_champions(eng: Engine, ctx: Context) -> bool:
                n = 0
                team = ctx.team
                own = ctx.self_id if allies else None
                for c in eng.state.champions.values():
                    if c.hex is None or (not every_side and (c.team == team) != allies):
                        continue
                    # RULES §6: a champion is never its own ally.
                    if c.id != own and (on_it is None or on_it(eng, ctx, c)):
                        n += 1
                        if n == holds_at:
                            return True
                return (at_least is None or n >= at_least) and (at_most is None or n <= at_most)

            return count_champions

        def count(eng: Engine, ctx: Context) -> bool:
            n = 0
            team = ctx.team
            own = ctx.self_id if allies else None
            saved = ctx.it
            try:
                for c in eng.state.champions.values():
                    if c.hex is None or (not every_side and (c.team == team) != allies):
                        continue
                    # RULES §6: a champion is never its own ally.
                    if c.id != own and (tested is None or tested(eng, ctx, c)):
                        n += 1
                        if n == holds_at:
                            return True
            finally:
                ctx.it = saved
            return (at_least is None or n >= at_least) and (at_most is None or n <= at_most)

        return count
    if isinstance(cond, cm.VictoryPoints):
        v = cond.vp

        def vp(eng: Engine, ctx: Context) -> bool:
            return _within(eng.state.vp[ctx.team], v.at_least, v.at_most)

        return vp
    if isinstance(cond, cm.AllOf):
        parts = tuple(compile_condition(c) for c in cond.all)

        def all_of(eng: Engine, ctx: Context) -> bool:
            for part in parts:  # noqa: SIM110 (no generator per test)
                if not part(eng, ctx):
                    return False
            return True

        return all_of
    if isinstance(cond, cm.AnyOf):
        alternatives = tuple(compile_condition(c) for c in cond.any)

        def any_of(eng: Engine, ctx: Context) -> bool:
            for alternative in alternatives:  # noqa: SIM110 (no generator per test)
                if alternative(eng, ctx):
                    return True
            return False

        return any_of
    if isinstance(cond, cm.Not):
        inner = compile_condition(cond.not_)
        return lambda eng, ctx: not inner(eng, ctx)
    raise TypeError(f"unknown condition {cond!r}")
