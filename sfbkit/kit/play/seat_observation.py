"""What every game's observation says the same way: which seats there are, and the pending decision as one seat sees it."""

from __future__ import annotations

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
