"""What a window offers and runs: automatic trigger powers, dodge, Immediate orders and tap powers (DC §5.3, §8.3)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TypeVar

from sfbkit.games.dungeon_command.engine.asking import ask
from sfbkit.games.dungeon_command.engine.context import Ctx
from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.definitions import ANY_TIME, PowerDef, Trigger
from sfbkit.games.dungeon_command.engine.effects import run_steps
from sfbkit.games.dungeon_command.engine.listeners import NOBODY
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.games.dungeon_command.engine.orders import eligible, play_order
from sfbkit.games.dungeon_command.engine.state import CreatureState
from sfbkit.games.dungeon_command.engine.targets import first_target_ok
from sfbkit.games.dungeon_command.engine.windows import (
    TriggerEvent,
    auto_triggers,
    trigger_matches,
    usable_creatures,
)
from sfbkit.kit.play.decisions import Gen, Option

T = TypeVar("T")


def chosen_order(
    eng: Engine, player: int, items: list[T], describe: Callable[[T], str], still_valid: Callable[[T], bool]
) -> Gen[T | None]:
    """Asks a player which pending effect resolves next (DC §4.5); returns None when none is left."""
    while items:
        live = [item for item in items if still_valid(item)]
        items[:] = live
        if not live:
            return None
        if len(live) == 1:
            return items.pop(0)
        options = [Option(str(OptionId("effect", str(i))), describe(item)) for i, item in enumerate(live)]
        index = OptionId.parse((yield from ask("effect_order", player, options, "which effect first"))).index
        return items.pop(index)
    return None


def _event_ctx(player: int, holder: int | None, event: TriggerEvent, pending: Ctx | None) -> Ctx:
    return Ctx(
        player,
        holder,
        attacker=event.attacker,
        event_creature=event.creature,
        damage=pending.damage if pending else None,
        attack=pending.attack if pending else None,
        attack_kind=event.attack_kind,
    )


def resolve_triggers(eng: Engine, event: TriggerEvent, pending: Ctx | None) -> Gen[None]:
    """Resolves the non-tap trigger powers an event fires: the active player's first, each in their chosen order."""
    found = list(auto_triggers(eng, event))
    if not found:
        return
    active = eng.state.active
    for player in (active, eng.other(active)):
        mine = [(holder, power) for owner, holder, power in found if owner == player]
        while mine:
            picked = yield from chosen_order(
                eng,
                player,
                mine,
                lambda item: item[1].name,
                lambda item: (
                    item[0] is None or eng.creature(item[0]) is not None or event.kind == "destroyed"
                ),
            )
            if picked is None:
                break
            holder, power = picked
            yield from run_power(eng, player, holder, power, _event_ctx(player, holder, event, pending))


def run_power(eng: Engine, player: int, holder: int | None, power: PowerDef, ctx: Ctx) -> Gen[None]:
    """Resolves a power's effect; a power worded "may" asks its controller first (DC §5.3, §11)."""
    if power.may:
        options = [Option(str(OptionId("yes")), f"use {power.name}"), Option(str(OptionId("no")), "do not")]
        if (yield from ask("may", player, options, power.name)) != "yes":
            return
    creature = eng.creature(holder)
    eng.emit("power_used", player=player, power=power.name, creature=eng.name(creature) if creature else None)
    yield from run_steps(eng, power.effect, ctx)


def may_respond(eng: Engine, player: int, event: TriggerEvent | None) -> bool:
    """Tells cheaply whether a player could have any usable Immediate at all (DC §5.3: ask only then)."""
    wanted = "any_time" if event is None else event.kind
    listeners = eng.defs.listeners
    orders = listeners.orders.get(wanted, NOBODY)
    in_hand = bool(orders) and not orders.isdisjoint(eng.state.players[player].order_hand)
    taps = listeners.taps.get(wanted, NOBODY)
    if taps and taps.isdisjoint(eng.cards_in_play()):
        taps = NOBODY
    dodge = event is not None and event.kind == "attack_declared" and event.attack_kind == "ranged"
    if not (in_hand or taps or dodge):
        return False
    untapped = [c.card for c in eng.state.creatures.values() if c.owner == player and not c.tapped]
    if not untapped:
        return False
    return dodge or in_hand or not taps.isdisjoint(untapped)


