"""The printed face of a Dungeon Command card: its title, numbers, rules text and flavour in one language."""

from __future__ import annotations

from typing import NamedTuple

from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.db.card_record import DCCardRecord
from sfbkit.games.dungeon_command.render.faces import card_lines


class CardFace(NamedTuple):
    """What a sheet, a card page and the site's card show of one card."""

    id: str
    kind: str
    title: str
    facts: str
    paragraphs: tuple[str, ...]
    flavour: str
    lang: str


def card_face(library: DCLibrary, record: DCCardRecord, lang: str) -> CardFace:
    """Returns the face of ``record`` in ``lang`` from the lines ``show`` prints."""
    title, facts, *rest = card_lines(library, record, lang)
    quoted = f'"{record.flavour}"' if record.flavour else None
    paragraphs = tuple(line for line in rest if line != quoted)
    return CardFace(record.id, record.kind, title, facts, paragraphs, record.flavour, lang)
