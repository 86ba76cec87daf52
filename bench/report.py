"""What a benchmark reports: its figures, its ratios against same-run baselines, and how it prints them."""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field


@dataclass(frozen=True, slots=True)
class Figure:
    """One measured number with its unit and what it measures."""

    label: str
    value: float
    unit: str

    def line(self) -> str:
        """Returns the figure as an aligned text line."""
        return f"  {self.label:<52} {format_number(self.value):>12} {self.unit}"


@dataclass(frozen=True, slots=True)
class Ratio:
    """A measured number divided by a baseline measured in the same run, and the goal it is held to."""

    label: str
    value: float
    goal: str = ""
    met: bool | None = None

    def line(self) -> str:
        """Returns the ratio as a ``RATIO`` line, with its goal and whether the goal is met."""
        verdict = "" if self.met is None else ("  [met]" if self.met else "  [MISSED]")
        goal = f"  goal {self.goal}" if self.goal else ""
        return f"  RATIO {self.label:<46} {self.value:>12.3f}{goal}{verdict}"


@dataclass(slots=True)
class Result:
    """Everything one benchmark measured."""

    name: str
    figures: list[Figure] = field(default_factory=list)
    ratios: list[Ratio] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    seconds: float = 0.0

    def figure(self, label: str, value: float, unit: str) -> None:
        """Adds a figure."""
        self.figures.append(Figure(label, value, unit))

    def ratio(self, label: str, value: float, goal: str = "", met: bool | None = None) -> None:
        """Adds a ratio."""
        self.ratios.append(Ratio(label, value, goal, met))

    def note(self, text: str) -> None:
        """Adds a free-text note."""
        self.notes.append(text)

    def text(self) -> str:
        """Returns the result as the block ``python -m bench`` prints."""
        lines = [f"== {self.name} ({self.seconds:.1f} s) =="]
        lines.extend(figure.line() for figure in self.figures)
        lines.extend(ratio.line() for ratio in self.ratios)
        lines.extend(f"  note: {note}" for note in self.notes)
        return "\n".join(lines)


def format_number(value: float) -> str:
    """Formats a figure with a precision that suits its size."""
    if value >= 1000:
        return f"{value:,.0f}"
    if value >= 100:
        return f"{value:.1f}"
    if value >= 1:
        return f"{value:.2f}"
    return f"{value:.4f}"


def percentile(samples: list[float], fraction: float) -> float:
    """Returns the nearest-rank percentile (``fraction`` in 0..1) of the samples."""
    ordered = sorted(samples)
    rank = max(0, min(len(ordered) - 1, math.ceil(fraction * len(ordered)) - 1))
    return ordered[rank]


def median(samples: list[float]) -> float:
    """Returns the median of the samples."""
    return statistics.median(samples)
