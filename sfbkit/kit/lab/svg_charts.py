"""The report's charts, drawn with matplotlib and returned as inline SVG text (no file, no network, no pyplot)."""

from __future__ import annotations

import io
from collections.abc import Mapping, Sequence
from typing import Any

from sfbkit.kit.lab.fair_band import FairBand

WIDTH = 7.0
"""Inches; the page scales every chart to its column, so this sets the text's relative size."""

COLOURS = {"above": "#b2182b", "below": "#2166ac", "fair": "#4d4d4d"}
"""A diverging pair that colour-blind readers tell apart, and grey for the rest."""


def _svg(figure: Any) -> str:
    import matplotlib

    out = io.StringIO()
    with matplotlib.rc_context({"svg.fonttype": "none", "svg.hashsalt": "sfbkit"}):
        figure.savefig(out, format="svg", bbox_inches="tight", metadata={"Date": None, "Creator": None})
    text = out.getvalue()
    return text[text.index("<svg") :]


def _figure(height: float) -> Any:
    from matplotlib.figure import Figure

    return Figure(figsize=(WIDTH, height), layout="constrained")


def interval_chart(
    labels: Sequence[str], rates: Sequence[Mapping[str, Any]], band: FairBand | None, axis: str
) -> str:
    """Returns a dot per rate with its 95% interval as a bar, one row per label, the fair band shaded."""
    figure = _figure(0.9 + 0.32 * len(labels))
    axes = figure.add_subplot()
    rows = list(range(len(labels)))[::-1]
    for row, rate in zip(rows, rates, strict=True):
        colour = COLOURS[band.verdict(rate)] if band is not None else COLOURS["fair"]
        axes.errorbar(
            100 * rate["rate"],
            row,
            xerr=[[100 * (rate["rate"] - rate["low"])], [100 * (rate["high"] - rate["rate"])]],
            fmt="o",
            color=colour,
            capsize=3,
        )
    if band is not None:
        axes.axvspan(band.low, band.high, color="#cccccc", alpha=0.5, lw=0)
        axes.axvline(50, color="#888888", lw=0.8, ls="--")
    axes.set_yticks(rows, labels)
    axes.set_xlim(0, 100)
    axes.set_ylim(-0.7, len(labels) - 0.3)
    axes.set_xlabel(axis)
    return _svg(figure)


def heat_map(rows: Sequence[str], columns: Sequence[str], cells: Sequence[Sequence[float | None]]) -> str:
    """Returns a grid coloured by each cell's percentage (blank where nothing was played), the value written in."""
    import numpy

    figure = _figure(1.2 + 0.45 * len(rows))
    axes = figure.add_subplot()
    data = numpy.ma.masked_invalid(numpy.array([[numpy.nan if v is None else v for v in r] for r in cells]))
    image = axes.imshow(data, cmap="RdBu_r", vmin=0, vmax=100, aspect="auto")
    for y, row in enumerate(cells):
        for x, value in enumerate(row):
            if value is not None:
                ink = "white" if abs(value - 50) > 30 else "black"  # readable on the darkest cells
                axes.text(x, y, f"{value:.0f}", ha="center", va="center", fontsize=8, color=ink)
    axes.set_xticks(range(len(columns)), columns, rotation=45, ha="right")
    axes.set_yticks(range(len(rows)), rows)
    axes.set_xlabel("against")
    figure.colorbar(image, ax=axes, label="win rate of the row, %")
    return _svg(figure)


def bar_chart(values: Mapping[int, int], axis: str, count: str) -> str:
    """Returns a bar per value (a game length) with its count."""
    figure = _figure(2.6)
    axes = figure.add_subplot()
    keys = sorted(values)
    axes.bar(keys, [values[key] for key in keys], color="#4d4d4d")
    axes.set_xlabel(axis)
    axes.set_ylabel(count)
    return _svg(figure)


def line_chart(
    values: Sequence[float],
    rates: Sequence[Mapping[str, Any]],
    band: FairBand | None,
    axis: str,
    measure: str,
) -> str:
    """Returns a rate against a value with its 95% interval as a shaded ribbon, the fair band shaded."""
    figure = _figure(3.0)
    axes = figure.add_subplot()
    middle = [100 * rate["rate"] for rate in rates]
    axes.fill_between(
        values, [100 * rate["low"] for rate in rates], [100 * rate["high"] for rate in rates], alpha=0.3
    )
    axes.plot(values, middle, "o-", color="#b2182b")
    if band is not None:
        axes.axhspan(band.low, band.high, color="#cccccc", alpha=0.5, lw=0)
    axes.set_ylim(0, 100)
    axes.set_xlabel(axis)
    axes.set_ylabel(measure)
    return _svg(figure)


def estimate_chart(
    labels: Sequence[str], centres: Sequence[float], lows: Sequence[float], highs: Sequence[float], axis: str
) -> str:
    """Returns a dot per estimate (a rating) with its 95% interval as a bar, one row per label, top to bottom."""
    figure = _figure(0.9 + 0.32 * len(labels))
    axes = figure.add_subplot()
    rows = list(range(len(labels)))[::-1]
    for row, centre, low, high in zip(rows, centres, lows, highs, strict=True):
        axes.errorbar(
            centre, row, xerr=[[centre - low], [high - centre]], fmt="o", color=COLOURS["fair"], capsize=3
        )
    axes.set_yticks(rows, labels)
    axes.set_ylim(-0.7, len(labels) - 0.3)
    axes.set_xlabel(axis)
    return _svg(figure)


def paired_chart(
    labels: Sequence[str],
    first: Sequence[Mapping[str, Any]],
    second: Sequence[Mapping[str, Any]],
    names: tuple[str, str],
    band: FairBand,
    axis: str,
) -> str:
    """Returns two rates per row (when used, when not), each with its 95% interval, the fair band shaded."""
    figure = _figure(1.2 + 0.4 * len(labels))
    axes = figure.add_subplot()
    rows = list(range(len(labels)))[::-1]
    for shift, rates, colour, marker, name in (
        (0.15, first, "#b2182b", "o", names[0]),
        (-0.15, second, "#4d4d4d", "s", names[1]),
    ):
        for number, (row, rate) in enumerate(zip(rows, rates, strict=True)):
            if not rate["trials"]:
                continue
            axes.errorbar(
                100 * rate["rate"],
                row + shift,
                xerr=[[100 * (rate["rate"] - rate["low"])], [100 * (rate["high"] - rate["rate"])]],
                fmt=marker,
                color=colour,
                capsize=2,
                label=name if number == 0 else None,
            )
    axes.axvspan(band.low, band.high, color="#cccccc", alpha=0.5, lw=0)
    axes.set_yticks(rows, labels)
    axes.set_xlim(0, 100)
    axes.set_ylim(-0.7, len(labels) - 0.3)
    axes.set_xlabel(axis)
    axes.legend(loc="lower right", fontsize=8)
    return _svg(figure)
