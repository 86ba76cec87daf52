"""``export --format sqlite`` for every installed game; the kit's records export for a game without its own."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.game import GAME as DUNGEON_COMMAND
from sfbkit.kit.registry import game_ids, get_game


@pytest.mark.parametrize("game_id", game_ids())
def test_every_game_exports_sqlite(game_id: str, tmp_path: Path) -> None:
    game = get_game(game_id)
    out = tmp_path / "cards.db"
    result = CliRunner().invoke(
        cli, ["export", "--content", str(game.bundled_root()), "--format", "sqlite", str(out)]
    )
    assert result.exit_code == 0, result.output
    connection = sqlite3.connect(out)
    try:
        cards = connection.execute("SELECT count(*) FROM cards").fetchone()[0]
    finally:
        connection.close()
    assert cards == len(game.catalogue(game.bundled_root()).search("", "en"))


def test_the_records_export_holds_numbers_lists_and_rules_text_per_language(tmp_path: Path) -> None:
    out = tmp_path / "dungeon.db"
    catalogue = DUNGEON_COMMAND.catalogue(DUNGEON_COMMAND.bundled_root())
    catalogue.export("sqlite", out, frozenset())
    connection = sqlite3.connect(out)
    try:
        hound = connection.execute(
            "SELECT level, hp, speed, damage, kind FROM cards WHERE id = 'vault-hound'"
        )
        assert hound.fetchone() == (1, 20, 6, 10, "creature")
        warbands = connection.execute(
            "SELECT card_id FROM card_values WHERE field = 'warbands' AND value = 'lanternguard'"
        ).fetchall()
        assert ("vault-hound",) in warbands
        text = dict(connection.execute("SELECT lang, text FROM card_text WHERE card_id = 'vault-hound'"))
        assert set(text) == {"en", "ja"} and "Melee attack for 10 damage." in text["en"]
        meta = dict(connection.execute("SELECT key, value FROM meta"))
        assert meta == {"game": "dungeon-command", "content_hash": catalogue.content_hash}
        assert connection.execute("PRAGMA foreign_key_check").fetchall() == []
    finally:
        connection.close()
