"""Shared fixtures of the play tests: the bundled content, loaded once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root

MATCHES = bundled_content_root() / "matches"


@pytest.fixture(scope="session")
def library() -> Library:
    return load_library(bundled_content_root())


@pytest.fixture()
def write_script(tmp_path: Path) -> Callable[..., Path]:
    """Writes a script file into the test's folder and returns its path."""

    def write(text: str, name: str = "script.yaml") -> Path:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path

    return write
