"""A Dungeon Command tree opened for browsing: show, search, results table, exports, sheets and the site."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sfbkit.kit.catalogue.exported_catalogue import ExportedCatalogue
from sfbkit.kit.catalogue.item_list import plural_kinds
from sfbkit.kit.game import CardRecord as AnyRecord
from sfbkit.kit.game import SheetRequest
from sfbkit.kit.text.text_table import counted_table, optional_cell

if TYPE_CHECKING:
    from sfbkit.games.dungeon_command.content.library import DCLibrary
    from sfbkit.games.dungeon_command.db.card_record import DCCardRecord
    from sfbkit.kit.catalogue.records_export import RecordsExport

LANGS = ("en", "ja")


class DCCatalogue(ExportedCatalogue["DCLibrary", "DCCardRecord"]):
    """The commanders, creatures, orders and warbands of one tree, loaded when a command first needs them."""

    record_noun = "creature, order or commander"

    def __init__(self, root: Path) -> None:
        from sfbkit.games.dungeon_command.content.declaration import CONTENT

        super().__init__(root, CONTENT, _card_records)

    item_kinds = plural_kinds(
        ("commanders", "creatures", "orders", "warbands"), ("tiles", "battlefields", "rulesets")
    )

    def show(self, item_id: str, lang: str) -> str:
        """Returns a creature, order, commander or warband laid out for the terminal, rules text generated.

        An item shown before from the same tree is printed from the cache, not rendered.
        """
        return self.kept_show(item_id, lang, lambda: self._rendered(item_id, lang))

    def _rendered(self, item_id: str, lang: str) -> str:
        """Returns the item rendered from its model."""
        from sfbkit.games.dungeon_command.render.faces import card_lines, warband_lines
        from sfbkit.kit.errors import unknown_id
        from sfbkit.kit.problems import printable

        library = self.library
        if item_id in library.warbands:
            lines = warband_lines(library, library.warbands[item_id], lang)
        else:
            known = [*library.warbands, *(record.id for record in self.records)]
            if item_id not in known:
                raise unknown_id(item_id, known, "creature, order, commander or warband")
            lines = card_lines(library, self.record(item_id), lang)
        return "\n".join(printable(line) for line in lines)

    def search(self, query: str, lang: str) -> Sequence[DCCardRecord]:
        """Returns the cards a query selects (a scan of the records: a tree holds a few hundred cards)."""
        from sfbkit.games.dungeon_command.db.fields import TABLE
        from sfbkit.kit.search.record_scan import scan_search

        return scan_search(self.records, query, lang, TABLE, LANGS)

    def results_table(self, records: Sequence[AnyRecord], lang: str) -> str:
        """Returns the records as an aligned text table, one card a row."""
        from sfbkit.games.dungeon_command.db.card_record import DCCardRecord
        from sfbkit.games.dungeon_command.text.labels import ability_label, action_label, kind_label

        headings = ("id", "name", "kind", "lv", "ability", "action", "dmg", "hp", "spd", "warband")
        rows = [
            (
                record.id,
                record.name,
                kind_label(record.kind, lang),
                optional_cell(record.level),
                " ".join(ability_label(ability, lang) for ability in record.abilities),
                action_label(record.action, lang) if record.action else "",
                optional_cell(record.damage),
                optional_cell(record.hp),
                optional_cell(record.speed),
                " ".join(record.warbands),
            )
            for record in records
            if isinstance(record, DCCardRecord)
        ]
        return counted_table(headings, rows, len(records))

    def records_export(self) -> RecordsExport:
        """Returns the JSON and CSV exports' game, columns and languages."""
        from sfbkit.games.dungeon_command import GAME_ID
        from sfbkit.games.dungeon_command.db.export import COLUMNS
        from sfbkit.kit.catalogue.records_export import RecordsExport

        return RecordsExport(GAME_ID, "Dungeon Command", COLUMNS, LANGS)

    def write_sqlite(self, target: Path, reading: frozenset[Path]) -> None:
        """Writes the kit's SQLite table of the records, with the game and the content hash."""
        from sfbkit.games.dungeon_command import GAME_ID
        from sfbkit.kit.catalogue.records_sqlite import write_records_sqlite

        records, content_hash = self.records, self.content_hash
        write_records_sqlite(records, {"game": GAME_ID, "content_hash": content_hash}, target, reading)

    def export_schema(self) -> dict[str, Any]:
        """Returns the JSON Schema of the JSON export."""
        from sfbkit.games.dungeon_command.db.export import export_schema

        return export_schema(LANGS)

    def sheet_records(self, request: SheetRequest) -> list[DCCardRecord]:
        """Returns the records a request names, in library order; UnknownIdError for an unknown id or warband."""
        from sfbkit.kit.errors import unknown_id

        library = self.library
        if request.everything:
            return list(self.records)
        wanted: set[str] = set()
        for item_id in request.ids:
            wanted.add(self.record(item_id).id)
        for group in request.groups:
            if group not in library.warbands:
                raise unknown_id(group, sorted(library.warbands), "warband")
            warband = library.warbands[group]
            wanted.update({warband.commander, *(e.id for e in (*warband.creatures, *warband.orders))})
        return [record for record in self.records if record.id in wanted]

    def sheet(self, request: SheetRequest) -> bytes:
        """Returns the card faces a request names, as HTML, Markdown or plain text."""
        from sfbkit.games.dungeon_command.render.sheets import sheet_bytes

        return sheet_bytes(self.library, self.sheet_records(request), request)

    def write_site(self, out: Path) -> None:
        """Writes a page per creature, order, commander and warband, and a plain index, into ``out``."""
        from sfbkit.games.dungeon_command.render.site import write_site

        write_site(self.library, self.records, out, self.guarded)


def _card_records(library: DCLibrary) -> tuple[DCCardRecord, ...]:
    from sfbkit.games.dungeon_command.db.library_records import card_records

    return card_records(library)
