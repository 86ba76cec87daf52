"""A sweep's report: the item's side's win rate against each value, with intervals, and the value closest to 50%."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from sfbkit.kit.lab.fair_band import FairBand
from sfbkit.kit.lab.report_page import Page, Section, Table
from sfbkit.kit.lab.sweep_run import SweepPlan

Point = tuple[Any, dict[str, Any] | None, str | None]
"""A value, its side's win rate (None when not played) and its validation problem (None when played)."""


def closest(points: Sequence[Point]) -> Point | None:
    """Returns the played value whose win rate is closest to 50% (the first of equals), or None."""
    played = [point for point in points if point[1] is not None]
    return min(played, key=lambda point: abs(point[1]["rate"] - 0.5) if point[1] else 1.0, default=None)


def _side_words(sweep: SweepPlan, first_side: str) -> str:
    if sweep.side is not None:
        return sweep.side
    return f"{first_side} (the item is on no single side; the first side is shown)"


def _cells(point: Point) -> tuple[str, str, str]:
    value, rate, problem = point
    if rate is None:
        return (str(value), f"not played: {problem}", "")
    return (
        str(value),
        f"{100 * rate['rate']:.1f}% ({100 * rate['low']:.1f}–{100 * rate['high']:.1f}%)",
        str(rate["trials"]),
    )


def sweep_text(sweep: SweepPlan, points: Sequence[Point], settings: str, first_side: str) -> str:
    """Returns the report for the terminal."""
    side = _side_words(sweep, first_side)
    rows = [("value", "win rate (95% interval)", "games"), *(_cells(point) for point in points)]
    widths = [
        max(len(row[column]) for row in rows if not row[1].startswith("not played")) for column in range(3)
    ]
    lines = [settings, f"{sweep.item} {sweep.field}: win rate of {side}", ""]
    lines += [
        "  " + "  ".join(cell.ljust(width) for cell, width in zip(row, widths, strict=True)).rstrip()
        for row in rows
    ]
    best = closest(points)
    lines += ["", _closest_words(best)]
    return "\n".join(lines) + "\n"


def _closest_words(best: Point | None) -> str:
    if best is None or best[1] is None:
        return "no value was played: every one made the item invalid"
    return f"closest to 50%: {best[0]} ({100 * best[1]['rate']:.1f}% of {best[1]['trials']} games)"


def sweep_page(
    title: str, sweep: SweepPlan, points: Sequence[Point], settings: str, first_side: str, band: FairBand
) -> Page:
    """Returns the HTML report: win rate against value with its interval, the table, invalid values named."""
    from sfbkit.kit.lab import svg_charts

    side = _side_words(sweep, first_side)
    played = [(value, rate) for value, rate, _ in points if rate is not None]
    numeric = all(isinstance(value, int | float) and not isinstance(value, bool) for value, _ in played)
    chart = None
    if played:
        rates: list[Mapping[str, Any]] = [rate for _, rate in played]
        if numeric:
            chart = svg_charts.line_chart(
                [float(value) for value, _ in played],
                rates,
                band,
                f"{sweep.item} {sweep.field}",
                "win rate, %",
            )
        else:
            chart = svg_charts.interval_chart([str(value) for value, _ in played], rates, band, "win rate, %")
    findings = [_closest_words(closest(points)) + "."]
    findings += [f"{value} was not played: {problem}" for value, rate, problem in points if rate is None]
    return Page(
        title,
        settings,
        findings,
        "What the sweep found",
        [
            Section(
                f"Win rate of {side} against {sweep.field}",
                f"Each point is the win rate of {side} when {sweep.item}'s {sweep.field} takes that value, in "
                "the same seeded games, with the shaded 95% interval; the grey band is the fair band "
                f"{band.words()}. Where the line crosses 50%, the item is balanced for this matchup.",
                chart,
                Table(("value", "win rate (95% interval)", "games"), [_cells(point) for point in points]),
            )
        ],
    )
