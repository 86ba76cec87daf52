"""Playing orders: timing, Requires, Affinity, ability, level with support, a legal first target (DC §10)."""

from __future__ import annotations

from sfbkit.games.dungeon_command.engine.asking import ask
from sfbkit.games.dungeon_command.engine.context import Ctx
from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.definitions import OrderDef
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.games.dungeon_command.engine.state import CreatureState
from sfbkit.games.dungeon_command.engine.targets import first_target_ok
from sfbkit.games.dungeon_command.engine.windows import TriggerEvent, window
from sfbkit.kit.play.decisions import Gen, Option

DONE = str(OptionId("done"))


def has_affinity(eng: Engine, creature: CreatureState, order: OrderDef) -> bool:
    """Tells whether a creature has any of an order's Affinity keywords (DC §10.1 check 3)."""
    return bool(order.affinity) and not order.affinity.isdisjoint(eng.keywords(creature))


def has_ability(eng: Engine, creature: CreatureState, order: OrderDef) -> bool:
    """Tells whether a creature has an order's ability; ``any`` always passes (DC §10.1 check 4)."""
    return order.ability == "any" or order.ability in eng.card(creature).abilities


def order_level(eng: Engine, creature: CreatureState) -> int:
    """Returns a creature's level for playing orders: printed level plus ``order_level`` modifiers (DC §10.1)."""
    return eng.card(creature).level + eng.bonus(creature, "order_level")


def supporters(eng: Engine, creature: CreatureState, order: OrderDef) -> list[CreatureState]:
    """Returns the creatures that may support an order: yours, adjacent, untapped, with its ability (DC §10.2)."""
    near = eng.board.adjacent[creature.square]
    return [
        c
        for c in eng.state.creatures.values()
        if c.owner == creature.owner
        and c.uid != creature.uid
        and not c.tapped
        and c.square in near
        and has_ability(eng, c, order)
        and not eng.restricted(c, "cannot_support")
    ]


def playable(eng: Engine, creature: CreatureState, order: OrderDef, ctx: Ctx) -> bool:
    """Tells whether an order may be played on a creature now, timing aside (DC §10.1 checks 2-6)."""
    return eligible(eng, creature, order) and first_target_ok(eng, ctx, order.effect)


def eligible(eng: Engine, creature: CreatureState, order: OrderDef) -> bool:
    """Tells whether a creature meets an order's Requires, Affinity or ability, and level (DC §10.1 checks 2-5)."""
    keywords = eng.keywords(creature)
    if not order.requires <= keywords:
        return False
    if not order.affinity or order.affinity.isdisjoint(keywords):  # no Affinity (DC §10.1 check 3)
        if not has_ability(eng, creature, order):
            return False
        level = order_level(eng, creature)
        if level < order.level:
            level += sum(eng.card(c).level for c in supporters(eng, creature, order))
            if level < order.level:
                return False
    return True


def play_order(eng: Engine, creature: CreatureState, order_id: str, ctx: Ctx) -> Gen[None]:
    """Plays an order on a creature: support, the tap, the order-played window, its effect, the discard (DC §10)."""
    order = eng.defs.orders[order_id]
    seat = eng.state.players[creature.owner]
    seat.order_hand.remove(order_id)
    eng.emit("order_played", player=creature.owner, order=order_id, creature=eng.name(creature))
    if not has_affinity(eng, creature, order):
        yield from _support(eng, creature, order)
    if order.action != "minor":
        eng.set_tapped(creature, True, order_id)
    ctx = ctx.child(order=order_id)
    yield from window(eng, TriggerEvent("order_played", creature=creature.uid, player=creature.owner), None)
    from sfbkit.games.dungeon_command.engine.effects import run_steps  # effects play orders' steps

    yield from run_steps(eng, order.effect, ctx)
    if ctx.return_order:
        seat.order_hand.append(order_id)
        eng.emit("order_returned", player=creature.owner, order=order_id)
    else:
        seat.order_discard.append(order_id)
        eng.emit("order_discarded", player=creature.owner, order=order_id, played=True)


def _support(eng: Engine, creature: CreatureState, order: OrderDef) -> Gen[None]:
    """Asks for supporters one at a time; "done" only once the level is met; each supporter taps (DC §10.2)."""
    total = order_level(eng, creature)
    pool = supporters(eng, creature, order)
    while pool:
        options = [Option(str(OptionId("support", square=c.square)), eng.name(c)) for c in pool]
        if total >= order.level:
            options.insert(0, Option(DONE, f"done (level {total} of {order.level})"))
        answer = OptionId.parse((yield from ask("support", creature.owner, options, order.id)))
        if answer.verb == "done":
            return
        helper = next(c for c in pool if c.square == answer.square)
        total += eng.card(helper).level
        eng.set_tapped(helper, True, "support")
        eng.emit("support", creature=eng.name(helper), order=order.id, total=total)
        pool = [c for c in pool if c.uid != helper.uid]
