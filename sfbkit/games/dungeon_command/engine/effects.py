"""The effect executor (DC §17.2): one handler per step, each citing the rule it carries out.

The First Rule: a step that cannot be carried out is skipped and the rest still resolves.
"""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.games.dungeon_command.engine.asking import ask
from sfbkit.games.dungeon_command.engine.attacks import attack, resolve_attack
from sfbkit.games.dungeon_command.engine.context import Ctx
from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.damage import deal_damage, heal
from sfbkit.games.dungeon_command.engine.definitions import (
    Attack,
    BasicAttack,
    CancelAttack,
    ChangeCounter,
    ChooseOne,
    CollectTreasure,
    Damage,
    Deploy,
    DiscardOrders,
    DrawCreatures,
    DrawOrders,
    ExtraAction,
    ForEach,
    Grant,
    Heal,
    If,
    May,
    Modify,
    Move,
    Place,
    Prevent,
    RedirectDamage,
    ReturnOrder,
    SetTapped,
    Slide,
    Step,
)
from sfbkit.games.dungeon_command.engine.deployment import deploy_one
from sfbkit.games.dungeon_command.engine.movement import Style, budget_for, move, own_style, place
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.games.dungeon_command.engine.selectors import holds, named, select
from sfbkit.games.dungeon_command.engine.state import Status
from sfbkit.games.dungeon_command.engine.targets import attack_targets
from sfbkit.games.dungeon_command.engine.treasure import can_collect, collect
from sfbkit.geometry.square import distance, label
from sfbkit.kit.play.decisions import Gen, Option
from sfbkit.kit.play.op_handlers import Handlers

HANDLERS: Handlers[Engine, Ctx] = Handlers()
"""The handler of every step type; a test checks each step of DC §17.2 has one."""
handles = HANDLERS.handles


def run_steps(eng: Engine, steps: Sequence[Step], ctx: Ctx) -> Gen[None]:
    """Runs an effect's steps in printed order (DC §17)."""
    for step in steps:
        yield from HANDLERS.run(eng, step, ctx)


def _player(ctx: Ctx, eng: Engine, who: str) -> int:
    return ctx.controller if who == "you" else eng.other(ctx.controller)


@handles(Attack)
def _attack(eng: Engine, step: Attack, ctx: Ctx) -> Gen[None]:
    """A melee or ranged attack by ``self`` (DC §8)."""
    yield from attack(eng, ctx, step)


@handles(BasicAttack)
def _basic_attack(eng: Engine, step: BasicAttack, ctx: Ctx) -> Gen[None]:
    """The creature's printed attack plus a bonus; with two printed attacks the controller picks (DC §17.2)."""
    attacker = eng.creature(ctx.source)
    if attacker is None:
        return
    printed = eng.card(attacker).attacks
    usable = [i for i, a in enumerate(printed) if attack_targets(eng, attacker, a.kind, a.range, None, ctx)]
    if not usable:
        return
    options = [
        Option(str(OptionId("attack", str(i))), f"{printed[i].kind} {printed[i].damage}") for i in usable
    ]
    index = OptionId.parse((yield from ask("choice", ctx.controller, options, "which attack"))).index
    chosen = printed[index]
    yield from attack(eng, ctx, Attack(chosen.kind, chosen.damage + step.bonus, chosen.range, then=step.then))


@handles(Damage)
def _damage(eng: Engine, step: Damage, ctx: Ctx) -> Gen[None]:
    """Direct damage: no attack, no dodge, may be cowered (DC §9.1)."""
    for creature in (yield from select(eng, ctx, step.who, "damage")):
        if eng.creature(creature.uid) is not None:
            yield from deal_damage(eng, ctx.child(target=creature.uid), creature, step.amount, "effect")


@handles(Prevent)
def _prevent(eng: Engine, step: Prevent, ctx: Ctx) -> Gen[None]:
    """Reduces the pending damage event, never below 0 (DC §9.1 step 2)."""
    pending = ctx.damage
    if pending is not None:
        pending.amount = max(0, pending.amount - step.amount)
        eng.emit("damage_prevented", amount=step.amount, left=pending.amount)
    return
    yield


@handles(CancelAttack)
def _cancel_attack(eng: Engine, step: CancelAttack, ctx: Ctx) -> Gen[None]:
    """The pending attack has no effect on the creature, as a dodge from a card (DC §8.3)."""
    if ctx.attack is None:
        return
    for creature in (yield from select(eng, ctx, step.who)):
        if creature.uid in ctx.attack.targets:
            ctx.attack.spared.add(creature.uid)
            eng.emit("attack_cancelled", creature=eng.name(creature))


