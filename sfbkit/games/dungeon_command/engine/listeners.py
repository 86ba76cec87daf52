"""Which cards listen to each trigger kind: automatic trigger powers, Immediate orders and Immediate tap powers."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sfbkit.games.dungeon_command.engine.definitions import CommanderDef, CreatureDef, OrderDef

NOBODY: frozenset[str] = frozenset()


@dataclass(frozen=True, slots=True)
class Listeners:
    """Card ids by the trigger kind they listen to; an Immediate with no trigger listens to ``any_time``."""

    triggers: Mapping[str, frozenset[str]]
    """Creature cards with a non-tap ``trigger`` power of the kind (DC §5.3 automatic triggers)."""
    commanders: Mapping[str, frozenset[str]]
    """Commanders whose power is a non-tap ``trigger`` of the kind."""
    orders: Mapping[str, frozenset[str]]
    """Immediate orders usable on the kind (DC §5.3)."""
    taps: Mapping[str, frozenset[str]]
    """Creature cards with an Immediate tap power usable on the kind (DC §11.1)."""


def _index(pairs: Iterable[tuple[str, str]]) -> dict[str, frozenset[str]]:
    found: dict[str, set[str]] = {}
    for kind, card in pairs:
        found.setdefault(kind, set()).add(card)
    return {kind: frozenset(cards) for kind, cards in found.items()}


def listeners_of(
    creatures: Mapping[str, CreatureDef],
    orders: Mapping[str, OrderDef],
    commanders: Mapping[str, CommanderDef],
) -> Listeners:
    """Returns the index of who listens to each trigger kind."""
    return Listeners(
        triggers=_index(
            (power.trigger.kind, card.id)
            for card in creatures.values()
            for power in card.powers
            if power.kind == "trigger" and power.trigger is not None
        ),
        commanders=_index(
            (c.power.trigger.kind, c.id)
            for c in commanders.values()
            if c.power is not None and c.power.kind == "trigger" and c.power.trigger is not None
        ),
        orders=_index(
            (o.trigger.kind if o.trigger is not None else "any_time", o.id)
            for o in orders.values()
            if o.action == "immediate"
        ),
        taps=_index(
            (power.trigger.kind if power.trigger is not None else "any_time", card.id)
            for card in creatures.values()
            for power in card.powers
            if power.kind == "tap" and power.action == "immediate"
        ),
    )
