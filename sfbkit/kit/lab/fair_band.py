"""The fair band a designer sets (``--fair 45,55``): win rates whose whole interval lies outside it are named."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from sfbkit.kit.errors import UsageError

Verdict = Literal["above", "below", "fair"]
"""Where a rate's 95% interval lies against the band: wholly above, wholly below, or touching it."""


@dataclass(frozen=True, slots=True)
class FairBand:
    """A band of win rates, in percent, that counts as fair."""

    low: float
    high: float

    def verdict(self, rate: Mapping[str, Any]) -> Verdict:
        """Returns whether a rate's interval (JSON form, fractions) lies wholly above, below or across the band."""
        if 100 * rate["low"] > self.high:
            return "above"
        if 100 * rate["high"] < self.low:
            return "below"
        return "fair"

    def words(self) -> str:
        """Returns the band as a designer reads it (``45–55%``)."""
        return f"{self.low:g}–{self.high:g}%"


def parse_fair(text: str) -> FairBand:
    """Returns the band of ``LOW,HIGH`` (percent, 0 ≤ LOW < HIGH ≤ 100); UsageError names what was expected."""
    parts = text.split(",")
    try:
        low, high = (float(part) for part in parts)
    except ValueError:
        low = high = float("nan")
    if not 0 <= low < high <= 100:
        raise UsageError(
            f"--fair {text}: expected LOW,HIGH in percent with 0 <= LOW < HIGH <= 100, such as 45,55"
        )
    return FairBand(low, high)
