"""A Blood Wars tree opened for browsing: show, search, results table, exports, sheets and the site."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sfbkit.kit.catalogue.exported_catalogue import ExportedCatalogue
from sfbkit.kit.catalogue.item_list import ItemKind
from sfbkit.kit.game import CardRecord as AnyRecord
from sfbkit.kit.game import SheetRequest
from sfbkit.kit.text.text_table import counted_table, optional_cell

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.content.library import BWLibrary
    from sfbkit.games.blood_wars.db.card_record import BWCardRecord
    from sfbkit.kit.catalogue.field_record import FieldRecord
    from sfbkit.kit.catalogue.records_export import RecordsExport
    from sfbkit.kit.render.card_pages import CardPages

LANGS = ("en", "ja")
SITE_WORDS = {"en": {"groups": "Decks"}, "ja": {"groups": "デッキ"}}
"""The site's words Blood Wars changes: its groups are decks."""


class BWCatalogue(ExportedCatalogue["BWLibrary", "BWCardRecord"]):
    """The cards and decks of one tree, loaded when a command first needs them."""

    record_noun = "card"

    def __init__(self, root: Path) -> None:
        from sfbkit.games.blood_wars.content.declaration import CONTENT

        super().__init__(root, CONTENT, _card_records)

    item_kinds: tuple[ItemKind, ...] = (
        ItemKind("warlords", "warlord", shown=True),
        ItemKind("legions", "legion", shown=True),
        ItemKind("battlefields", "battlefield", shown=True),
        ItemKind("fates", "fate", shown=True),
        ItemKind("decks", "deck", shown=True),
        ItemKind("deck_tables", "deck table", shown=False),
        ItemKind("rulesets", "ruleset", shown=False),
    )

    def show(self, item_id: str, lang: str) -> str:
        """Returns a card or a deck laid out for the terminal, rules text generated."""
        return self.kept_show(item_id, lang, lambda: self._rendered(item_id, lang))

    def _rendered(self, item_id: str, lang: str) -> str:
        from sfbkit.games.blood_wars.faces import card_lines, deck_lines
        from sfbkit.kit.errors import unknown_id
        from sfbkit.kit.problems import printable

        library = self.library
        if item_id in library.decks:
            lines = deck_lines(library, library.decks[item_id], lang)
        else:
            known = [*library.decks, *(record.id for record in self.records)]
            if item_id not in known:
                raise unknown_id(item_id, known, "card or deck")
            from sfbkit.games.blood_wars.faces import card_lines

            lines = card_lines(self.record(item_id), lang)
        return "\n".join(printable(line) for line in lines)

    @cached_property
    def field_records(self) -> tuple[FieldRecord, ...]:
        """Every card as the kit's field record, in library order: what search and the site read."""
        from sfbkit.games.blood_wars.db.field_records import field_record

        return tuple(field_record(record) for record in self.records)

    def search(self, query: str, lang: str) -> Sequence[BWCardRecord]:
        """Returns the cards a query selects, by the kit's scan of their field records (as the site's search)."""
        from sfbkit.games.blood_wars.db.fields import TABLE
        from sfbkit.kit.search.record_scan import scan_search

        cards = {record.id: record for record in self.records}
        return [cards[found.id] for found in scan_search(self.field_records, query, lang, TABLE, LANGS)]

    def results_table(self, records: Sequence[AnyRecord], lang: str) -> str:
        """Returns the records as an aligned text table, one card a row."""
        from sfbkit.games.blood_wars.db.card_record import BWCardRecord

        headings = ("id", "name", "kind", "subtype", "al", "IS", "CS", "VP", "RR", "abilities")
        rows = [
            (
                record.id,
                record.name,
                record.kind,
                record.item_kind or record.subtype or "",
                record.alignment or "",
                optional_cell(record.is_),
                optional_cell(record.cs),
                optional_cell(record.vp),
                optional_cell(record.rr),
                " ".join(record.ability_kinds),
            )
            for record in records
            if isinstance(record, BWCardRecord)
        ]
        return counted_table(headings, rows, len(records))

    def records_export(self) -> RecordsExport:
        """Returns the JSON and CSV exports' game, columns and languages."""
        from sfbkit.games.blood_wars import GAME_ID
        from sfbkit.games.blood_wars.db.export import COLUMNS
        from sfbkit.kit.catalogue.records_export import RecordsExport

        return RecordsExport(GAME_ID, "Blood Wars", COLUMNS, LANGS)

    def write_sqlite(self, target: Path, reading: frozenset[Path]) -> None:
        """Writes the SQLite export: cards, abilities, windows, decks and texts, with full-text search."""
        from sfbkit.games.blood_wars.db.export import write_sqlite
        from sfbkit.kit.io.atomic import write_with_atomic

        records, content_hash = self.records, self.content_hash
        write_with_atomic(
            target, lambda path: write_sqlite(records, content_hash, LANGS, path), reading=reading
        )

    def export_schema(self) -> dict[str, Any]:
        """Returns the JSON Schema of the JSON export."""
        from sfbkit.games.blood_wars.db.export import export_schema

        return export_schema(LANGS)

    def pages(self) -> CardPages:
        """Returns the cards, decks and faces as the kit's sheets and site draw them."""
        from sfbkit.games.blood_wars.card_face import face_html
        from sfbkit.games.blood_wars.db.field_records import RECORD_FIELDS
        from sfbkit.games.blood_wars.db.fields import TABLE
        from sfbkit.games.blood_wars.faces import card_lines
        from sfbkit.kit.render.card_pages import CardPages

        library = self.library
        cards = {record.id: record for record in self.records}
        decks = {
            deck.id: (deck.name, tuple(entry.card for entry in deck.cards for _ in range(entry.count)))
            for deck in library.decks.values()
        }
        return CardPages(
            title="Blood Wars",
            languages=LANGS,
            records=self.field_records,
            groups=decks,
            face_html=lambda record, lang: face_html(cards[record.id], lang),
            text_lines=lambda record, lang: card_lines(cards[record.id], lang),
            group_lines=lambda deck, lang: _deck_heading(library, deck, lang),
            search_fields=TABLE,
            record_fields=RECORD_FIELDS,
            words=SITE_WORDS,
            guarded=self.guarded,
        )

    def sheet(self, request: SheetRequest) -> bytes:
        """Returns the card faces a request names (a deck by ``--group``), on the kit's sheet grid or as text."""
        from sfbkit.kit.render.declared_pages import sheet_bytes

        return sheet_bytes(self.pages(), request)

    def write_site(self, out: Path) -> None:
        """Writes the kit's card site: a searchable index, a page per card and per deck, in English and Japanese."""
        from sfbkit.kit.render.declared_pages import write_site

        write_site(self.pages(), out)


def _deck_heading(library: BWLibrary, deck_id: str, lang: str) -> list[str]:
    """Returns a deck's lines above its cards: name, size and table, then its description."""
    from sfbkit.games.blood_wars.faces import deck_lines

    deck = library.decks[deck_id]
    lines = deck_lines(library, deck, lang)
    return lines[: len(lines) - len(deck.cards)]


def _card_records(library: BWLibrary) -> tuple[BWCardRecord, ...]:
    from sfbkit.games.blood_wars.db.library_records import card_records

    return card_records(library)
