"""Generates the tables of step forms and expectation keys in docs/match-scripts.md from their registries."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.play.expectations import EXPECT_KEYS
from sfbkit.games.super_fantasy_brawl.play.step_forms import steps_table
from sfbkit.kit.atomic import write_reference

COMMAND = "python -m sfbkit.games.super_fantasy_brawl.play.script_doc"


def expectation_table() -> str:
    """Returns the Markdown table of every expectation key: what it checks, and an example."""
    rows = ["| key | checks | example |", "|---|---|---|"]
    rows.extend(f"| `{key.name}` | {key.meaning} | `{key.name}: {key.example}` |" for key in EXPECT_KEYS)
    return "\n".join(rows)


def markers(name: str, source: str) -> tuple[str, str]:
    """Returns the comments that open and close a generated table in the document."""
    return f"<!-- {name}: generated from {source}; run {COMMAND} -->", f"<!-- end of {name} -->"


TABLES: tuple[tuple[str, str, Callable[[], str]], ...] = (
    ("step forms", "sfbkit/games/super_fantasy_brawl/play/step_forms.py", steps_table),
    ("expectation keys", "sfbkit/games/super_fantasy_brawl/play/expectations.py", expectation_table),
)
"""Each generated table: its name, the module it comes from, and how to make it."""


def with_tables(text: str) -> str:
    """Returns a document with the text between each pair of markers replaced by the current table."""
    for name, source, make in TABLES:
        begin, end = markers(name, source)
        if begin not in text or end not in text:
            raise ValueError(f"the document has no {begin!r} ... {end!r} block")
        head, rest = text.split(begin, 1)
        _, tail = rest.split(end, 1)
        text = f"{head}{begin}\n{make()}\n{end}{tail}"
    return text


def main(argv: Sequence[str] | None = None) -> int:
    """Rewrites the tables in docs/match-scripts.md (or the given path); ``--check`` reports whether they are current."""
    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    paths = [a for a in args if a != "--check"]
    target = Path(paths[0]) if paths else Path("docs/match-scripts.md")
    try:
        current = target.read_text(encoding="utf-8")
        text = with_tables(current)
    except (OSError, ValueError) as error:
        print(f"{target}: {error}", file=sys.stderr)
        return 2
    if check:
        if current != text:
            print(f"{target} is stale: run '{COMMAND} {target}'", file=sys.stderr)
            return 1
        return 0
    return write_reference(target, text) if current != text else 0


if __name__ == "__main__":
    raise SystemExit(main())
