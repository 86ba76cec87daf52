"""Card records of Dungeon Command: one flat row per creature, order and commander, the unit of search and exports."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel

from sfbkit.games.dungeon_command.content.commander import Commander
from sfbkit.games.dungeon_command.content.creature import Creature
from sfbkit.games.dungeon_command.content.effects import (
    AttackStep,
    BasicAttackStep,
    Step,
    step_kind,
    walk_steps,
)
from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.content.order import Order
from sfbkit.games.dungeon_command.db.card_record import DCCardRecord
from sfbkit.games.dungeon_command.text.glossary import LANGS
from sfbkit.games.dungeon_command.text.rules_text import commander_text, creature_text, order_text


def _steps_of(effects: Iterable[list[Step]]) -> list[BaseModel]:
    return [step for effect in effects for step in walk_steps(effect)]


def _attack_facts(
    steps: list[BaseModel], printed: Iterable[tuple[str, int]]
) -> tuple[frozenset[str], int | None]:
    kinds = {kind for kind, _ in printed}
    damages = [damage for _, damage in printed]
    best_printed = max(damages, default=0)
    for step in steps:
        if isinstance(step, AttackStep):
            kinds.add(step.attack.kind)
            damages.append(step.attack.damage + sum(extra.damage for extra in step.attack.extra))
        elif isinstance(step, BasicAttackStep):
            damages.append(best_printed + step.basic_attack.bonus)
    return frozenset(kinds), max(damages) if damages else None


def _warbands(library: DCLibrary, card_id: str) -> tuple[str, ...]:
    return tuple(
        warband.id
        for warband in sorted(library.warbands.values(), key=lambda w: w.id)
        if warband.commander == card_id
        or any(entry.id == card_id for entry in (*warband.creatures, *warband.orders))
    )


def _record(
    library: DCLibrary,
    card: Commander | Creature | Order,
    position: int,
    steps: list[BaseModel],
    render: Any,
    **facts: Any,
) -> DCCardRecord:
    """Returns the record of a card: the facts every kind has, and the kind's own ``facts``."""
    return DCCardRecord(
        position=position,
        id=card.id,
        name=card.name,
        operations=frozenset(step_kind(step) for step in steps),
        warbands=_warbands(library, card.id),
        flavour=card.flavour or "",
        texts={lang: tuple(render(card, lang, library.keywords)) for lang in LANGS},
        **facts,
    )


def _commander(library: DCLibrary, commander: Commander, position: int) -> DCCardRecord:
    steps = _steps_of([commander.power.effect] if commander.power is not None else [])
    return _record(
        library,
        commander,
        position,
        steps,
        commander_text,
        kind="commander",
        morale=commander.morale,
        leadership=commander.leadership,
    )


def _creature(library: DCLibrary, creature: Creature, position: int) -> DCCardRecord:
    steps = _steps_of(power.effect for power in creature.powers)
    kinds, damage = _attack_facts(steps, [(attack.kind, attack.damage) for attack in creature.attacks])
    return _record(
        library,
        creature,
        position,
        steps,
        creature_text,
        kind="creature",
        level=creature.level,
        abilities=tuple(creature.abilities),
        keywords=frozenset(creature.keywords),
        attack_kinds=kinds,
        damage=damage,
        hp=creature.hp,
        speed=creature.speed,
    )


def _order(library: DCLibrary, order: Order, position: int) -> DCCardRecord:
    steps = _steps_of([order.effect])
    kinds, damage = _attack_facts(steps, [])
    return _record(
        library,
        order,
        position,
        steps,
        order_text,
        kind="order",
        level=order.level,
        abilities=(order.ability,),
        action=order.action,
        keywords=frozenset((*order.requires, *order.affinity)),
        attack_kinds=kinds,
        damage=damage,
    )


def card_records(library: DCLibrary) -> tuple[DCCardRecord, ...]:
    """Builds the records of every commander, creature and order of the library, in library order."""
    records: list[DCCardRecord] = []
    for commander_id in sorted(library.commanders):
        records.append(_commander(library, library.commanders[commander_id], len(records)))
    for creature_id in sorted(library.creatures):
        records.append(_creature(library, library.creatures[creature_id], len(records)))
    for order_id in sorted(library.orders):
        records.append(_order(library, library.orders[order_id], len(records)))
    return tuple(records)
