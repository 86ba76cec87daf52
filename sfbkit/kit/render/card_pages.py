"""What the kit's sheets and site draw of one tree: its records, faces, groups, words and the paths they may not touch."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import NamedTuple

from markupsafe import Markup

from sfbkit.kit.catalogue.field_record import FieldRecord, RecordField
from sfbkit.kit.search.fields import FieldTable

Groups = Mapping[str, tuple[str, tuple[str, ...]]]
"""Groups of cards (a deck, a suit) by id: a name and the card ids, an id repeated once per copy."""


class CardPages(NamedTuple):
    """One tree's cards as the kit prints and publishes them, from a declared game or a game's own catalogue."""

    title: str
    languages: tuple[str, ...]
    records: Sequence[FieldRecord]
    groups: Groups
    face_html: Callable[[FieldRecord, str], Markup]
    """Returns a card's face as safe HTML in a language."""
    text_lines: Callable[[FieldRecord, str], list[str]]
    """Returns a card as lines of text: a heading, then its paragraphs (plain-text and Markdown sheets)."""
    group_lines: Callable[[str, str], list[str]]
    """Returns the paragraphs under a group's heading in a language (none for most games)."""
    search_fields: FieldTable
    record_fields: tuple[RecordField, ...]
    words: Mapping[str, Mapping[str, str]]
    """The site's interface words a game gives, by language (the kit's fill the rest)."""
    guarded: frozenset[Path]
    """The tree's content: the site may be neither one of these nor inside one."""


def plain_lines(record: FieldRecord, lang: str) -> list[str]:
    """Returns a card's name and id, then its rules text."""
    return [f"{record.name} ({record.id})", *record.texts[lang]]


def no_lines(group_id: str, lang: str) -> list[str]:
    """Returns no paragraphs for a group."""
    return []