@handles(RedirectDamage)
def _redirect(eng: Engine, step: RedirectDamage, ctx: Ctx) -> Gen[None]:
    """The pending damage goes to another creature, whose controller may cower it (DC §17.2)."""
    if ctx.damage is None:
        return
    for creature in (yield from select(eng, ctx, step.to, "redirect to")):
        if eng.creature(creature.uid) is not None and creature.uid != ctx.damage.target:
            ctx.damage.target = creature.uid
            eng.emit("damage_redirected", creature=eng.name(creature))
            return


@handles(Heal)
def _heal(eng: Engine, step: Heal, ctx: Ctx) -> Gen[None]:
    """Removes up to N damage (DC §9.4)."""
    for creature in (yield from select(eng, ctx, step.who, "heal")):
        heal(eng, creature, step.amount)


@handles(Move)
def _move(eng: Engine, step: Move, ctx: Ctx) -> Gen[None]:
    """The creature's own movement from an effect: walk or shift, speed-based or fixed (DC §6.5, §6.8)."""
    for creature in (yield from select(eng, ctx, step.who, "move")):
        if eng.creature(creature.uid) is None or eng.has_status(creature, "immobilized"):
            continue
        budget = budget_for(eng, creature, step.squares)
        yield from move(eng, creature, own_style(eng, creature, step.mode), budget, creature.owner)


@handles(Slide)
def _slide(eng: Engine, step: Slide, ctx: Ctx) -> Gen[None]:
    """A slide, push or pull: up to N squares on a path the effect's controller picks (DC §6.9, §6.10)."""
    source = named(eng, ctx, step.source) if step.direction != "any" else None
    if step.direction != "any" and source is None:
        return
    immunity = "slide" if step.direction == "any" else "push_pull"
    for creature in (yield from select(eng, ctx, step.who, "slide")):
        if eng.creature(creature.uid) is None or eng.immune(creature, immunity):
            continue
        style: Style = (
            "slide" if step.direction == "any" else ("push" if step.direction == "away" else "pull")
        )
        yield from move(eng, creature, style, step.squares, ctx.controller, source.square if source else None)


@handles(Place)
def _place(eng: Engine, step: Place, ctx: Ctx) -> Gen[None]:
    """Sets a creature on an empty non-wall square within range: not movement (DC §6.11)."""
    anchor = named(eng, ctx, step.of)
    if anchor is None:
        return
    for creature in (yield from select(eng, ctx, step.who, "place")):
        if eng.creature(creature.uid) is None:
            continue
        taken = {c.square for c in eng.state.creatures.values()}
        squares = [
            s
            for s in eng.board.squares()
            if eng.board.kinds[s] != "wall" and s not in taken and distance(s, anchor.square) <= step.within
        ]
        if not squares:
            continue
        options = [Option(str(OptionId("step", square=s)), label(s)) for s in squares]
        answer = OptionId.parse(
            (yield from ask("step", ctx.controller, options, f"place {eng.name(creature)}"))
        )
        assert answer.square is not None
        yield from place(eng, creature, answer.square)


@handles(SetTapped)
def _tap(eng: Engine, step: SetTapped, ctx: Ctx) -> Gen[None]:
    """Taps or untaps a creature (DC §5.1)."""
    for creature in (yield from select(eng, ctx, step.who, "tap" if step.tapped else "untap")):
        eng.set_tapped(creature, step.tapped, "effect")


@handles(DrawOrders)
def _draw_orders(eng: Engine, step: DrawOrders, ctx: Ctx) -> Gen[None]:
    """A player draws order cards (DC §4.1 deck rules apply)."""
    eng.draw_orders(_player(ctx, eng, step.player), step.count)
    return
    yield


@handles(DiscardOrders)
def _discard_orders(eng: Engine, step: DiscardOrders, ctx: Ctx) -> Gen[None]:
    """A player discards order cards, picked by their owner or at random (DC §17.2)."""
    player = _player(ctx, eng, step.player)
    seat = eng.state.players[player]
    for _ in range(step.count):
        if not seat.order_hand:
            return
        if step.chosen_by == "random":
            card = seat.order_hand[eng.state.rng.randrange(len(seat.order_hand))]
        else:
            options = [Option(str(OptionId("discard", c)), c) for c in sorted(set(seat.order_hand))]
            card = OptionId.parse((yield from ask("choice", player, options, "discard an order"))).arg
        seat.order_hand.remove(card)
        seat.order_discard.append(card)
        eng.emit("order_discarded", player=player, order=card)


@handles(ReturnOrder)
def _return_order(eng: Engine, step: ReturnOrder, ctx: Ctx) -> Gen[None]:
    """This order goes back to the hand instead of the discard pile (DC §17.2)."""
    ctx.return_order = True
    return
    yield


