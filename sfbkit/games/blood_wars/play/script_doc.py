"""Generates Blood Wars' tables of step forms and expectation keys in docs/blood-wars/match-scripts.md."""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.games.blood_wars.play.expectations import EXPECTATIONS, GAME_KEYS
from sfbkit.games.blood_wars.play.step_forms import FORMS
from sfbkit.kit.scripts.doc_tables import DocTables, Table, key_table
from sfbkit.kit.scripts.option_steps import forms_table

DOC_PATH = "docs/blood-wars/match-scripts.md"
COMMAND = "python -m sfbkit.games.blood_wars.play.script_doc"


def steps_table() -> str:
    """Returns the table of the game's step forms, each with the docstring of its handler."""
    return forms_table(FORMS)


def expectation_table() -> str:
    """Returns the table of the keys of Blood Wars' own state, and its clock ``round``."""
    return key_table([*GAME_KEYS, EXPECTATIONS.registry.get("round")])


TABLES: tuple[Table, ...] = (
    ("Blood Wars step forms", "sfbkit/games/blood_wars/play/step_forms.py", steps_table),
    ("Blood Wars expectation keys", "sfbkit/games/blood_wars/play/expectations.py", expectation_table),
)
"""Each generated table: its name, the module it comes from, and how to make it."""

DOC = DocTables(COMMAND, TABLES)
with_tables = DOC.with_tables


def main(argv: Sequence[str] | None = None) -> int:
    """Rewrites the tables in docs/blood-wars/match-scripts.md (or the given path); ``--check`` reports staleness."""
    import sys

    args = list(sys.argv[1:] if argv is None else argv)
    if not [arg for arg in args if arg != "--check"]:
        args.append(DOC_PATH)
    return DOC.main(args)


if __name__ == "__main__":
    raise SystemExit(main())
