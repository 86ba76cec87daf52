"""Crowns stays a small game: its package is under 400 lines of code, the measure of the kit's seam (issue 24)."""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent / "crowns"
LIMIT = 400


def lines_of_code(folder: Path) -> int:
    """Returns the lines of the folder's Python files that are neither blank nor only a comment."""
    return sum(
        1
        for path in sorted(folder.glob("*.py"))
        for line in path.read_text(encoding="utf-8").splitlines()
        if line.strip() and not line.strip().startswith("#")
    )


def test_the_toy_package_is_under_400_lines_of_code() -> None:
    assert 0 < lines_of_code(PACKAGE) < LIMIT
