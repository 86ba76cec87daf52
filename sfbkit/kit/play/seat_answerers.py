"""Who plays each seat, as a log's header lists it: ``seat:name`` for those that answered and those only named."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sfbkit.kit.play.decision_record import DecisionRecord

MAX_SEAT_DIGITS = 4
"""The most digits a seat number of a header's ``players`` entry may have."""


def seat_answerers(decisions: Sequence[DecisionRecord], seat_names: Mapping[int, str]) -> list[str]:
    """Returns every seat's answerers as ``seat:name``: those that decided, and the named seats that did not."""
    answered = {f"{record.player}:{record.source}" for record in decisions}
    deciding = {record.player for record in decisions}
    named = {f"{seat}:{name}" for seat, name in seat_names.items() if seat not in deciding}
    return sorted(answered | named)


def named_seats(header: Mapping[str, Any], decisions: Sequence[DecisionRecord], seats: int) -> dict[int, str]:
    """Returns the seats a header's ``players`` names that answered no decision (a bot not asked yet)."""
    deciding = {record.player for record in decisions}
    named: dict[int, str] = {}
    entries = header.get("players")
    for entry in entries if isinstance(entries, list) else []:
        seat, _, name = str(entry).partition(":")
        if not (seat.isascii() and seat.isdigit() and len(seat) <= MAX_SEAT_DIGITS and name):
            continue
        if int(seat) < seats and int(seat) not in deciding:
            named[int(seat)] = name
    return named
