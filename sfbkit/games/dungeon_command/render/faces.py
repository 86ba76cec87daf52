"""Card faces of Dungeon Command as lines of text: the terminal's ``show``, the sheets and the site share them."""

from __future__ import annotations

from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.content.warband import Warband
from sfbkit.games.dungeon_command.db.card_record import DCCardRecord
from sfbkit.games.dungeon_command.text.glossary import phrase, term
from sfbkit.games.dungeon_command.text.labels import ability_label, kind_label
from sfbkit.games.dungeon_command.text.rules_text import (
    order_header,
    warband_text,
)
from sfbkit.kit.text.punctuation import colon, comma, separator


def _keyword_names(library: DCLibrary, ids: list[str] | tuple[str, ...], lang: str) -> str:
    names = [getattr(library.keywords[i].names, lang) if i in library.keywords else i for i in ids]
    return comma(lang).join(names)


def card_lines(library: DCLibrary, record: DCCardRecord, lang: str) -> list[str]:
    """Returns a creature, order or commander face: title, numbers, keywords, rules text and flavour."""
    dot = separator(lang)
    lines = [f"{record.name} ({record.id}){dot}{kind_label(record.kind, lang)}"]
    if record.kind == "creature":
        creature = library.creatures[record.id]
        abilities = comma(lang).join(ability_label(ability, lang) for ability in creature.abilities) or "-"
        lines.append(
            dot.join(
                (
                    f"{term('game', 'level', lang)} {creature.level}",
                    f"{term('game', 'hp', lang)} {creature.hp}",
                    f"{term('terms', 'speed', lang)} {creature.speed}",
                    f"{term('terms', 'ability', lang)} {abilities}",
                )
            )
        )
        if creature.keywords:
            lines.append(_keyword_names(library, creature.keywords, lang))
    elif record.kind == "order":
        lines.append(order_header(library.orders[record.id], lang, library.keywords))
    lines.extend(record.texts[lang])
    if record.warbands:
        lines.append(f"{term('terms', 'warband', lang)}{colon(lang)}{comma(lang).join(record.warbands)}")
    if record.flavour:
        lines.append(f'"{record.flavour}"')
    return lines


def warband_lines(library: DCLibrary, warband: Warband, lang: str) -> list[str]:
    """Returns a warband: its summary, then its creature and order decks with copies."""
    commander = library.commanders[warband.commander]
    creatures = sum(entry.count for entry in warband.creatures)
    orders = sum(entry.count for entry in warband.orders)
    lines = [
        f"{warband.name} ({warband.id})",
        warband_text(warband.name, commander.name, creatures, orders, lang),
    ]
    for heading, entries, names in (
        (kind_label("creature", lang), warband.creatures, library.creatures),
        (kind_label("order", lang), warband.orders, library.orders),
    ):
        lines.append("")
        lines.append(f"{heading}{colon(lang).rstrip()}")
        lines.extend(f"  {entry.count} × {names[entry.id].name} ({entry.id})" for entry in entries)
    lines.append("")
    lines.append(phrase(lang, "text.warband_tiles", tiles=comma(lang).join(warband.tiles)))
    if warband.flavour:
        lines.append(f'"{warband.flavour}"')
    return lines
