"""Proportions with 95% Wilson score intervals: win rates, play rates and first-player advantage."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Any

Z95 = 1.959963984540054
"""The two-sided 95% normal quantile."""


@dataclass(frozen=True, slots=True)
class Rate:
    """A proportion with its 95% Wilson score interval."""

    successes: int
    trials: int
    rate: float
    low: float
    high: float

    def to_json(self) -> dict[str, Any]:
        """Returns the JSON form (rates rounded to 6 places)."""
        return {
            "successes": self.successes,
            "trials": self.trials,
            "rate": round(self.rate, 6),
            "low": round(self.low, 6),
            "high": round(self.high, 6),
        }


def wilson(successes: int, trials: int, z: float = Z95) -> Rate:
    """Returns a proportion and its Wilson score interval (0/0 gives 0 in [0, 1])."""
    if trials <= 0:
        return Rate(0, 0, 0.0, 0.0, 1.0)
    p = successes / trials
    denominator = 1 + z * z / trials
    centre = (p + z * z / (2 * trials)) / denominator
    margin = z * math.sqrt(p * (1 - p) / trials + z * z / (4 * trials * trials)) / denominator
    return Rate(successes, trials, p, max(0.0, centre - margin), min(1.0, centre + margin))
