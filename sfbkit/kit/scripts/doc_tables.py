"""Tables of a game's step forms and expectation keys, generated into docs/match-scripts.md between markers."""

from __future__ import annotations

import sys
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from sfbkit.kit.io.atomic import write_reference
from sfbkit.kit.problems import one_line
from sfbkit.kit.scripts.expect_keys import ExpectKey
from sfbkit.kit.scripts.script_registry import Registry

Table = tuple[str, str, Callable[[], str]]
"""A generated table: its name, the module it comes from, and how to make it."""


def key_table(keys: Sequence[ExpectKey]) -> str:
    """Returns the Markdown table of expectation keys: what each checks, and an example."""
    rows = ["| key | checks | example |", "|---|---|---|"]
    rows.extend(f"| `{key.name}` | {key.meaning} | `{key.name}: {key.example}` |" for key in keys)
    return "\n".join(rows)


def forms_table(forms: Registry[Callable[..., Any]]) -> str:
    """Returns the Markdown table of a game's step forms, each with the first line of its handler's docstring."""
    rows = ["| step | answers |", "|---|---|"]
    rows.extend(
        f"| `{name}` | {one_line(forms.get(name).__doc__ or '').replace('``', '`')} |" for name in forms
    )
    return "\n".join(rows)


class DocTables:
    """One game's generated tables in a document, and the command that rewrites or checks them."""

    def __init__(self, command: str, tables: Sequence[Table]) -> None:
        self.command = command
        self.tables = tuple(tables)

    def markers(self, name: str, source: str) -> tuple[str, str]:
        """Returns the comments that open and close a generated table in the document."""
        return f"<!-- {name}: generated from {source}; run {self.command} -->", f"<!-- end of {name} -->"

    def with_tables(self, text: str) -> str:
        """Returns a document with the text between each pair of markers replaced by the current table."""
        for name, source, make in self.tables:
            begin, end = self.markers(name, source)
            if begin not in text or end not in text:
                raise ValueError(f"the document has no {begin!r} ... {end!r} block")
            head, rest = text.split(begin, 1)
            _, tail = rest.split(end, 1)
            text = f"{head}{begin}\n{make()}\n{end}{tail}"
        return text

    def main(self, argv: Sequence[str] | None = None) -> int:
        """Rewrites the tables in docs/match-scripts.md (or the given path); ``--check`` reports whether they are current."""
        args = list(sys.argv[1:] if argv is None else argv)
        check = "--check" in args
        paths = [a for a in args if a != "--check"]
        target = Path(paths[0]) if paths else Path("docs/match-scripts.md")
        try:
            current = target.read_text(encoding="utf-8")
            text = self.with_tables(current)
        except (OSError, ValueError) as error:
            print(f"{target}: {error}", file=sys.stderr)
            return 2
        if check:
            if current != text:
                print(f"{target} is stale: run '{self.command} {target}'", file=sys.stderr)
                return 1
            return 0
        return write_reference(target, text) if current != text else 0
