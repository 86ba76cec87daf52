"""Generates the tables of step forms and expectation keys in docs/match-scripts.md from their registries."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.play.expectations import EXPECT_KEYS, GAME_KEYS
from sfbkit.games.super_fantasy_brawl.play.step_forms import steps_table
from sfbkit.kit.scripts.doc_tables import DocTables, Table, key_table

COMMAND = "python -m sfbkit.games.super_fantasy_brawl.play.script_doc"


def expectation_table() -> str:
    """Returns the table of the keys every game's scripts have (this game's clock is ``round``)."""
    return key_table([key for key in EXPECT_KEYS if key not in GAME_KEYS])


def game_expectation_table() -> str:
    """Returns the table of the keys of Super Fantasy Brawl's own state."""
    return key_table(GAME_KEYS)


TABLES: tuple[Table, ...] = (
    ("step forms", "sfbkit/games/super_fantasy_brawl/play/step_forms.py", steps_table),
    ("expectation keys", "sfbkit/kit/scripts/expect_keys.py", expectation_table),
    (
        "Super Fantasy Brawl expectation keys",
        "sfbkit/games/super_fantasy_brawl/play/expectations.py",
        game_expectation_table,
    ),
)
"""Each generated table: its name, the module it comes from, and how to make it."""

DOC = DocTables(COMMAND, TABLES)
markers = DOC.markers
with_tables = DOC.with_tables
main = DOC.main


if __name__ == "__main__":
    raise SystemExit(main())
