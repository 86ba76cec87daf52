"""Keeps the compiled-content cache and its key of every test run in a folder of its own; registers the Hypothesis profiles;
gives every test a script writer in its own folder."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from sfbkit.kit.cache.cache_store import CACHE_ENV, STATE_ENV
from tests import hypothesis_budget  # noqa: F401 (registers the ci and fast profiles)


@pytest.fixture(autouse=True, scope="session")
def _private_cache(tmp_path_factory: pytest.TempPathFactory) -> Iterator[None]:
    saved = {name: os.environ.get(name) for name in (CACHE_ENV, STATE_ENV)}
    folder = tmp_path_factory.mktemp("sfbkit-cache")
    os.environ[CACHE_ENV] = str(folder / "cache")
    os.environ[STATE_ENV] = str(folder / "state")
    yield
    for name, value in saved.items():
        if value is None:
            os.environ.pop(name, None)
        else:
            os.environ[name] = value


@pytest.fixture()
def write_script(tmp_path: Path) -> Callable[..., Path]:
    """Writes a script file into the test's folder and returns its path."""

    def write(text: str, name: str = "script.yaml") -> Path:
        path = tmp_path / name
        path.write_text(text, encoding="utf-8")
        return path

    return write
