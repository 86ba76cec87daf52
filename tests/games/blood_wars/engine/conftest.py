"""Fixtures of the Blood Wars engine tests: the test pack's definitions."""

from __future__ import annotations

import pytest

from sfbkit.games.blood_wars.engine.definitions import Definitions
from tests.games.blood_wars.engine.pack import pack


@pytest.fixture(scope="session")
def defs() -> Definitions:
    """Returns the test pack, compiled once."""
    return pack()
