"""A tree opened for browsing from a game's records: list, show, search, results table and the exports."""

from __future__ import annotations

import csv
import io
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from sfbkit.kit.catalogue.cached_catalogue import CachedCatalogue
from sfbkit.kit.catalogue.field_record import FieldRecord, RecordField, record_schema
from sfbkit.kit.catalogue.item_list import ItemKind, ListedItem, Named, listed_items
from sfbkit.kit.catalogue.records_export_schema import export_envelope

if TYPE_CHECKING:
    from sfbkit.kit.game import CardRecord, SheetRequest
    from sfbkit.kit.search.fields import FieldTable
    from sfbkit.kit.tree.content_declaration import ContentDeclaration

LibraryT = TypeVar("LibraryT")
EXPORT_FORMATS = ("json", "csv", "sqlite")


class CatalogueParts(Protocol[LibraryT]):
    """What a game gives the kit's catalogue: its items, its records, how one is shown, its search fields."""

    @property
    def id(self) -> str: ...
    @property
    def languages(self) -> tuple[str, ...]: ...
    @property
    def content(self) -> ContentDeclaration[LibraryT]: ...
    @property
    def item_kinds(self) -> tuple[ItemKind, ...]: ...
    @property
    def search_fields(self) -> FieldTable: ...
    @property
    def record_fields(self) -> tuple[RecordField, ...]: ...
    def items(self, library: LibraryT, kind: str) -> Mapping[str, Named]:
        """Returns the items of one kind (a plural of ``item_kinds``) by id."""
        ...

    def records(self, library: LibraryT) -> tuple[FieldRecord, ...]:
        """Returns every card of the library as a record, in the order search lists them."""
        ...

    def show_lines(self, library: LibraryT, item_id: str, lang: str) -> list[str]:
        """Returns an item laid out for the terminal; UnknownIdError names the ids it knows."""
        ...


class RecordCatalogue(CachedCatalogue[LibraryT, FieldRecord]):
    """One tree's items and records, loaded (from the cache when it can) when a command first needs them."""

    def __init__(self, root: Path, parts: CatalogueParts[LibraryT]) -> None:
        super().__init__(root, parts.content, parts.records)
        self.parts = parts
        self.item_kinds = parts.item_kinds

    def items(self, kind: str) -> Sequence[ListedItem]:
        """Returns the items of one kind by id."""
        return listed_items(self.parts.items(self.library, kind))

    def show(self, item_id: str, lang: str) -> str:
        """Returns an item laid out for the terminal; an item shown before is printed from the cache."""
        from sfbkit.kit.problems import printable

        def rendered() -> str:
            return "\n".join(printable(line) for line in self.parts.show_lines(self.library, item_id, lang))

        return self.kept_show(item_id, lang, rendered)

    def search(self, query: str, lang: str) -> Sequence[FieldRecord]:
        """Returns the records a query selects."""
        from sfbkit.kit.search.record_scan import scan_search

        return scan_search(self.records, query, lang, self.parts.search_fields, self.parts.languages)

    def results_table(self, records: Sequence[CardRecord], lang: str) -> str:
        """Returns the records as an aligned text table, one card a row."""
        from sfbkit.kit.problems import one_line
        from sfbkit.kit.text.text_table import aligned_table

        shown = [field for field in self.parts.record_fields if field.heading]
        rows = [
            (record.id, record.name, *(one_line(record.cell(field.name)) for field in shown))
            for record in records
            if isinstance(record, FieldRecord)
        ]
        lines = aligned_table(("id", "name", *(field.heading for field in shown)), rows)
        lines.append(f"{len(records)} card" if len(records) == 1 else f"{len(records)} cards")
        return "\n".join(lines)

    export_formats = EXPORT_FORMATS

    def export(self, output: str, out: Path, reading: frozenset[Path]) -> None:
        """Writes the JSON, CSV or SQLite export to ``out`` (``-``: standard output) without touching ``reading``."""
        from sfbkit.kit.errors import UsageError
        from sfbkit.kit.io.atomic import write_text_atomic

        if output not in EXPORT_FORMATS:
            raise UsageError(f"{self.parts.id} exports {', '.join(EXPORT_FORMATS)}, not {output}")
        if output == "sqlite":
            from sfbkit.kit.catalogue.records_sqlite import write_records_sqlite

            meta = {"game": self.parts.id, "content_hash": self.content_hash}
            write_records_sqlite(self.records, meta, out, reading | self.guarded)
            return
        text = self._json_text() if output == "json" else self._csv_text()
        write_text_atomic(out, text, reading=reading | self.guarded)

    def _json_text(self) -> str:
        from sfbkit.kit.catalogue.records_export import records_json

        return records_json(self.parts.id, self.records, self.content_hash)

    def _csv_text(self) -> str:
        from sfbkit.kit.io.csv_cells import spreadsheet_safe

        buffer = io.StringIO()
        writer = csv.writer(buffer, lineterminator="\n")
        fields = [field.name for field in self.parts.record_fields]
        langs = self.parts.languages
        writer.writerow(["id", "name", *fields, "flags", *(f"text_{lang}" for lang in langs)])
        for record in self.records:
            cells = [
                record.id,
                record.name,
                *(record.cell(name) for name in fields),
                " ".join(sorted(record.flags)),
            ]
            writer.writerow(
                [spreadsheet_safe(cell) for cell in (*cells, *(record.text(lang) for lang in langs))]
            )
        return buffer.getvalue()

    def export_schema(self) -> dict[str, Any]:
        """Returns the JSON Schema of the JSON export."""
        return export_envelope(self.parts.id, record_schema(self.parts.record_fields, self.parts.languages))

    def sheet(self, request: SheetRequest) -> bytes:
        """Returns a printed sheet of the cards a request names."""
        from sfbkit.kit.errors import UsageError

        raise UsageError(f"{self.parts.id} has no card sheets yet")

    def write_site(self, out: Path) -> None:
        """Writes the static card browser into ``out``."""
        from sfbkit.kit.errors import UsageError

        raise UsageError(f"{self.parts.id} has no site yet")
