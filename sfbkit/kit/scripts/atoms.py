"""The answers a script step stands for: the decision kinds each fits and how it spells its option id."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sfbkit.kit.play.decisions import Decision

OptionFor = Callable[[Decision, Any], str]
"""Spells an answer's option id for the decision asked, reading the match when it must."""


@dataclass(frozen=True, slots=True)
class Atom:
    """One answer of a step: the decision kinds it fits and how to spell its option id for a decision."""

    kinds: frozenset[str]
    """The decision kinds it answers; empty: any."""
    option: OptionFor
    optional: bool = False
    """Applied only when the current decision fits and offers it (a path's closing stop)."""
    reaches: str | None = None
    """A place the moving piece enters; already there after an automatic step means it is done."""
    same_movement: bool = False
    """Applied only within the movement the step's earlier answers were in (a path's closing stop)."""


def fixed(option_id: str) -> OptionFor:
    """Returns an answer that is always the same option id."""
    return lambda decision, match: option_id
