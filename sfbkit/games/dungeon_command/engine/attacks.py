"""The attack sequence (DC §8.4): declare, the declared window with dodge, resolve target by target."""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.games.dungeon_command.engine.asking import ask
from sfbkit.games.dungeon_command.engine.context import Ctx, PendingAttack
from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.damage import deal_damage
from sfbkit.games.dungeon_command.engine.definitions import (
    Attack,
    AttackKind,
    Choose,
    Each,
    ExtraDamage,
    Step,
)
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.games.dungeon_command.engine.selectors import holds
from sfbkit.games.dungeon_command.engine.state import CreatureState
from sfbkit.games.dungeon_command.engine.targets import attack_targets
from sfbkit.games.dungeon_command.engine.windows import TriggerEvent, window
from sfbkit.kit.play.decisions import Gen, Option


def attack(eng: Engine, ctx: Ctx, step: Attack) -> Gen[None]:
    """Runs an attack from ``self`` (DC §8): an attack with no legal target is skipped."""
    attacker = eng.creature(ctx.source)
    if attacker is None:
        return
    pool = attack_targets(eng, attacker, step.kind, step.range, step.target, ctx)
    if not pool:
        return
    who = step.target
    if isinstance(who, Each):
        chosen = pool
    else:
        up_to = who.up_to if isinstance(who, Choose) else None
        limit = up_to if up_to is not None else (who.count if isinstance(who, Choose) else 1)
        chosen = []
        while pool and len(chosen) < limit:
            options = [Option(str(OptionId("target", square=c.square)), eng.name(c)) for c in pool]
            if chosen and up_to is not None:
                options.insert(0, Option(str(OptionId("done")), "no more targets"))
            answer = OptionId.parse(
                (yield from ask("target", ctx.controller, options, f"{step.kind} attack"))
            )
            if answer.verb == "done":
                break
            picked = next(c for c in pool if c.square == answer.square)
            chosen.append(picked)
            pool = [c for c in pool if c.uid != picked.uid]
    yield from resolve_attack(eng, ctx, attacker, step.kind, step.damage, chosen, step.extra, step.then)


def resolve_attack(
    eng: Engine,
    ctx: Ctx,
    attacker: CreatureState,
    kind: AttackKind,
    damage: int,
    targets: list[CreatureState],
    extra: Sequence[ExtraDamage],
    then: Sequence[Step],
) -> Gen[None]:
    """Declares an attack on chosen targets, opens the declared window, then resolves each target (DC §8.4)."""
    pending = PendingAttack(attacker.uid, kind, [t.uid for t in targets])
    actx = ctx.child(attack=pending, attacker=attacker.uid, attack_kind=kind)
    eng.emit(
        "attack_declared",
        attacker=eng.name(attacker),
        attack=kind,
        damage=damage,
        targets=[eng.name(t) for t in targets],
    )
    event = TriggerEvent(
        "attack_declared",
        creature=targets[0].uid,
        attacker=attacker.uid,
        attack_kind=kind,
        targets=tuple(pending.targets),
        owner=targets[0].owner,
    )
    yield from window(eng, event, actx)
    order = list(pending.targets)
    while order:
        order = [u for u in order if u not in pending.spared and eng.creature(u) is not None]
        if not order:
            break
        if len(order) > 1:
            options = []
            for uid in order:
                creature = eng.creature(uid)
                if creature is not None:
                    options.append(
                        Option(str(OptionId("target", square=creature.square)), eng.name(creature))
                    )
            if not options:
                break
            answer = OptionId.parse((yield from ask("target_order", ctx.controller, options, "resolve next")))
            uid = next(u for u in order if (c := eng.creature(u)) is not None and c.square == answer.square)
        else:
            uid = order[0]
        order.remove(uid)
        target = eng.creature(uid)
        if target is None:
            continue
        yield from _hit(eng, actx.child(target=uid), attacker, kind, damage, target, extra, then)
    _attack_over(eng, attacker)


def _hit(
    eng: Engine,
    ctx: Ctx,
    attacker: CreatureState,
    kind: AttackKind,
    damage: int,
    target: CreatureState,
    extra: Sequence[ExtraDamage],
    then: Sequence[Step],
) -> Gen[None]:
    """Resolves an attack on one target: the damage event with its extras, then the attack's other steps."""
    amount = damage + sum(e.damage for e in extra if holds(eng, ctx, e.condition))
    if eng.creature(attacker.uid) is not None:
        amount += eng.bonus(attacker, "damage") + eng.bonus(attacker, f"{kind}_damage")  # type: ignore[arg-type]
    outcome = yield from deal_damage(eng, ctx, target, amount, f"{kind}_attack")
    if eng.creature(target.uid) is None:
        return  # DC §8.4 step 3: a destroyed target's remaining steps are skipped
    if outcome == "cowered" and eng.ruleset.cower_blocks_effects:
        return  # DC §14 flag: cowering also cancels the event's other effects
    if then:
        from sfbkit.games.dungeon_command.engine.effects import run_steps  # attack steps are effect steps

        yield from run_steps(eng, then, ctx.child(damage_dealt=outcome == "taken"))


def _attack_over(eng: Engine, attacker: CreatureState) -> None:
    """Ends the attacker's ``this_attack`` and ``next_attack`` effects (DC §17.4)."""
    live = eng.creature(attacker.uid)
    if live is None:
        return
    kept = [s for s in live.statuses if s.duration not in ("this_attack", "next_attack")]
    if len(kept) != len(live.statuses):
        live.statuses = kept
        eng.emit("status_expired", creature=eng.name(live), duration="attack")
