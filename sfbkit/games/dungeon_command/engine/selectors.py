"""Selectors and conditions of the effect language (DC §17.1, §17.3): which creatures, and whether it holds."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from sfbkit.games.dungeon_command.engine.asking import ask
from sfbkit.games.dungeon_command.engine.context import Ctx
from sfbkit.games.dungeon_command.engine.definitions import (
    AdjacentTo,
    AllOf,
    AnyOf,
    AttackKindIs,
    Aura,
    Choose,
    Condition,
    CountAtLeast,
    CreatureIs,
    DamageDealt,
    DistanceIs,
    Each,
    EnvironmentIs,
    Filter,
    HasKeyword,
    HpAtMost,
    InTerrain,
    LevelAtMost,
    MoraleAtMost,
    Named,
    Not,
    Who,
)
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.games.dungeon_command.engine.state import CreatureState
from sfbkit.geometry.square import Square, distance
from sfbkit.kit.play.decisions import Gen, Option

if TYPE_CHECKING:
    from sfbkit.games.dungeon_command.engine.core import Engine, PassiveSource


def named(eng: Engine, ctx: Ctx, who: Named) -> CreatureState | None:
    """Returns the creature a named selector stands for, if it is still on the battlefield (DC §17.1)."""
    if who == "self":
        uid = ctx.source
    elif who == "it":
        uid = ctx.it
    elif who == "target":
        uid = ctx.target
    elif who == "attacker":
        uid = ctx.attacker
    else:
        uid = ctx.event_creature
    return eng.creature(uid)


def _anchor(eng: Engine, ctx: Ctx) -> CreatureState | None:
    """Returns the creature distances and sight are measured from: ``self``, else ``it``."""
    return eng.creature(ctx.source) or eng.creature(ctx.it)


def matches(eng: Engine, ctx: Ctx, filt: Filter, candidate: CreatureState) -> bool:
    """Tells whether a creature passes a selector's filters, seen from the effect's controller and ``self``."""
    if filt.side == "enemy" and candidate.owner == ctx.controller:
        return False
    if filt.side == "ally" and (candidate.owner != ctx.controller or candidate.uid == ctx.source):
        return False
    if filt.level_max is not None and eng.card(candidate).level > filt.level_max:
        return False
    if filt.keyword is not None and filt.keyword not in eng.keywords(candidate):
        return False
    if filt.tapped is not None and candidate.tapped != filt.tapped:
        return False
    if filt.within is not None or filt.in_los:
        anchor = _anchor(eng, ctx)
        if anchor is None:
            return False
        if filt.within is not None and distance(anchor.square, candidate.square) > filt.within:
            return False
        if filt.in_los and not eng.board.sees(anchor.square, candidate.square):
            return False
    if filt.adjacent_to is not None:
        other = named(eng, ctx, filt.adjacent_to)
        if other is None or not eng.board.is_adjacent(other.square, candidate.square):
            return False
    return True


def candidates(eng: Engine, ctx: Ctx, filt: Filter) -> list[CreatureState]:
    """Returns the creatures on the battlefield that pass a filter, in arrival order."""
    return list(_passing(eng, ctx, filt))


def any_candidate(eng: Engine, ctx: Ctx, filt: Filter) -> bool:
    """Tells whether some creature on the battlefield passes a filter."""
    return next(_passing(eng, ctx, filt), None) is not None


def _passing(eng: Engine, ctx: Ctx, filt: Filter) -> Iterator[CreatureState]:
    """Yields the creatures that pass a filter: ``matches`` with what every candidate shares worked out once."""
    anchor = None
    if filt.within is not None or filt.in_los:
        anchor = _anchor(eng, ctx)
        if anchor is None:
            return
    near: tuple[Square, ...] | None = None
    if filt.adjacent_to is not None:
        other = named(eng, ctx, filt.adjacent_to)
        if other is None:
            return
        near = eng.board.adjacent[other.square]
    side, controller, source = filt.side, ctx.controller, ctx.source
    for candidate in eng.state.creatures.values():
        if side == "enemy":
            if candidate.owner == controller:
                continue
        elif side == "ally" and (candidate.owner != controller or candidate.uid == source):
            continue
        if filt.level_max is not None and eng.card(candidate).level > filt.level_max:
            continue
        if filt.keyword is not None and filt.keyword not in eng.keywords(candidate):
            continue
        if filt.tapped is not None and candidate.tapped != filt.tapped:
            continue
        if anchor is not None:
            if filt.within is not None and distance(anchor.square, candidate.square) > filt.within:
                continue
            if filt.in_los and not eng.board.sees(anchor.square, candidate.square):
                continue
        if near is not None and candidate.square not in near:
            continue
        yield candidate


def select(eng: Engine, ctx: Ctx, who: Who, prompt: str = "") -> Gen[list[CreatureState]]:
    """Returns the creatures a selector names; ``choose`` asks the controller, one creature at a time."""
    if isinstance(who, Each):
        return candidates(eng, ctx, who.filter)
    if isinstance(who, Choose):
        pool = candidates(eng, ctx, who.filter)
        if not pool:
            return []
        chosen: list[CreatureState] = []
        limit = who.up_to if who.up_to is not None else who.count
        while pool and len(chosen) < limit:
            options = [Option(str(OptionId("target", square=c.square)), eng.name(c)) for c in pool]
            if chosen and who.up_to is not None:
                options.append(Option(str(OptionId("done")), "no more targets"))
            answer = OptionId.parse((yield from ask("target", ctx.controller, options, prompt)))
            if answer.verb == "done":
                break
            picked = next(c for c in pool if c.square == answer.square)
            chosen.append(picked)
            pool = [c for c in pool if c.uid != picked.uid]
        return chosen
    creature = named(eng, ctx, who)
    return [] if creature is None else [creature]


def holds(eng: Engine, ctx: Ctx, condition: Condition) -> bool:
    """Evaluates a condition (DC §17.3); a condition about a creature no longer on the battlefield is false."""
    if isinstance(condition, AllOf):
        return all(holds(eng, ctx, c) for c in condition.conditions)
    if isinstance(condition, AnyOf):
        return any(holds(eng, ctx, c) for c in condition.conditions)
    if isinstance(condition, Not):
        return not holds(eng, ctx, condition.condition)
    if isinstance(condition, DamageDealt):
        return ctx.damage_dealt
    if isinstance(condition, AttackKindIs):
        return ctx.attack_kind == condition.kind
    if isinstance(condition, EnvironmentIs):
        return eng.state.environment == condition.environment
    if isinstance(condition, MoraleAtMost):
        player = ctx.controller if condition.player == "you" else eng.other(ctx.controller)
        return eng.state.players[player].morale <= condition.n
    if isinstance(condition, CountAtLeast):
        return len(candidates(eng, ctx, condition.filter)) >= condition.at_least
    if isinstance(condition, DistanceIs):
        a, b = named(eng, ctx, condition.source), named(eng, ctx, condition.to)
        if a is None or b is None:
            return False
        d = distance(a.square, b.square)
        return (condition.at_most is None or d <= condition.at_most) and (
            condition.at_least is None or d >= condition.at_least
        )
    if isinstance(condition, AdjacentTo):
        of = named(eng, ctx, condition.of)
        if of is None:
            return False
        near = eng.board.adjacent[of.square]
        count = 0
        for other in eng.state.creatures.values():
            if other.uid == of.uid or other.square not in near:
                continue
            if condition.side == "any" or (condition.side == "ally") == (other.owner == of.owner):
                count += 1
        return count >= condition.count_at_least
    return _creature_condition(eng, ctx, condition)


def _creature_condition(
    eng: Engine, ctx: Ctx, condition: LevelAtMost | HasKeyword | CreatureIs | HpAtMost | InTerrain
) -> bool:
    creature = named(eng, ctx, condition.who)
    if creature is None:
        return False
    if isinstance(condition, LevelAtMost):
        return eng.card(creature).level <= condition.n
    if isinstance(condition, HasKeyword):
        return condition.keyword in eng.keywords(creature)
    if isinstance(condition, HpAtMost):
        return eng.hp(creature) - creature.damage <= condition.amount
    if isinstance(condition, InTerrain):
        return eng.board.kinds[creature.square] == condition.kind
    test = condition.test
    if test == "tapped":
        return creature.tapped
    if test == "damaged":
        return creature.damage > 0
    if test == "has_cover":
        return eng.has_cover(creature)
    if test == "on_treasure":
        return eng.state.tokens.get(creature.square, 0) > 0 or creature.square in eng.board.treasure
    return creature.moved


def aura_applies(eng: Engine, source: PassiveSource, aura: Aura, creature: CreatureState) -> bool:
    """Tells whether an aura reaches a creature: its filter seen from the holder, then its condition (DC §17.5)."""
    ctx = Ctx(source.owner, source.holder, it=creature.uid)
    filt = aura.filter
    if filt.side == "ally" and source.holder is None:
        # A commander has no square and no "self" to exclude: every creature of its player is an ally.
        if creature.owner != source.owner:
            return False
        filt = Filter("any", None, None, False, filt.level_max, filt.keyword, filt.tapped)
    if filt.side == "ally" and creature.uid == source.holder:
        return False
    if not matches(eng, ctx, filt, creature):
        return False
    return aura.condition is None or holds(eng, ctx, aura.condition)
