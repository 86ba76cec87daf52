"""Generates the tables of step forms and expectation keys in docs/match-scripts.md from their registries."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.play.expectations import EXPECT_KEYS, GAME_KEYS
from sfbkit.games.super_fantasy_brawl.play.step_forms import steps_table
from sfbkit.kit.scripts.doc_tables import DocTables, key_table

DOC = DocTables(
    "python -m sfbkit.games.super_fantasy_brawl.play.script_doc",
    (
        ("step forms", "sfbkit/games/super_fantasy_brawl/play/step_forms.py", steps_table),
        # The keys every game's scripts have (this game's clock is ``round``), then its own state's.
        (
            "expectation keys",
            "sfbkit/kit/scripts/expect_keys.py",
            lambda: key_table([key for key in EXPECT_KEYS if key not in GAME_KEYS]),
        ),
        (
            "Super Fantasy Brawl expectation keys",
            "sfbkit/games/super_fantasy_brawl/play/expectations.py",
            lambda: key_table(GAME_KEYS),
        ),
    ),
)
"""The generated tables and the command that rewrites or checks them."""


if __name__ == "__main__":
    raise SystemExit(DOC.main())
