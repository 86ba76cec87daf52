"""Generates Dungeon Command's tables of step forms and expectation keys in docs/match-scripts.md."""

from __future__ import annotations

from sfbkit.games.dungeon_command.play.expectations import EXPECTATIONS, GAME_KEYS
from sfbkit.games.dungeon_command.play.step_forms import FORMS
from sfbkit.kit.problems import one_line
from sfbkit.kit.scripts.doc_tables import DocTables, Table, key_table

COMMAND = "python -m sfbkit.games.dungeon_command.play.script_doc"


def steps_table() -> str:
    """Returns the table of the game's step forms, each with the docstring of its handler."""
    rows = ["| step | answers |", "|---|---|"]
    rows.extend(
        f"| `{name}` | {one_line(FORMS.get(name).__doc__ or '').replace('``', '`')} |" for name in FORMS
    )
    return "\n".join(rows)


def expectation_table() -> str:
    """Returns the table of the keys of Dungeon Command's own state, and its clock ``turn``."""
    return key_table([*GAME_KEYS, EXPECTATIONS.registry.get("turn")])


TABLES: tuple[Table, ...] = (
    ("Dungeon Command step forms", "sfbkit/games/dungeon_command/play/step_forms.py", steps_table),
    (
        "Dungeon Command expectation keys",
        "sfbkit/games/dungeon_command/play/expectations.py",
        expectation_table,
    ),
)
"""Each generated table: its name, the module it comes from, and how to make it."""

DOC = DocTables(COMMAND, TABLES)
with_tables = DOC.with_tables
main = DOC.main


if __name__ == "__main__":
    raise SystemExit(main())
