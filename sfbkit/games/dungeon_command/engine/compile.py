"""Compiling content into engine definitions, once per library (DC §16 models to DC §17 steps)."""

from __future__ import annotations

from sfbkit.errors import UsageError
from sfbkit.games.dungeon_command.engine.definitions import Definitions


def definitions_of(library: object) -> Definitions:
    """Returns the compiled definitions of a library; compiled definitions pass through unchanged."""
    if isinstance(library, Definitions):
        return library
    raise UsageError(f"cannot compile {type(library).__name__} into Dungeon Command definitions")
