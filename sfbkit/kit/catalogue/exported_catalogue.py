"""A cached catalogue whose records the kit exports: JSON and CSV by the game's columns, SQLite as the game writes it."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol, TypeVar

from sfbkit.kit.catalogue.cached_catalogue import CachedCatalogue, Identified
from sfbkit.kit.catalogue.records_export import EXPORT_FORMATS, ExportedRecord

if TYPE_CHECKING:
    from sfbkit.kit.catalogue.records_export import RecordsExport


class ExportableRecord(Identified, ExportedRecord, Protocol):
    """A record with an id that the kit's exports can write."""


LibraryT = TypeVar("LibraryT")
RecordT = TypeVar("RecordT", bound=ExportableRecord)


class ExportedCatalogue(CachedCatalogue[LibraryT, RecordT]):
    """A game's cached catalogue exported as the kit's JSON, CSV and SQLite files; the game names its columns."""

    export_formats: tuple[str, ...] = EXPORT_FORMATS

    def records_export(self) -> RecordsExport:
        """Returns what the JSON and CSV exports name: the game's id and name, the CSV's columns and languages."""
        raise NotImplementedError

    def write_sqlite(self, target: Path, reading: frozenset[Path]) -> None:
        """Writes the SQLite export to ``target``, never over a path of ``reading``."""
        raise NotImplementedError

    def export(self, output: str, out: Path, reading: frozenset[Path]) -> None:
        """Writes the JSON, CSV or SQLite export to ``out`` (``-``: standard output) without touching ``reading``."""
        from sfbkit.kit.catalogue.records_export import write_records_export

        records, content_hash = self.records, self.content_hash
        export = self.records_export()
        write_records_export(
            output, out, reading | self.guarded, export, records, content_hash, self.write_sqlite
        )
