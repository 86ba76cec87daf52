"""Every Markdown file that a doc, the README, a message or bundled content cites exists in the repository."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
RULES_COPIES = {"docs/rules.md", "docs/dungeon-command/rules.md", "docs/blood-wars/rules.md"}
"""Copies of the shared rules, kept byte for byte (tests/docs/test_readme.py); they cite their own siblings."""
CITATION = re.compile(r"(?<![\w/.:-])((?:[\w.-]+/)*[\w.-]+\.md)\b")
TEXT_SUFFIXES = {".py", ".j2", ".yaml", ".js", ".html", ".css", ".md", ".txt"}
LINK = re.compile(r"\[[^\]]*\]\(([^)]*)\)")
"""A Markdown link: its text may name a file loosely (``[simulation.md](../simulation.md)``); its target is checked."""
LINK_TARGET = re.compile(r"\]\([^)]*\)")
"""A Markdown link in code is part of a generated doc, and is resolved in that doc by the doc test."""


def cited_names(text: str) -> list[str]:
    """Returns every ``*.md`` name the text cites, bare or with its folders, skipping web addresses."""
    return [match.group(1) for match in CITATION.finditer(text)]


def _docs() -> list[Path]:
    paths = [REPO / "README.md", *sorted((REPO / "docs").rglob("*.md"))]
    return [path for path in paths if path.relative_to(REPO).as_posix() not in RULES_COPIES]


def _sources() -> list[Path]:
    return sorted(
        path
        for folder in ("sfbkit", "games", "bench")
        for path in (REPO / folder).rglob("*")
        if path.suffix in TEXT_SUFFIXES and path.is_file() and "__pycache__" not in path.parts
    )


def _missing(path: Path, bases: list[Path], *, skip_links: bool = False) -> list[str]:
    text = path.read_text(encoding="utf-8")
    text = LINK_TARGET.sub("]", text) if skip_links else LINK.sub(lambda link: f" {link.group(1)} ", text)
    return [
        f"{path.relative_to(REPO)}: {name}"
        for name in cited_names(text)
        if not any((base / name).is_file() for base in bases)
    ]


def test_the_citation_pattern_finds_bare_and_folder_names_but_not_addresses() -> None:
    text = "see RULES.md, `docs/dungeon-command/rules.md` and https://example.invalid/x.md, (effects.md)"
    assert cited_names(text) == ["RULES.md", "docs/dungeon-command/rules.md", "effects.md"]


@pytest.mark.parametrize("path", _docs(), ids=lambda path: path.relative_to(REPO).as_posix())
def test_every_file_a_doc_cites_exists(path: Path) -> None:
    assert _missing(path, [path.parent, REPO]) == []


def test_every_file_a_message_or_bundled_file_cites_exists() -> None:
    """Code and content cite docs from the repository's root (``docs/rules.md``), never a bare name."""
    sources = _sources()
    assert len(sources) > 100
    assert [problem for path in sources for problem in _missing(path, [REPO], skip_links=True)] == []
