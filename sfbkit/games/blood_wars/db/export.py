"""The JSON, CSV and SQLite exports of Blood Wars card records, and the JSON Schema of the JSON export."""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from sfbkit.games.blood_wars import GAME_ID
from sfbkit.games.blood_wars.db.card_record import BWCardRecord
from sfbkit.kit.catalogue.records_export_schema import nullable, records_export_schema

COLUMNS = (
    "id",
    "name",
    "kind",
    "subtype",
    "item_kind",
    "alignment",
    "is",
    "cs",
    "vp",
    "rr",
    "unique",
    "ability_kinds",
    "windows",
    "decks",
    "flavour",
)

_SQL = """
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE cards (
    id TEXT PRIMARY KEY,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('warlord', 'legion', 'battlefield', 'fate')),
    subtype TEXT,
    item_kind TEXT,
    alignment TEXT,
    "is" INTEGER,
    cs INTEGER,
    vp INTEGER,
    rr INTEGER NOT NULL CHECK (rr BETWEEN 0 AND 9),
    "unique" INTEGER NOT NULL CHECK ("unique" IN (0, 1)),
    flavour TEXT NOT NULL
);
CREATE TABLE card_abilities (card_id TEXT NOT NULL REFERENCES cards(id), kind TEXT NOT NULL,
    PRIMARY KEY (card_id, kind));
CREATE TABLE card_windows (card_id TEXT NOT NULL REFERENCES cards(id), window TEXT NOT NULL,
    PRIMARY KEY (card_id, window));
CREATE TABLE deck_cards (deck_id TEXT NOT NULL, card_id TEXT NOT NULL REFERENCES cards(id),
    PRIMARY KEY (deck_id, card_id));
CREATE TABLE card_texts (card_id TEXT NOT NULL REFERENCES cards(id), lang TEXT NOT NULL, text TEXT NOT NULL,
    PRIMARY KEY (card_id, lang));
"""


def write_sqlite(
    records: Sequence[BWCardRecord], content_hash: str, langs: tuple[str, ...], path: Path
) -> None:
    """Writes the records into a new SQLite database at ``path``: cards, their abilities, windows, decks and texts."""
    connection = sqlite3.connect(path)
    try:
        with connection:
            connection.executescript(_SQL)
            connection.executemany(
                "INSERT INTO meta VALUES (?, ?)", [("game", GAME_ID), ("content_hash", content_hash)]
            )
            for r in records:
                connection.execute(
                    "INSERT INTO cards VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                    (r.id, r.position, r.name, r.kind, r.subtype, r.item_kind, r.alignment, r.is_, r.cs, r.vp,
                     r.rr, int(r.unique), r.flavour),
                )  # fmt: skip
                connection.executemany(
                    "INSERT INTO card_abilities VALUES (?, ?)", [(r.id, k) for k in r.ability_kinds]
                )
                connection.executemany(
                    "INSERT INTO card_windows VALUES (?, ?)", [(r.id, w) for w in r.windows]
                )
                connection.executemany("INSERT INTO deck_cards VALUES (?, ?)", [(d, r.id) for d in r.decks])
                connection.executemany(
                    "INSERT INTO card_texts VALUES (?, ?, ?)", [(r.id, lang, r.text(lang)) for lang in langs]
                )
    finally:
        connection.close()


def export_schema(langs: tuple[str, ...]) -> dict[str, Any]:
    """Returns the JSON Schema of the JSON export."""
    strings = {"type": "array", "items": {"type": "string"}}
    properties = {
        "id": {"type": "string"},
        "name": {"type": "string"},
        "kind": {"enum": ["warlord", "legion", "battlefield", "fate"]},
        "subtype": nullable("string"),
        "item_kind": nullable("string"),
        "alignment": nullable("string"),
        "is": nullable("integer"),
        "cs": nullable("integer"),
        "vp": nullable("integer"),
        "rr": {"type": "integer", "minimum": 0, "maximum": 9},
        "unique": {"type": "boolean"},
        "ability_kinds": strings,
        "windows": strings,
        "decks": strings,
        "flavour": {"type": "string"},
    }
    return records_export_schema(GAME_ID, COLUMNS, properties, langs)
