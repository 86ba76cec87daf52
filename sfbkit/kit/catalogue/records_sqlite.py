"""The SQLite export any game gets from its catalogue records: a cards table, their list values and rules text."""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable, Iterable, Sequence
from pathlib import Path
from typing import Any

from sfbkit.kit.game import CardRecord
from sfbkit.kit.io.atomic import OutputError, write_with_atomic

COLUMN_NAME = re.compile(r"[a-z_][a-z0-9_]*")
TEXT_KEY = "text"
"""The record key holding rules text: language -> lines."""
WRITE_FAILURES = ("SQLITE_FULL", "SQLITE_IOERR", "SQLITE_CANTOPEN", "SQLITE_READONLY")
"""The SQLite errors of a write that failed (a full disk, an unwritable folder): reported as OutputError."""


def _columns(rows: Sequence[dict[str, Any]]) -> tuple[dict[str, str], list[str]]:
    """Returns the scalar columns with their SQL types and the list fields, in the records' key order."""
    scalars: dict[str, str] = {}
    lists: list[str] = []
    for row in rows:
        for key, value in row.items():
            if key in ("id", TEXT_KEY) or key in lists or not COLUMN_NAME.fullmatch(key):
                continue
            if isinstance(value, list | tuple):
                scalars.pop(key, None)
                lists.append(key)
            elif value is None or isinstance(value, bool | int):
                scalars.setdefault(key, "INTEGER")
            else:
                scalars[key] = "TEXT"
    return scalars, lists


def fill_records(connection: sqlite3.Connection, records: Sequence[CardRecord], meta: dict[str, str]) -> None:
    """Creates and fills the tables: meta, cards, card_values (one row per list item) and card_text."""
    rows = [record.as_json() for record in records]
    scalars, lists = _columns(rows)
    columns = "".join(f', "{name}" {kind}' for name, kind in scalars.items())
    connection.executescript(
        "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);\n"
        f"CREATE TABLE cards (id TEXT PRIMARY KEY, position INTEGER NOT NULL{columns});\n"
        "CREATE TABLE card_values (card_id TEXT NOT NULL REFERENCES cards(id), field TEXT NOT NULL,"
        " value TEXT NOT NULL);\n"
        "CREATE TABLE card_text (card_id TEXT NOT NULL REFERENCES cards(id), lang TEXT NOT NULL,"
        " text TEXT NOT NULL, PRIMARY KEY (card_id, lang));\n"
        "CREATE INDEX card_values_field ON card_values (field, value);\n"
    )
    connection.executemany("INSERT INTO meta VALUES (?, ?)", sorted(meta.items()))
    names = ", ".join(["id", "position", *(f'"{name}"' for name in scalars)])
    marks = ", ".join("?" * (2 + len(scalars)))
    connection.executemany(
        f"INSERT INTO cards ({names}) VALUES ({marks})",
        ([row["id"], position, *(row.get(name) for name in scalars)] for position, row in enumerate(rows)),
    )
    connection.executemany(
        "INSERT INTO card_values VALUES (?, ?, ?)",
        ((row["id"], field, str(value)) for row in rows for field in lists for value in row.get(field) or ()),
    )
    connection.executemany(
        "INSERT INTO card_text VALUES (?, ?, ?)",
        (
            (row["id"], lang, "\n".join(lines))
            for row in rows
            for lang, lines in sorted((row.get(TEXT_KEY) or {}).items())
        ),
    )


def write_records_sqlite(
    records: Sequence[CardRecord], meta: dict[str, str], out: Path, reading: Iterable[Path]
) -> None:
    """Writes the SQLite export of ``records`` to ``out`` atomically, never over what it reads."""
    write_database(out, lambda connection: fill_records(connection, records, meta), reading)


def write_database(out: Path, fill: Callable[[sqlite3.Connection], None], reading: Iterable[Path]) -> None:
    """Writes the database ``fill`` fills to ``out`` atomically, never over what it reads; a failed write is an OutputError."""

    def write(path: Path) -> None:
        try:
            connection = sqlite3.connect(path)
            try:
                fill(connection)
                connection.commit()
            finally:
                connection.close()
        except sqlite3.OperationalError as error:
            if getattr(error, "sqlite_errorname", "").startswith(WRITE_FAILURES):
                raise OutputError(f"cannot write {out}: {error}") from None
            raise

    write_with_atomic(out, write, reading=reading)
