"""The turn (DC §4): refresh, activation, deployment and cleanup, with start- and end-of-turn effects."""

from __future__ import annotations

from dataclasses import dataclass

from sfbkit.games.dungeon_command.engine.activation import activation_phase
from sfbkit.games.dungeon_command.engine.asking import ask
from sfbkit.games.dungeon_command.engine.context import Ctx
from sfbkit.games.dungeon_command.engine.core import Engine, GameOver
from sfbkit.games.dungeon_command.engine.damage import hazard
from sfbkit.games.dungeon_command.engine.definitions import Duration, PowerDef, TriggerKind
from sfbkit.games.dungeon_command.engine.deployment import deploy_phase
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.games.dungeon_command.engine.responses import chosen_order, run_power
from sfbkit.games.dungeon_command.engine.state import Phase
from sfbkit.games.dungeon_command.engine.windows import TriggerEvent, auto_triggers, window
from sfbkit.kit.play.decisions import Gen, Option


@dataclass(frozen=True, slots=True)
class TurnEffect:
    """A pending start- or end-of-turn effect: a trigger power, or one creature's hazardous square (DC §4.5)."""

    owner: int
    holder: int | None
    power: PowerDef | None
    """None for the hazard damage of DC §7."""
    name: str


def run_turn(eng: Engine, phase: Phase, resumed: bool = False) -> Gen[None]:
    """Plays the rest of the active player's turn from a phase, then hands the turn over (DC §4).

    ``resumed``: a copy goes on inside the activation phase, from the checkpoint its state was taken at.
    """
    state = eng.state
    if phase == "refresh":
        state.turn += 1
        eng.emit("turn_start", turn=state.turn, player=state.active)
        yield from refresh(eng)
        phase = "activation"
    if phase == "activation":
        if not resumed:
            _enter(eng, "activation")
        yield from activation_phase(eng, resumed)
        phase = "deployment"
    if phase == "deployment":
        yield from deployment(eng)
    yield from cleanup(eng)
    state.active = eng.other(state.active)
    state.phase = "refresh"


def _enter(eng: Engine, phase: Phase) -> None:
    eng.state.phase = phase
    eng.state.window += 1  # DC §7: outside activations the phase is the hazard window
    eng.emit("phase", phase=phase)


def refresh(eng: Engine) -> Gen[None]:
    """Refresh (DC §4.1): expire, start-of-turn effects, untap the active player's creatures, draw an order."""
    state = eng.state
    player = state.active
    _enter(eng, "refresh")
    _expire(eng, "until_your_next_turn", player)
    for creature in eng.of(player):
        creature.activated = False
        for index, power in enumerate(eng.card(creature).powers):
            if power.limit == "once_per_turn":
                creature.power_uses.pop(index, None)
    state.players[player].commander_uses = 0
    yield from turn_effects(eng, "start_of_turn")
    for creature in eng.of(player):
        eng.set_tapped(creature, False, "refresh")
    eng.draw_orders(player, 1)
    yield from window(eng, None, None)


def deployment(eng: Engine) -> Gen[None]:
    """Deployment (DC §4.3): leadership +1, then optional placements within leadership."""
    _enter(eng, "deployment")
    player = eng.state.active
    yield from window(eng, None, None)
    eng.change_leadership(player, 1, "deployment")
    yield from deploy_phase(eng, player, at_least_one=False)
    yield from window(eng, None, None)


def cleanup(eng: Engine) -> Gen[None]:
    """Cleanup (DC §4.4): end-of-turn effects, expiry, untap, refill, order hand limit, end checks."""
    state = eng.state
    player = state.active
    _enter(eng, "cleanup")
    yield from turn_effects(eng, "end_of_turn")
    _expire(eng, "this_turn", None)
    for creature in eng.of(player):
        eng.set_tapped(creature, False, "cleanup")
    seat = state.players[player]
    size = eng.defs.commanders[seat.commander].creature_hand
    eng.draw_creatures(player, size - len(seat.creature_hand))
    limit = eng.ruleset.order_hand_limit
    while limit is not None and len(seat.order_hand) > limit:
        options = [Option(str(OptionId("discard", c)), c) for c in sorted(set(seat.order_hand))]
        card = OptionId.parse(
            (yield from ask("choice", player, options, "discard down to the hand limit"))
        ).arg
        seat.order_hand.remove(card)
        seat.order_discard.append(card)
        eng.emit("order_discarded", player=player, order=card)
    if not eng.of(player):
        # DC §13.2: only the active player is checked.
        if eng.ruleset.no_creatures_end == "active_player_loses":
            raise GameOver(eng.other(player), "no_creatures")
        raise GameOver(_higher_morale(eng), "no_creatures")
    if eng.ruleset.turn_limit is not None and state.turn >= eng.ruleset.turn_limit:
        raise GameOver(_higher_morale(eng), "turn_limit")


def _higher_morale(eng: Engine) -> int | None:
    """Returns the seat with more morale, or None when equal (DC §13.3)."""
    a, b = (p.morale for p in eng.state.players)
    return None if a == b else (0 if a > b else 1)


def _expire(eng: Engine, duration: Duration, player: int | None) -> None:
    """Ends effects of a duration; ``until_your_next_turn`` only those timed by the active player (DC §17.4)."""
    for creature in eng.state.creatures.values():
        if not creature.statuses:
            continue
        kept = [
            s
            for s in creature.statuses
            if s.duration != duration or (player is not None and s.player != player)
        ]
        if len(kept) != len(creature.statuses):
            creature.statuses = kept
            eng.emit("status_expired", creature=eng.name(creature), duration=duration)


def turn_effects(eng: Engine, kind: TriggerKind) -> Gen[None]:
    """Collects the start- or end-of-turn effects of both players and resolves them in the active player's order (DC §4.5)."""
    state = eng.state
    active = state.active
    event = TriggerEvent(kind, player=active)
    pending = [
        TurnEffect(owner, holder, power, power.name) for owner, holder, power in auto_triggers(eng, event)
    ]
    if kind == "end_of_turn":
        for creature in eng.of(active):
            if eng.board.kinds[creature.square] == "hazardous":
                pending.append(TurnEffect(active, creature.uid, None, f"hazard on {eng.name(creature)}"))
    while pending:
        effect = yield from chosen_order(
            eng,
            active,
            pending,
            lambda e: e.name,
            lambda e: e.holder is None or eng.creature(e.holder) is not None,
        )
        if effect is None:
            return
        holder = eng.creature(effect.holder)
        if effect.power is None:
            assert holder is not None
            if eng.board.kinds[holder.square] == "hazardous":
                yield from hazard(eng, holder, "hazard_end_of_turn")
            continue
        ctx = Ctx(effect.owner, effect.holder, event_creature=effect.holder)
        yield from run_power(eng, effect.owner, effect.holder, effect.power, ctx)
