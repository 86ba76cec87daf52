"""The activation phase and one creature's activation (DC §4.2, §5.2): its move, Minors and one tapping action."""

from __future__ import annotations

from functools import cache

from sfbkit.games.dungeon_command.engine.asking import ask
from sfbkit.games.dungeon_command.engine.attacks import attack
from sfbkit.games.dungeon_command.engine.context import Ctx
from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.definitions import ANY_TIME, Attack, PowerDef
from sfbkit.games.dungeon_command.engine.movement import budget_for, can_step, move, own_style
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.games.dungeon_command.engine.orders import play_order, playable
from sfbkit.games.dungeon_command.engine.responses import run_power
from sfbkit.games.dungeon_command.engine.state import CreatureState
from sfbkit.games.dungeon_command.engine.targets import basic_attacks, first_target_ok
from sfbkit.games.dungeon_command.engine.treasure import can_collect, collect
from sfbkit.games.dungeon_command.engine.windows import TriggerEvent, window
from sfbkit.geometry.square import Square, label
from sfbkit.kit.play.decisions import CHECKPOINT, Gen, Option

END = str(OptionId("end"))
END_PHASE = str(OptionId("end-phase"))
MOVE = str(OptionId("move"))
COLLECT = str(OptionId("collect"))
COMMANDER = "commander"
END_PHASE_OPTION = Option(END_PHASE, "end the phase: the rest activate with no actions")


def activation_phase(eng: Engine, resumed: bool = False) -> Gen[None]:
    """Activates each of the active player's creatures once, in the order the player picks (DC §4.2).

    ``resumed``: a copy goes on from the checkpoint its state was taken at, inside this phase.
    """
    state = eng.state
    player = state.active
    if resumed and state.checkpoint == "step":
        acting = state.creatures[state.acting] if state.acting is not None else None
        if acting is not None:
            yield from _steps(eng, acting)
    while True:
        creatures = state.creatures.values()
        if all(c.activated or c.owner != player for c in creatures):
            return
        state.checkpoint = "activation"
        yield CHECKPOINT
        yield from window(eng, None, None)  # DC §5.3: an open window before each activation
        waiting: dict[str, CreatureState] = {}
        options: list[Option] = []
        for c in creatures:
            if c.owner == player and not c.activated:
                option = activate_option(c.card, c.square)
                waiting[option.id] = c
                options.append(option)
        if not waiting:
            return
        options.append(END_PHASE_OPTION)
        answer = yield from ask("activation", player, options, "next activation")
        if answer == END_PHASE:
            for creature in waiting.values():
                creature.activated = True
            eng.emit("phase", phase="activation", ended_early=[eng.name(c) for c in waiting.values()])
            return
        yield from activate(eng, waiting[answer])


@cache
def activate_option(card: str, square: Square) -> Option:
    """Returns the option of activating a creature (the same value every time: every activation phase asks)."""
    return Option(str(OptionId("activate", square=square)), f"{card}@{label(square)}")


@cache
def order_option(order_id: str, name: str, action: str) -> Option:
    """Returns the option of playing an order in an activation (the same value every time it is offered)."""
    return Option(str(OptionId("order", order_id)), f"{name} ({action})")


def activate(eng: Engine, creature: CreatureState) -> Gen[None]:
    """Runs one creature's activation until its player ends it (DC §5.2)."""
    state = eng.state
    state.window += 1
    state.acting = creature.uid
    state.extra = {"standard": 0, "move": 0}
    state.moves = 1
    state.rest = None
    creature.activated = True
    creature.moved = False
    for index, power in enumerate(eng.card(creature).powers):
        if power.limit == "once_per_activation":
            creature.power_uses.pop(index, None)
    eng.emit("activation_start", creature=eng.name(creature))
    yield from window(
        eng, TriggerEvent("activation_start", creature=creature.uid, owner=creature.owner), None
    )
    yield from _steps(eng, creature)


def _steps(eng: Engine, creature: CreatureState) -> Gen[None]:
    """Runs an activation's steps, from a checkpoint before each, then its end (DC §5.2)."""
    state = eng.state
    while state.creatures.get(creature.uid) is creature:
        state.checkpoint = "step"
        yield CHECKPOINT
        options = activation_options(eng, creature, state.moves + state.extra["move"], state.rest)
        answer = OptionId.parse(
            (yield from ask("activation_step", creature.owner, options, eng.name(creature)))
        )
        if answer.verb == "end":
            break
        if answer.verb == "move":
            if state.rest:
                budget = state.rest
            else:
                if state.moves:
                    state.moves -= 1
                else:
                    state.extra["move"] -= 1
                budget = budget_for(eng, creature, "speed")
            left = yield from move(eng, creature, own_style(eng, creature, "walk"), budget, creature.owner)
            state.rest = left if eng.ruleset.split_move else None
        else:
            yield from _action(eng, creature, answer)
        yield from window(eng, None, None)  # DC §5.3: after each move or action
    if state.creatures.get(creature.uid) is creature:
        eng.emit("activation_end", creature=eng.name(creature))
        yield from window(
            eng, TriggerEvent("activation_end", creature=creature.uid, owner=creature.owner), None
        )
    state.acting = None
    _expire_activation(eng)


