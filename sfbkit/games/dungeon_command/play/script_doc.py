"""Generates Dungeon Command's tables of step forms and expectation keys in docs/match-scripts.md."""

from __future__ import annotations

from sfbkit.games.dungeon_command.play.expectations import EXPECTATIONS, GAME_KEYS
from sfbkit.games.dungeon_command.play.step_forms import FORMS
from sfbkit.kit.scripts.doc_tables import DocTables, forms_table, key_table

DOC = DocTables(
    "python -m sfbkit.games.dungeon_command.play.script_doc",
    (
        (
            "Dungeon Command step forms",
            "sfbkit/games/dungeon_command/play/step_forms.py",
            lambda: forms_table(FORMS),
        ),
        (
            "Dungeon Command expectation keys",
            "sfbkit/games/dungeon_command/play/expectations.py",
            # The game's own keys, and its clock ``turn``.
            lambda: key_table([*GAME_KEYS, EXPECTATIONS.registry.get("turn")]),
        ),
    ),
)
"""The generated tables and the command that rewrites or checks them."""


if __name__ == "__main__":
    raise SystemExit(DOC.main())
