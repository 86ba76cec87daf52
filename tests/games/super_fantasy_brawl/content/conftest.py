"""Fixtures shared by the content tests."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content import validation
from sfbkit.kit.cache.cache_store import CACHE_ENV, STATE_ENV
from sfbkit.kit.cache.cache_switch import NO_CACHE_ENV

VALID = Path(__file__).resolve().parent / "valid"


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Returns a copy of the valid fixture tree whose caches live in the test's own folder."""
    monkeypatch.setenv(CACHE_ENV, str(tmp_path / "cache"))
    monkeypatch.setenv(STATE_ENV, str(tmp_path / "state"))
    monkeypatch.delenv(NO_CACHE_ENV, raising=False)
    return Path(shutil.copytree(VALID, tmp_path / "content"))


@pytest.fixture
def validations(monkeypatch: pytest.MonkeyPatch) -> list[Path]:
    """Counts the trees validated in full."""
    called: list[Path] = []
    original = validation.validate_tree

    def counting(root: Path, *args: object, **options: object) -> object:
        called.append(root)
        return original(root, *args, **options)  # type: ignore[arg-type]

    monkeypatch.setattr(validation, "validate_tree", counting)
    return called
