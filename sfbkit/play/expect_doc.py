"""Generates the table of expectation keys in docs/match-scripts.md from the registry, so it cannot drift."""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

from sfbkit.atomic import write_text_atomic
from sfbkit.play.expectations import EXPECT_KEYS

BEGIN = "<!-- expectation keys: generated from sfbkit/play/expectations.py; run python -m sfbkit.play.expect_doc -->"
END = "<!-- end of expectation keys -->"


def expectation_table() -> str:
    """Returns the Markdown table of every expectation key: what it checks, and an example."""
    rows = ["| key | checks | example |", "|---|---|---|"]
    rows.extend(f"| `{key.name}` | {key.meaning} | `{key.name}: {key.example}` |" for key in EXPECT_KEYS)
    return "\n".join(rows)


def with_table(text: str) -> str:
    """Returns a document with the text between its markers replaced by the current table."""
    if BEGIN not in text or END not in text:
        raise ValueError(f"the document has no {BEGIN!r} ... {END!r} block")
    head, rest = text.split(BEGIN, 1)
    _, tail = rest.split(END, 1)
    return f"{head}{BEGIN}\n{expectation_table()}\n{END}{tail}"


def main(argv: Sequence[str] | None = None) -> int:
    """Rewrites the table in docs/match-scripts.md (or the given path); ``--check`` reports whether it is current."""
    args = list(sys.argv[1:] if argv is None else argv)
    check = "--check" in args
    paths = [a for a in args if a != "--check"]
    target = Path(paths[0]) if paths else Path("docs/match-scripts.md")
    try:
        current = target.read_text(encoding="utf-8")
        text = with_table(current)
    except (OSError, ValueError) as error:
        print(f"{target}: {error}", file=sys.stderr)
        return 2
    if check:
        if current != text:
            print(f"{target} is stale: run 'python -m sfbkit.play.expect_doc {target}'", file=sys.stderr)
            return 1
        return 0
    if current != text:
        write_text_atomic(target, text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
