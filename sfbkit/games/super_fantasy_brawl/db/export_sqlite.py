"""The SQLite export: tables with foreign keys and full-text search on rules text (docs/cards.md)."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.paths import content_folders
from sfbkit.games.super_fantasy_brawl.db.export_data import (
    EXPORT_FORMAT,
    EXPORT_VERSION,
    challenge_data,
    champion_data,
    trap_data,
)
from sfbkit.games.super_fantasy_brawl.db.record import card_records
from sfbkit.games.super_fantasy_brawl.text.labels import LANGUAGE_NAMES
from sfbkit.kit.catalogue.records_sqlite import write_database

SCHEMA = """
CREATE TABLE meta (
    key TEXT PRIMARY KEY,
    value TEXT NOT NULL
);
CREATE TABLE languages (
    code TEXT PRIMARY KEY,
    name TEXT NOT NULL
);
CREATE TABLE champions (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    title TEXT NOT NULL,
    role TEXT NOT NULL,
    lore TEXT NOT NULL
);
CREATE TABLE champion_sides (
    champion_id TEXT NOT NULL REFERENCES champions(id),
    side TEXT NOT NULL CHECK (side IN ('basic', 'levelled')),
    hp INTEGER NOT NULL,
    defence INTEGER NOT NULL,
    movement_bonus INTEGER NOT NULL,
    PRIMARY KEY (champion_id, side)
);
CREATE TABLE abilities (
    id INTEGER PRIMARY KEY,
    champion_id TEXT NOT NULL,
    side TEXT NOT NULL,
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL CHECK (kind IN ('passive', 'trigger')),
    trigger TEXT,
    flavour TEXT,
    UNIQUE (champion_id, side, position),
    FOREIGN KEY (champion_id, side) REFERENCES champion_sides(champion_id, side)
);
CREATE TABLE ability_texts (
    ability_id INTEGER NOT NULL REFERENCES abilities(id),
    lang TEXT NOT NULL REFERENCES languages(code),
    text TEXT NOT NULL,
    PRIMARY KEY (ability_id, lang)
);
CREATE TABLE cards (
    id TEXT PRIMARY KEY,
    champion_id TEXT NOT NULL REFERENCES champions(id),
    position INTEGER NOT NULL,
    name TEXT NOT NULL,
    type TEXT NOT NULL CHECK (type IN ('attack', 'skill', 'reaction')),
    core TEXT NOT NULL CHECK (core IN ('red', 'yellow', 'blue')),
    move INTEGER NOT NULL,
    strength INTEGER,
    defence INTEGER,
    targeting TEXT,
    range_min INTEGER,
    range_max INTEGER,
    flavour TEXT
);
CREATE INDEX cards_by_champion ON cards(champion_id);
CREATE TABLE card_keywords (
    card_id TEXT NOT NULL REFERENCES cards(id),
    keyword TEXT NOT NULL,
    PRIMARY KEY (card_id, keyword)
);
CREATE TABLE card_flags (
    card_id TEXT NOT NULL REFERENCES cards(id),
    flag TEXT NOT NULL,
    PRIMARY KEY (card_id, flag)
);
CREATE TABLE traps (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    effect TEXT NOT NULL CHECK (effect IN ('damage', 'root', 'stun')),
    amount INTEGER,
    count INTEGER NOT NULL
);
CREATE TABLE trap_texts (
    trap_id TEXT NOT NULL REFERENCES traps(id),
    lang TEXT NOT NULL REFERENCES languages(code),
    text TEXT NOT NULL,
    PRIMARY KEY (trap_id, lang)
);
CREATE TABLE challenges (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    flavour TEXT
);
CREATE TABLE challenge_texts (
    challenge_id TEXT NOT NULL REFERENCES challenges(id),
    lang TEXT NOT NULL REFERENCES languages(code),
    text TEXT NOT NULL,
    PRIMARY KEY (challenge_id, lang)
);
CREATE TABLE rules_texts (
    id INTEGER PRIMARY KEY,
    card_id TEXT NOT NULL REFERENCES cards(id),
    lang TEXT NOT NULL REFERENCES languages(code),
    text TEXT NOT NULL,
    UNIQUE (card_id, lang)
);
"""

FTS_TABLE = "rules_texts_fts"


def _fts_tokenizer(connection: sqlite3.Connection) -> str:
    """Returns 'trigram' (substring search that also works for CJK) when SQLite has it, else 'unicode61'."""
    try:
        connection.execute("CREATE VIRTUAL TABLE temp.probe USING fts5(text, tokenize='trigram')")
        connection.execute("DROP TABLE temp.probe")
    except sqlite3.OperationalError:
        return "unicode61"
    return "trigram"


def fill_database(connection: sqlite3.Connection, library: Library) -> None:
    """Creates the tables in an empty database and fills them from the library."""
    from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS

    langs = tuple(LANGS)
    records = card_records(library)
    connection.execute("PRAGMA foreign_keys = ON")
    connection.executescript(SCHEMA)
    tokenizer = _fts_tokenizer(connection)
    connection.execute(
        f"CREATE VIRTUAL TABLE {FTS_TABLE} USING fts5("
        f"text, content='rules_texts', content_rowid='id', tokenize='{tokenizer}')"
    )
    with connection:
        connection.executemany(
            "INSERT INTO meta VALUES (?, ?)",
            [
                ("format", EXPORT_FORMAT),
                ("version", str(EXPORT_VERSION)),
                ("content_hash", library.content_hash),
                ("fts_tokenizer", tokenizer),
            ],
        )
        connection.executemany(
            "INSERT INTO languages VALUES (?, ?)", [(lang, LANGUAGE_NAMES.get(lang, lang)) for lang in langs]
        )
        for champion_id in sorted(library.champions):
            data = champion_data(library.champions[champion_id], library, langs)
            connection.execute(
                "INSERT INTO champions VALUES (?, ?, ?, ?, ?)",
                (data["id"], data["name"], data["title"], data["role"], data["lore"]),
            )
            for side_name, side in data["sides"].items():
                connection.execute(
                    "INSERT INTO champion_sides VALUES (?, ?, ?, ?, ?)",
                    (champion_id, side_name, side["hp"], side["defence"], side["movement_bonus"]),
                )
                for position, ability in enumerate(side["abilities"]):
                    cursor = connection.execute(
                        "INSERT INTO abilities (champion_id, side, position, name, kind, trigger, flavour)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?)",
                        (
                            champion_id,
                            side_name,
                            position,
                            ability["name"],
                            ability["kind"],
                            ability["trigger"],
                            ability["flavour"],
                        ),
                    )
                    connection.executemany(
                        "INSERT INTO ability_texts VALUES (?, ?, ?)",
                        [(cursor.lastrowid, lang, text) for lang, text in ability["text"].items()],
                    )
        for record in records:
            connection.execute(
                "INSERT INTO cards VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    record.id,
                    record.champion,
                    library.decks[record.champion].index(record.id),
                    record.name,
                    record.type,
                    record.core,
                    record.move,
                    record.strength,
                    record.defence,
                    record.targeting,
                    record.range_min,
                    record.range,
                    record.flavour or None,
                ),
            )
            connection.executemany(
                "INSERT INTO card_keywords VALUES (?, ?)", [(record.id, kw) for kw in sorted(record.keywords)]
            )
            connection.executemany(
                "INSERT INTO card_flags VALUES (?, ?)", [(record.id, flag) for flag in sorted(record.flags)]
            )
            connection.executemany(
                "INSERT INTO rules_texts (card_id, lang, text) VALUES (?, ?, ?)",
                [(record.id, lang, record.text(lang)) for lang in langs],
            )
        for trap in trap_data(library, langs):
            connection.execute(
                "INSERT INTO traps VALUES (?, ?, ?, ?, ?)",
                (trap["id"], trap["name"], trap["effect"], trap["amount"], trap["count"]),
            )
            connection.executemany(
                "INSERT INTO trap_texts VALUES (?, ?, ?)",
                [(trap["id"], lang, text) for lang, text in trap["text"].items()],
            )
        for challenge in challenge_data(library, langs):
            connection.execute(
                "INSERT INTO challenges VALUES (?, ?, ?)",
                (challenge["id"], challenge["name"], challenge["flavour"]),
            )
            connection.executemany(
                "INSERT INTO challenge_texts VALUES (?, ?, ?)",
                [(challenge["id"], lang, text) for lang, text in challenge["text"].items()],
            )
        connection.execute(f"INSERT INTO {FTS_TABLE}(rowid, text) SELECT id, text FROM rules_texts")
    problems = connection.execute("PRAGMA foreign_key_check").fetchall()
    if problems:
        raise AssertionError(f"the export broke its own foreign keys: {problems[:5]}")


def write_sqlite(library: Library, out: Path) -> None:
    """Writes the SQLite export of a library to ``out`` atomically."""
    write_database(out, lambda connection: fill_database(connection, library), content_folders(library.root))