def usable(eng: Engine, player: int, event: TriggerEvent | None, pending: Ctx | None) -> list[Option]:
    """Returns the Immediates a player may use now: dodge, orders and tap powers (DC §5.3, §8.3, §10.1)."""
    untapped = usable_creatures(eng, player)
    options: list[Option] = []
    if (
        event is not None
        and event.kind == "attack_declared"
        and pending is not None
        and pending.attack is not None
    ):
        options.extend(_dodges(eng, player, pending))
    wanted = "any_time" if event is None else event.kind
    listeners = eng.defs.listeners
    listening = listeners.orders.get(wanted, NOBODY)
    for order_id in sorted(listening.intersection(eng.state.players[player].order_hand)):
        order = eng.defs.orders[order_id]
        if order.action != "immediate":
            continue
        trigger = order.trigger or ANY_TIME
        if (event is None) != (trigger.kind == "any_time") or (
            event is not None and event.kind != trigger.kind
        ):
            continue
        for creature in untapped:
            if not eligible(eng, creature, order) or not _fits(eng, trigger, player, creature, event):
                continue
            ctx = _ctx_for(player, creature, event, pending)
            if first_target_ok(eng, ctx, order.effect):
                options.append(
                    Option(
                        str(OptionId("order", order_id, creature.square)),
                        f"{order.name} by {eng.name(creature)}",
                    )
                )
    taps = listeners.taps.get(wanted, NOBODY)
    for creature in untapped:
        if creature.card not in taps:
            continue
        for index, power in enumerate(eng.card(creature).powers):
            if power.kind != "tap" or power.action != "immediate":
                continue
            if not _fits(eng, power.trigger or ANY_TIME, player, creature, event):
                continue
            if first_target_ok(eng, _ctx_for(player, creature, event, pending), power.effect):
                options.append(
                    Option(
                        str(OptionId("power", str(index), creature.square)),
                        f"{power.name} ({eng.name(creature)})",
                    )
                )
    return options


def _fits(
    eng: Engine, trigger: Trigger, player: int, creature: CreatureState, event: TriggerEvent | None
) -> bool:
    if event is None:
        return trigger.kind == "any_time"
    return trigger_matches(eng, trigger, player, creature.uid, event)


def _ctx_for(player: int, creature: CreatureState, event: TriggerEvent | None, pending: Ctx | None) -> Ctx:
    if event is None:
        return Ctx(player, creature.uid)
    return _event_ctx(player, creature.uid, event, pending)


def _dodges(eng: Engine, player: int, pending: Ctx) -> Iterator[Option]:
    """Yields dodge for each untapped target with cover of a ranged attack that can be dodged (DC §8.3)."""
    attack = pending.attack
    assert attack is not None
    if attack.kind != "ranged":
        return
    attacker = eng.creature(attack.attacker)
    if attacker is not None and eng.restricted(attacker, "undodgeable"):
        return
    for uid in attack.targets:
        target = eng.creature(uid)
        if target is None or target.owner != player or target.tapped or uid in attack.spared:
            continue
        if eng.has_cover(target):
            yield Option(str(OptionId("dodge", square=target.square)), f"dodge ({eng.name(target)})")


def respond(
    eng: Engine, player: int, answer: OptionId, event: TriggerEvent | None, pending: Ctx | None
) -> Gen[None]:
    """Carries out a chosen Immediate: a dodge, an Immediate order or a tap power."""
    assert answer.square is not None
    creature = eng.state.at(answer.square)
    assert creature is not None
    if answer.verb == "dodge":
        assert pending is not None and pending.attack is not None
        eng.set_tapped(creature, True, "dodge")
        pending.attack.spared.add(creature.uid)
        eng.emit("dodge", creature=eng.name(creature))
        return
    ctx = _ctx_for(player, creature, event, pending)
    if answer.verb == "order":
        yield from play_order(eng, creature, answer.arg, ctx)
        return
    power = eng.card(creature).powers[answer.index]
    eng.set_tapped(creature, True, power.name)
    yield from run_power(eng, player, creature.uid, power, ctx)
