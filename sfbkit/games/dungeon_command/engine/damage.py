"""Damage events, cowering, destruction and healing (DC §9)."""

from __future__ import annotations

from typing import Literal

from sfbkit.games.dungeon_command.engine.asking import ask
from sfbkit.games.dungeon_command.engine.context import Ctx, PendingDamage
from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.games.dungeon_command.engine.state import CreatureState
from sfbkit.games.dungeon_command.engine.windows import TriggerEvent, window
from sfbkit.kit.play.decisions import Gen, Option

Outcome = Literal["taken", "cowered", "prevented", "gone"]
"""How a damage event ended: damage taken, cowered, reduced to nothing, or its creature gone (DC §9.1)."""

TAKE = str(OptionId("take"))
COWER = str(OptionId("cower"))


def deal_damage(eng: Engine, ctx: Ctx, target: CreatureState, amount: int, source: str) -> Gen[Outcome]:
    """Runs one damage event (DC §9.1); returns how it ended.

    ``ctx.attacker`` names the attacking creature, if any; ``source`` says what dealt it.
    """
    pending = PendingDamage(target.uid, max(0, amount))
    event_ctx = ctx.child(damage=pending, event_creature=target.uid)
    eng.emit("damage_pending", creature=eng.name(target), amount=pending.amount, source=source)
    if pending.amount > 0:
        # DC §9.1 step 2: prevention and redirection happen in the before-damage window.
        event = TriggerEvent(
            "before_damage", creature=target.uid, attacker=ctx.attacker, attack_kind=ctx.attack_kind
        )
        yield from window(eng, event, event_ctx)
    victim = eng.creature(pending.target)
    if victim is None:
        return "gone"
    if pending.amount <= 0:
        eng.emit("damage_prevented", creature=eng.name(victim), source=source)
        return "prevented"
    owner = victim.owner
    cost = pending.amount // 10
    if eng.restricted(victim, "cannot_cower"):
        answer = TAKE
    else:
        options = [
            Option(TAKE, f"{eng.name(victim)} takes {pending.amount} damage"),
            Option(COWER, f"cower: lose {cost} morale"),
        ]
        answer = yield from ask("cower", owner, options, f"{pending.amount} damage to {eng.name(victim)}")
    if answer == COWER:
        # DC §9.2: all or nothing; 1 morale per 10 of the amount after prevention, even above remaining HP.
        eng.emit("cower", creature=eng.name(victim), amount=pending.amount, morale_cost=cost)
        eng.change_morale(owner, -cost, "cower")
        return "cowered"
    victim.damage += pending.amount
    eng.emit("damage", creature=eng.name(victim), amount=pending.amount, total=victim.damage, source=source)
    if victim.damage >= eng.hp(victim):
        yield from destroy(eng, victim, ctx.attacker)
        return "taken"
    yield from window(eng, TriggerEvent("damaged", creature=victim.uid, attacker=ctx.attacker), event_ctx)
    return "taken"


def destroy(eng: Engine, creature: CreatureState, killer: int | None) -> Gen[None]:
    """Removes a destroyed creature: to the discard pile, morale down by its printed level (DC §9.3)."""
    state = eng.state
    name = eng.name(creature)
    del state.creatures[creature.uid]
    seat = state.players[creature.owner]
    seat.creature_discard.append(creature.card)
    level = eng.defs.creatures[creature.card].level
    eng.emit("destroyed", creature=name, player=creature.owner, level=level)
    eng.change_morale(creature.owner, -level, "destroyed")
    event = TriggerEvent(
        "destroyed", creature=creature.uid, attacker=killer, owner=creature.owner, card=creature.card
    )
    yield from window(eng, event, Ctx(creature.owner, None, attacker=killer))
    if killer is not None and eng.creature(killer) is not None:
        yield from window(eng, TriggerEvent("destroys", creature=creature.uid, attacker=killer), None)


def heal(eng: Engine, creature: CreatureState, amount: int) -> None:
    """Removes up to ``amount`` damage, never above the creature's HP (DC §9.4)."""
    healed = min(creature.damage, max(0, amount))
    if healed:
        creature.damage -= healed
        eng.emit("heal", creature=eng.name(creature), amount=healed, total=creature.damage)


def hazard(eng: Engine, creature: CreatureState, reason: str) -> Gen[None]:
    """Deals hazardous terrain's 10 damage, which may be cowered (DC §7)."""
    if eng.immune(creature, "hazard"):
        return
    yield from deal_damage(eng, Ctx(eng.other(creature.owner), None), creature, 10, reason)


def hazard_entry(eng: Engine, creature: CreatureState) -> Gen[None]:
    """Deals the entry damage of a hazardous square, at most once per creature per activation (DC §7)."""
    if eng.ruleset.hazard_entry == "once_per_activation":
        if creature.hazard_window == eng.state.window:
            return
        creature.hazard_window = eng.state.window
    yield from hazard(eng, creature, "hazard_entry")