@handles(DrawCreatures)
def _draw_creatures(eng: Engine, step: DrawCreatures, ctx: Ctx) -> Gen[None]:
    """You draw creature cards (DC §4.4 deck rules apply)."""
    eng.draw_creatures(ctx.controller, step.count)
    return
    yield


@handles(Deploy)
def _deploy(eng: Engine, step: Deploy, ctx: Ctx) -> Gen[None]:
    """You deploy one creature from your hand now, within leadership (DC §4.3, §17.2)."""
    yield from deploy_one(
        eng, ctx.controller, step.level_max, step.where, eng.creature(ctx.source), optional=True
    )


@handles(ChangeCounter)
def _counter(eng: Engine, step: ChangeCounter, ctx: Ctx) -> Gen[None]:
    """A player's morale or leadership changes; morale 0 ends the game (DC §9.4, §13.1)."""
    player = _player(ctx, eng, step.player)
    if step.counter == "morale":
        eng.change_morale(player, step.amount, "effect")
    else:
        eng.change_leadership(player, step.amount, "effect")
    return
    yield


@handles(CollectTreasure)
def _collect(eng: Engine, step: CollectTreasure, ctx: Ctx) -> Gen[None]:
    """Collects a token as the Standard action does, without its cost (DC §12)."""
    for creature in (yield from select(eng, ctx, step.who)):
        if eng.creature(creature.uid) is not None and can_collect(eng, creature):
            collect(eng, creature)


@handles(Modify)
def _modify(eng: Engine, step: Modify, ctx: Ctx) -> Gen[None]:
    """Changes a creature's stat for a duration, only while its condition holds if it has one (DC §17.2, §17.4)."""
    for creature in (yield from select(eng, ctx, step.who, "modify")):
        creature.statuses.append(
            Status(
                step.duration,
                ctx.controller,
                stat=step.stat,
                amount=step.amount,
                condition=step.condition,
                source=ctx.source,
            )
        )
        eng.emit(
            "status", creature=eng.name(creature), stat=step.stat, amount=step.amount, duration=step.duration
        )


@handles(Grant)
def _grant(eng: Engine, step: Grant, ctx: Ctx) -> Gen[None]:
    """Gives a creature a status or a keyword for a duration (DC §17.2, §17.4)."""
    for creature in (yield from select(eng, ctx, step.who, "grant")):
        creature.statuses.append(
            Status(
                step.duration,
                ctx.controller,
                status=step.status,
                keyword=step.keyword,
                condition=step.condition,
                source=ctx.source,
            )
        )
        eng.emit(
            "status",
            creature=eng.name(creature),
            status=step.status or f"keyword:{step.keyword}",
            duration=step.duration,
        )


@handles(ExtraAction)
def _extra_action(eng: Engine, step: ExtraAction, ctx: Ctx) -> Gen[None]:
    """One more Standard action or move this activation, for the creature in activation (DC §17.2)."""
    for creature in (yield from select(eng, ctx, step.who)):
        if creature.uid == eng.state.acting:
            eng.state.extra[step.action] += 1
            eng.emit("extra_action", creature=eng.name(creature), action=step.action)


@handles(If)
def _if(eng: Engine, step: If, ctx: Ctx) -> Gen[None]:
    """Runs one branch by a condition (DC §17.3)."""
    yield from run_steps(eng, step.then if holds(eng, ctx, step.condition) else step.otherwise, ctx)


@handles(ChooseOne)
def _choose_one(eng: Engine, step: ChooseOne, ctx: Ctx) -> Gen[None]:
    """The controller picks one mode (DC §5.4 card choices)."""
    options = [Option(str(OptionId("mode", str(i))), f"mode {i + 1}") for i in range(len(step.modes))]
    index = OptionId.parse((yield from ask("choice", ctx.controller, options, "choose one"))).index
    yield from run_steps(eng, step.modes[index], ctx)


@handles(May)
def _may(eng: Engine, step: May, ctx: Ctx) -> Gen[None]:
    """A yes/no Decision for the controller (DC §5.4)."""
    options = [Option(str(OptionId("yes")), "yes"), Option(str(OptionId("no")), "no")]
    if (yield from ask("may", ctx.controller, options, "may")) == "yes":
        yield from run_steps(eng, step.steps, ctx)


@handles(ForEach)
def _for_each(eng: Engine, step: ForEach, ctx: Ctx) -> Gen[None]:
    """Runs steps once per selected creature, as ``it``, one at a time (DC §8.5, §17.1)."""
    for creature in (yield from select(eng, ctx, step.who)):
        if eng.creature(creature.uid) is not None:
            yield from run_steps(eng, step.steps, ctx.child(it=creature.uid))


__all__ = ["HANDLERS", "resolve_attack", "run_steps"]