def _expire_activation(eng: Engine) -> None:
    """Ends every ``this_activation`` effect (DC §17.4)."""
    for creature in eng.state.creatures.values():
        if not creature.statuses:
            continue
        kept = [s for s in creature.statuses if s.duration != "this_activation"]
        if len(kept) != len(creature.statuses):
            creature.statuses = kept
            eng.emit("status_expired", creature=eng.name(creature), duration="this_activation")


def can_take_standard(eng: Engine, creature: CreatureState) -> bool:
    """Tells whether a creature may take a Standard action: it is untapped, or an effect granted one more."""
    return not creature.tapped or eng.state.extra["standard"] > 0


def _pay_standard(eng: Engine, creature: CreatureState, reason: str) -> None:
    """Taps the creature for a Standard action, or spends a granted extra one when it is already tapped."""
    if creature.tapped:
        eng.state.extra["standard"] -= 1
    else:
        eng.set_tapped(creature, True, reason)


def activation_options(
    eng: Engine, creature: CreatureState, moves: int, rest: int | None = None
) -> list[Option]:
    """Returns what a creature may do now in its activation (DC §5.2, §5.4 "activation step").

    ``rest`` is the movement left of a split move (DC §14 ``split_move``).
    """
    ctx = Ctx(creature.owner, creature.uid)
    options: list[Option] = []
    if (moves > 0 or rest) and not eng.has_status(creature, "immobilized"):
        budget = rest if rest else budget_for(eng, creature, "speed")
        if can_step(eng, creature, own_style(eng, creature, "walk"), budget):
            options.append(Option(MOVE, f"move ({budget})"))
    standard = can_take_standard(eng, creature)
    if standard:
        for index in basic_attacks(eng, creature, ctx):
            printed = eng.card(creature).attacks[index]
            options.append(
                Option(str(OptionId("attack", str(index))), f"{printed.kind} attack {printed.damage}")
            )
        if can_collect(eng, creature):
            options.append(Option(COLLECT, "collect treasure"))
    seat = eng.state.players[creature.owner]
    for order_id in sorted(set(seat.order_hand)):
        order = eng.defs.orders[order_id]
        if order.action == "standard" and not standard:
            continue
        if order.action == "immediate" and (
            creature.tapped or (order.trigger or ANY_TIME).kind != "any_time"
        ):
            continue
        if playable(eng, creature, order, ctx):
            options.append(order_option(order_id, order.name, order.action))
    for index, power in enumerate(eng.card(creature).powers):
        if _power_ready(eng, creature, power, index, standard) and first_target_ok(eng, ctx, power.effect):
            options.append(Option(str(OptionId("power", str(index))), power.name))
    commander = eng.defs.commanders[seat.commander].power
    if (
        commander is not None
        and commander.kind == "activated"
        and _commander_ready(eng, creature.owner, commander)
        and first_target_ok(eng, ctx, commander.effect)
    ):
        options.append(Option(str(OptionId("power", COMMANDER)), commander.name))
    options.append(Option(END, "end the activation"))
    return options


def _power_ready(eng: Engine, creature: CreatureState, power: PowerDef, index: int, standard: bool) -> bool:
    """Tells whether a creature's power can be activated now: Minor powers within their limit, tap powers (DC §11.1)."""
    if power.kind == "minor":
        return power.limit == "none" or index not in creature.power_uses
    if power.kind != "tap":
        return False
    if power.action == "standard":
        return standard
    return not creature.tapped and (power.trigger or ANY_TIME).kind == "any_time"


def _commander_ready(eng: Engine, player: int, power: PowerDef) -> bool:
    """Tells whether the commander's activated power is unused this turn (DC §11.2)."""
    return power.limit == "none" or eng.state.players[player].commander_uses == 0


def _action(eng: Engine, creature: CreatureState, answer: OptionId) -> Gen[None]:
    """Carries out an activation step other than the move."""
    ctx = Ctx(creature.owner, creature.uid)
    if answer.verb == "attack":
        printed = eng.card(creature).attacks[answer.index]
        _pay_standard(eng, creature, "basic attack")
        yield from attack(eng, ctx, Attack(printed.kind, printed.damage, printed.range))
    elif answer.verb == "collect":
        _pay_standard(eng, creature, "collect treasure")
        collect(eng, creature)
    elif answer.verb == "order":
        order = eng.defs.orders[answer.arg]
        if order.action == "standard" and creature.tapped:
            eng.state.extra["standard"] -= 1
        yield from play_order(eng, creature, answer.arg, ctx)
    elif answer.arg == COMMANDER:
        seat = eng.state.players[creature.owner]
        power = eng.defs.commanders[seat.commander].power
        assert power is not None
        seat.commander_uses += 1
        yield from run_power(eng, creature.owner, creature.uid, power, ctx)
    else:
        power = eng.card(creature).powers[answer.index]
        if power.kind == "minor":
            creature.power_uses[answer.index] = creature.power_uses.get(answer.index, 0) + 1
        elif power.action == "standard":
            _pay_standard(eng, creature, power.name)
        else:
            eng.set_tapped(creature, True, power.name)
        yield from run_power(eng, creature.owner, creature.uid, power, ctx)
