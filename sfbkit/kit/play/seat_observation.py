"""What every game's observation says the same way: which seats there are, and the pending decision as one seat sees it."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sfbkit.kit.play.decisions import Decision


def check_seat(seat: int, seats: int) -> None:
    """Raises ValueError unless ``seat`` sits at a match of ``seats`` seats."""
    if not 0 <= seat < seats:
        raise ValueError(f"seat {seat} is not at this match; seats: 0 to {seats - 1}")


def observed_decision(decision: Decision | None, seat: int) -> dict[str, Any] | None:
    """Returns whose the pending decision is and its kind, with its options only for its own seat; None for no seat's."""
    if decision is None or decision.player < 0:
        return None
    asked: dict[str, Any] = {"player": decision.player, "kind": decision.kind}
    if decision.player == seat:
        asked["options"] = list(decision.ids)
    return asked


def seat_piles(owner: object, hidden: Sequence[str], public: Sequence[str]) -> dict[str, Any]:
    """Returns an owner's piles as every seat sees them: each hidden pile's size, then each public pile's cards."""
    sizes = {name: len(getattr(owner, name)) for name in hidden}
    return {**sizes, **{name: list(getattr(owner, name)) for name in public}}
