"""Colour distance as readers with each kind of dichromacy see it: Machado et al. (2009) at full severity, then CIE76 ΔE."""

from __future__ import annotations

import itertools
import math
import re

Matrix = tuple[tuple[float, float, float], tuple[float, float, float], tuple[float, float, float]]

VISIONS: dict[str, Matrix] = {
    "normal": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
"""Linear-RGB simulation matrices of Machado, Oliveira and Fernandes (2009), severity 1.0."""

RGB = tuple[int, int, int]


def parse_rgb(css: str) -> RGB:
    """Returns the channels of a computed CSS colour such as ``rgb(0, 114, 178)``."""
    found = re.fullmatch(r"rgba?\((\d+), (\d+), (\d+)(?:, [\d.]+)?\)", css.strip())
    if found is None:
        raise ValueError(f"not a computed rgb() colour: {css!r}")
    return int(found[1]), int(found[2]), int(found[3])


def _linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def _lab(linear: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = linear
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def seen_as(colour: RGB, vision: str) -> tuple[float, float, float]:
    """Returns the CIELAB colour a reader with ``vision`` sees."""
    linear = [_linear(c) for c in colour]
    matrix = VISIONS[vision]
    simulated = tuple(min(1.0, max(0.0, sum(row[i] * linear[i] for i in range(3)))) for row in matrix)
    return _lab((simulated[0], simulated[1], simulated[2]))


def hue_gap(first: RGB, second: RGB) -> float:
    """Returns the difference in CIELAB hue angle, in degrees (0 to 180), under normal vision."""
    angles = [math.degrees(math.atan2(b, a)) for _, a, b in (seen_as(c, "normal") for c in (first, second))]
    gap = abs(angles[0] - angles[1]) % 360
    return min(gap, 360 - gap)


def delta_e(first: RGB, second: RGB, vision: str) -> float:
    """Returns the CIE76 distance between two colours as a reader with ``vision`` sees them."""
    return math.dist(seen_as(first, vision), seen_as(second, vision))


def closest_pair(colours: dict[str, RGB], pairs: list[tuple[str, str]]) -> tuple[float, str, str, str]:
    """Returns the smallest distance among ``pairs`` over every vision, with the pair and the vision."""
    return min(
        (delta_e(colours[a], colours[b], vision), a, b, vision)
        for (a, b), vision in itertools.product(pairs, VISIONS)
    )
