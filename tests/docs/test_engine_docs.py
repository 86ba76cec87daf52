"""The Python example of each game's engine doc runs as written; Blood Wars' prints what its comments say."""

from __future__ import annotations

import contextlib
import io
import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
ENGINE_DOCS = ("docs/engine.md", "docs/dungeon-command/engine.md", "docs/blood-wars/engine.md")
EXACT = {"docs/blood-wars/engine.md"}
"""The docs whose ``print(...)  # ...`` comments are the exact output."""
BLOCK = re.compile(r"^```python\n(.*?)^```", re.MULTILINE | re.DOTALL)
PRINTED = re.compile(r"^print\(.*\)\s+# (.+)$", re.MULTILINE)


@pytest.mark.parametrize("doc", ENGINE_DOCS)
def test_the_engine_docs_example_runs_as_written(doc: str, monkeypatch: pytest.MonkeyPatch) -> None:
    blocks = BLOCK.findall((REPO / doc).read_text(encoding="utf-8"))
    assert len(blocks) == 1, doc
    monkeypatch.chdir(REPO)
    output = io.StringIO()
    with contextlib.redirect_stdout(output):
        exec(compile(blocks[0], doc, "exec"), {"__name__": "__doc_example__"})
    lines = output.getvalue().splitlines()
    assert lines, doc
    if doc in EXACT:
        assert lines == PRINTED.findall(blocks[0])
