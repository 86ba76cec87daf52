"""Response windows and triggers (DC §5.3): automatic non-tap triggers, then Immediates, active player first."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from sfbkit.games.dungeon_command.engine.asking import ask
from sfbkit.games.dungeon_command.engine.context import Ctx
from sfbkit.games.dungeon_command.engine.definitions import AttackKind, PowerDef, Trigger, TriggerKind
from sfbkit.games.dungeon_command.engine.listeners import NOBODY
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.games.dungeon_command.engine.state import CreatureState
from sfbkit.kit.play.decisions import Gen, Option

if TYPE_CHECKING:
    from sfbkit.games.dungeon_command.engine.core import Engine

PASS = str(OptionId("pass"))


@dataclass(frozen=True, slots=True)
class TriggerEvent:
    """What happened, as triggers read it (DC §17.6): the event creature, the attacker, the player involved."""

    kind: TriggerKind
    creature: int | None = None
    attacker: int | None = None
    attack_kind: AttackKind | None = None
    targets: tuple[int, ...] = ()
    owner: int | None = None
    """The event creature's controller (kept for creatures that have left the battlefield)."""
    player: int | None = None
    """For ``order_played``: who played it; for turn triggers: the active player."""
    square_kind: str | None = None
    card: str | None = None
    """For ``destroyed``: the destroyed creature's card."""


def trigger_matches(
    eng: Engine, trigger: Trigger, owner: int, holder: int | None, event: TriggerEvent
) -> bool:
    """Tells whether an event fires a trigger held by a creature (or by a commander when ``holder`` is None)."""
    if trigger.kind != event.kind:
        return False
    kind = event.kind
    if kind in ("start_of_turn", "end_of_turn"):
        mine = event.player == owner
        return trigger.whose == "each" or (trigger.whose == "yours") == mine
    if kind == "order_played":
        return (trigger.by == "you") == (event.player == owner)
    if kind == "attack_declared":
        if trigger.attack_kind != "any" and trigger.attack_kind != event.attack_kind:
            return False
        return any(_relation(eng, trigger.against, owner, holder, t) for t in event.targets)
    if kind == "before_damage":
        return _relation(eng, "self" if trigger.to == "self" else "any_ally", owner, holder, event.creature)
    if kind in ("damaged", "destroyed"):
        return _side(trigger.who, owner, holder, event)
    if kind == "destroys":
        return event.attacker is not None and event.attacker == holder
    if kind == "enemy_moves_adjacent":
        return event.targets != () and holder in event.targets
    if kind in ("activation_start", "activation_end"):
        return event.creature == holder
    if kind == "enters_square":
        return event.creature == holder and (
            trigger.square_kind is None or trigger.square_kind == event.square_kind
        )
    return False


def _relation(eng: Engine, relation: str, owner: int, holder: int | None, uid: int | None) -> bool:
    creature = eng.creature(uid)
    if creature is None or creature.owner != owner:
        return False
    if relation == "self":
        return uid == holder
    if uid == holder:
        return False
    if relation == "any_ally":
        return True
    me = eng.creature(holder)
    return me is not None and eng.board.is_adjacent(me.square, creature.square)


def _side(who: str, owner: int, holder: int | None, event: TriggerEvent) -> bool:
    if who == "any":
        return True
    if who == "self":
        return event.creature == holder and holder is not None
    if who == "ally":
        return event.owner == owner and event.creature != holder
    return event.owner is not None and event.owner != owner


def auto_triggers(eng: Engine, event: TriggerEvent) -> Iterator[tuple[int, int | None, PowerDef]]:
    """Yields the non-tap trigger powers an event fires: (owner, holder, power), creatures then commanders."""
    listeners = eng.defs.listeners
    cards = listeners.triggers.get(event.kind, NOBODY)
    if cards and not cards.isdisjoint(eng.cards_in_play()):
        for creature in [c for c in eng.state.creatures.values() if c.card in cards]:
            for power in eng.defs.creatures[creature.card].powers:
                if _fires(eng, power, creature.owner, creature.uid, event):
                    yield creature.owner, creature.uid, power
    if event.kind == "destroyed" and event.card is not None and event.owner is not None:
        # DC §9.3: a destroyed creature has left the battlefield, yet its own "when destroyed" trigger fires.
        for power in eng.defs.creatures[event.card].powers:
            trigger = power.trigger
            if (
                power.kind == "trigger"
                and trigger is not None
                and trigger.kind == "destroyed"
                and trigger.who == "self"
            ):
                yield event.owner, event.creature, power
    commanders = listeners.commanders.get(event.kind, NOBODY)
    if not commanders:
        return
    for seat, player in enumerate(eng.state.players):
        if player.commander not in commanders:
            continue
        held = eng.defs.commanders[player.commander].power
        if held is not None and _fires(eng, held, seat, None, event):
            yield seat, None, held


def _fires(eng: Engine, power: PowerDef, owner: int, holder: int | None, event: TriggerEvent) -> bool:
    """Tells whether a non-tap trigger power fires on an event."""
    trigger = power.trigger
    return (
        power.kind == "trigger"
        and trigger is not None
        and trigger_matches(eng, trigger, owner, holder, event)
    )


def window(eng: Engine, event: TriggerEvent | None, pending: Ctx | None) -> Gen[None]:
    """Runs a window: the event's non-tap triggers, then each player's Immediates (DC §5.3).

    With no event it is an open window, where only ``any_time`` Immediates are usable.
    """
    import sfbkit.games.dungeon_command.engine.responses as responses  # they resolve effects, which open windows

    if event is not None:
        if event.kind not in eng.defs.trigger_kinds and not (
            event.kind == "attack_declared" and event.attack_kind == "ranged"
        ):
            return  # nothing in play listens to this event, and no dodge is possible
        yield from responses.resolve_triggers(eng, event, pending)
    active = eng.state.active
    for player in (active, eng.other(active)):
        if not responses.may_respond(eng, player, event):
            continue
        while True:
            options = responses.usable(eng, player, event, pending)
            if not options:
                break
            answer = yield from ask("response", player, [Option(PASS, "pass"), *options], "response")
            if answer == PASS:
                eng.emit("pass", player=player)
                break
            yield from responses.respond(eng, player, OptionId.parse(answer), event, pending)


def usable_creatures(eng: Engine, player: int) -> list[CreatureState]:
    """Returns a player's untapped creatures: the ones that can take an Immediate action (DC §5.1)."""
    return [c for c in eng.state.creatures.values() if c.owner == player and not c.tapped]
