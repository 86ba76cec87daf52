"""The formatter never crashes: any bytes either format (keeping data and comments) or fail with a location."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.kinds import kind_of
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.content.validation import content_files
from sfbkit.kit.content.formatter import FormatFailure, comments, format_text
from sfbkit.kit.io.yaml_source import read_yaml

INVALID = Path(__file__).resolve().parents[1] / "games" / "super_fantasy_brawl" / "content" / "invalid"
PIECES = ("\n", ":", " ", "- ", "#", "'", '"', "[", "]", "{", "}", "&a ", "*a", "\t", "---\n", "? ", "|", ">")


def _check(raw: bytes, path: Path) -> None:
    try:
        formatted = format_text(raw, kind_of(path))
    except FormatFailure as failure:
        assert failure.problem.line >= 1 and failure.problem.column >= 1
        return
    assert read_yaml(formatted.encode()).data == read_yaml(raw).data
    assert sorted(comments(formatted)) == sorted(comments(raw.decode("utf-8-sig")))
    assert format_text(formatted.encode(), kind_of(path)) == formatted


@pytest.mark.parametrize(
    "path", sorted(INVALID.rglob("*.yaml")), ids=lambda path: path.relative_to(INVALID).as_posix()
)
def test_every_invalid_fixture_formats_or_fails_located(path: Path) -> None:
    _check(path.read_bytes(), path)


@pytest.mark.slow
def test_random_edits_of_bundled_files_format_or_fail_located() -> None:
    rng = random.Random(7)
    files = content_files(bundled_content_root())
    for _ in range(120):
        path = rng.choice(files)
        text = path.read_text(encoding="utf-8")
        at = rng.randrange(len(text))
        cut = rng.randrange(0, 12)
        piece = "".join(rng.choice(PIECES) for _ in range(rng.randrange(1, 4)))
        _check((text[:at] + piece + text[at + cut :]).encode(), path)
