"""Legal targets of attacks (DC §8.1, §8.2, §8.5) and the first-target check of orders (DC §10.1 check 6)."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from sfbkit.games.dungeon_command.engine.context import Ctx
from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.definitions import (
    Attack,
    AttackKind,
    BasicAttack,
    Choose,
    Each,
    Filter,
    If,
    May,
    Step,
    Who,
)
from sfbkit.games.dungeon_command.engine.selectors import any_candidate, matches
from sfbkit.games.dungeon_command.engine.state import CreatureState
from sfbkit.geometry.square import distance


def attack_targets(
    eng: Engine, attacker: CreatureState, kind: AttackKind, reach: int | None, who: Who | None, ctx: Ctx
) -> list[CreatureState]:
    """Returns the creatures an attack may target: enemies adjacent (melee) or in sight and range (ranged)."""
    return list(_targets(eng, attacker, kind, reach, who, ctx))


def has_attack_target(
    eng: Engine, attacker: CreatureState, kind: AttackKind, reach: int | None, who: Who | None, ctx: Ctx
) -> bool:
    """Tells whether an attack has at least one legal target (``attack_targets`` stopped at the first)."""
    if isinstance(who, Choose | Each):
        return next(_targets(eng, attacker, kind, reach, who, ctx), None) is not None
    memo = eng.memo()
    key = ("attack_target", attacker.uid, kind, reach)
    found = memo.get(key)
    if found is None:
        found = memo[key] = next(_targets(eng, attacker, kind, reach, who, ctx), None) is not None
    return bool(found)


def _targets(
    eng: Engine, attacker: CreatureState, kind: AttackKind, reach: int | None, who: Who | None, ctx: Ctx
) -> Iterator[CreatureState]:
    if eng.has_status(attacker, "cannot_attack"):
        return
    filt = who.filter if isinstance(who, Choose | Each) else Filter()
    near = eng.board.adjacent[attacker.square]
    for other in eng.state.creatures.values():
        if other.uid == attacker.uid:
            continue  # DC §8.5: a creature never targets itself with an attack
        if filt.side == "enemy" and other.owner == attacker.owner:
            continue
        if kind == "melee":
            if other.square not in near:
                continue
        else:
            if reach is not None and distance(attacker.square, other.square) > reach:
                continue
            if not eng.board.sees(attacker.square, other.square):
                continue
        if isinstance(who, Choose | Each) and not matches(eng, ctx, filt, other):
            continue
        yield other


def basic_attacks(eng: Engine, attacker: CreatureState, ctx: Ctx) -> list[int]:
    """Returns the indexes of a creature's printed attacks that have a legal target now."""
    return [
        index
        for index, printed in enumerate(eng.card(attacker).attacks)
        if has_attack_target(eng, attacker, printed.kind, printed.range, None, ctx)
    ]


def first_target_ok(eng: Engine, ctx: Ctx, steps: Sequence[Step]) -> bool:
    """Tells whether the first targeted step of an effect has a legal target (DC §10.1 check 6)."""
    known = eng.defs.first_targets.get(id(steps))
    if known is not None and known[0] is steps:
        step = known[1]
    else:
        step = _first_targeted(steps)
        eng.defs.first_targets[id(steps)] = (steps, step)  # the steps are kept, so their id is never reused
    if step is None:
        return True
    if isinstance(step, Attack):
        attacker = eng.creature(ctx.source)
        return attacker is not None and has_attack_target(
            eng, attacker, step.kind, step.range, step.target, ctx
        )
    if isinstance(step, BasicAttack):
        attacker = eng.creature(ctx.source)
        return attacker is not None and bool(basic_attacks(eng, attacker, ctx))
    who = getattr(step, "who", None)
    assert isinstance(who, Choose)
    return any_candidate(eng, ctx, who.filter)


def _first_targeted(steps: Sequence[Step]) -> Step | None:
    """Returns an effect's first step that targets: an attack, a basic attack or a ``choose`` selector."""
    for step in steps:
        if isinstance(step, If | May):
            continue
        if isinstance(step, Attack | BasicAttack) or isinstance(getattr(step, "who", None), Choose):
            return step
    return None
