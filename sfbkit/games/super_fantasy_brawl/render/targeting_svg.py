"""Targeting icons as small inline SVG: an area's template as hexes, melee, indirect and direct shots.

Hexes are flat-topped, as on the board (RULES §2): the centre of axial hex
``(q, r)`` sits at ``x = 1.5 q``, ``y = √3 (r + q / 2)`` hex sizes from the
acting champion's. Templates are drawn as written, facing north (up). Every
icon is black on white, so it prints in black and white; its only text is
numbers, and its title (the localised targeting text) is escaped.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Sequence

from markupsafe import Markup, escape

from sfbkit.games.super_fantasy_brawl.content.targeting import Area, Direct, Indirect, Melee, Targeting
from sfbkit.geometry.hex import DIRECTIONS, Hex

HEX_SIZE = 10.0
"""Distance from a hex's centre to its corners, in SVG units."""
DRAWN = 0.9
"""Share of HEX_SIZE a hex is drawn at, leaving a gap between neighbours."""
MARGIN = 2.0
INK = "#1d1b18"
PAPER = "#ffffff"
GREY = "#a8a298"
SQRT3 = math.sqrt(3)

Bounds = tuple[float, float, float, float]
"""Left, top, right and bottom of what an icon draws, in SVG units."""


def centre(hex_: Hex) -> tuple[float, float]:
    """Returns the SVG centre of an axial hex, the acting champion's hex at the origin."""
    q, r = hex_
    return (1.5 * q * HEX_SIZE, SQRT3 * (r + q / 2) * HEX_SIZE)


def template_cells(template: Iterable[Hex]) -> dict[Hex, str]:
    """Returns every hex of a template's bounding box: 'target', 'champion' (the origin) or 'empty'.

    The box is taken in doubled-height coordinates (column ``q``, half-row
    ``2r + q``), so the empty hexes are exactly those a reader sees between
    the template's hexes and the champion's.
    """
    cells: dict[Hex, str] = {(0, 0): "champion"}
    cells.update((offset, "target") for offset in template)
    columns = [q for q, _ in cells]
    half_rows = [2 * r + q for q, r in cells]
    for q in range(min(columns), max(columns) + 1):
        for half_row in range(min(half_rows), max(half_rows) + 1):
            if (half_row - q) % 2 == 0:
                cells.setdefault((q, (half_row - q) // 2), "empty")
    return cells


def _n(value: float) -> str:
    """Returns a coordinate with at most two decimals and no trailing zeros."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


def _points(points: Iterable[tuple[float, float]]) -> str:
    """Returns points as an SVG points list."""
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in points)


def _hex(x: float, y: float, kind: str) -> str:
    """Returns one drawn hex polygon of a kind: champion, target, reach or empty."""
    radius = HEX_SIZE * DRAWN
    corners = [
        (x + radius * math.cos(math.radians(60 * k)), y + radius * math.sin(math.radians(60 * k)))
        for k in range(6)
    ]
    fill, stroke, width = {
        "champion": (PAPER, INK, 1.6),
        "target": (INK, INK, 1.0),
        "reach": (GREY, INK, 1.0),
        "empty": (PAPER, GREY, 0.8),
    }[kind]
    return (
        f'<polygon class="hex {kind}" points="{_points(corners)}" '
        f'fill="{fill}" stroke="{stroke}" stroke-width="{width}" stroke-linejoin="round"/>'
    )


def _champion(x: float, y: float, facing: bool) -> list[str]:
    """Returns the acting champion's hex, marked with a dot, or with a triangle pointing north."""
    mark = (
        f'<polygon class="facing" points="{_points([(x, y - 5), (x + 4, y + 3), (x - 4, y + 3)])}" fill="{INK}"/>'
        if facing
        else f'<circle class="dot" cx="{_n(x)}" cy="{_n(y)}" r="3" fill="{INK}"/>'
    )
    return [_hex(x, y, "champion"), mark]


def _arrowhead(tip: tuple[float, float], angle: float) -> str:
    """Returns a filled arrowhead whose tip is at ``tip``, pointing at ``angle`` degrees (0 = east)."""
    x, y = tip
    a = math.radians(angle)
    back = [(x - 7 * math.cos(a + s * 0.45), y - 7 * math.sin(a + s * 0.45)) for s in (1, -1)]
    return f'<polygon class="arrowhead" points="{_points([tip, *back])}" fill="{INK}"/>'


LABEL_SIZE = 14.0
"""Font size of a range number, in SVG units."""


def _label(x: float, y: float, text: str, anchor: str) -> str:
    """Returns a range number in bold, its baseline at ``y``, anchored at ``x`` (start or middle)."""
    return (
        f'<text x="{_n(x)}" y="{_n(y)}" text-anchor="{anchor}" font-family="DejaVu Sans, sans-serif" '
        f'font-weight="bold" font-size="{_n(LABEL_SIZE)}" fill="{INK}">{escape(text)}</text>'
    )


def _label_width(text: str) -> float:
    """Returns an upper estimate of a range label's width: bold digits and an en dash."""
    return sum(0.72 if char.isdigit() else 0.52 for char in text) * LABEL_SIZE


def _area(template: Sequence[Hex]) -> tuple[list[str], Bounds]:
    """Returns the template's hexes filled, the hexes between them empty, the champion's facing north."""
    cells = template_cells(template)
    order = {"empty": 0, "target": 1, "champion": 2}
    shapes: list[str] = []
    for hex_, kind in sorted(cells.items(), key=lambda item: (order[item[1]], item[0])):
        x, y = centre(hex_)
        shapes.extend(_champion(x, y, facing=True) if kind == "champion" else [_hex(x, y, kind)])
    xs = [centre(hex_)[0] for hex_ in cells]
    ys = [centre(hex_)[1] for hex_ in cells]
    half_height = SQRT3 / 2 * HEX_SIZE
    return shapes, (min(xs) - HEX_SIZE, min(ys) - half_height, max(xs) + HEX_SIZE, max(ys) + half_height)


def _melee() -> tuple[list[str], Bounds]:
    """Returns the champion's hex in a ring of the six hexes it can reach."""
    shapes = [_hex(*centre(direction), "reach") for direction in DIRECTIONS]
    shapes += _champion(0, 0, facing=False)
    return shapes, (-2.5 * HEX_SIZE, -1.5 * SQRT3 * HEX_SIZE, 2.5 * HEX_SIZE, 1.5 * SQRT3 * HEX_SIZE)


def _indirect(reach: str) -> tuple[list[str], Bounds]:
    """Returns a dashed lob from the champion's hex up to a target hex, round the range between them."""
    target = -50.0
    bulge = -30.0
    start, end = (-6.5, -7.5), (-7.5, target + 8.0)
    half = _label_width(reach) / 2
    shapes = [
        _hex(0, target, "reach"),
        *_champion(0, 0, facing=False),
        f'<path class="arc" d="M {_n(start[0])} {_n(start[1])} Q {_n(bulge)} {_n(target / 2)} '
        f'{_n(end[0])} {_n(end[1])}" fill="none" stroke="{INK}" stroke-width="1.8" stroke-dasharray="4 2.5"/>',
        _arrowhead((end[0] + 2.0, end[1] - 1.5), -40),
        _label(3, target / 2 + LABEL_SIZE * 0.36, reach, "middle"),
    ]
    leftmost = (start[0] + 2 * bulge + end[0]) / 4  # the quadratic curve's extreme, at its middle
    return shapes, (leftmost - 1.5, target - HEX_SIZE, max(HEX_SIZE, 3 + half), SQRT3 / 2 * HEX_SIZE)


def _direct(reach: str) -> tuple[list[str], Bounds]:
    """Returns a straight arrow from the champion's hex up its row, the range beside it."""
    tip = -46.0
    shapes = [
        *_champion(0, 0, facing=False),
        f'<line class="shot" x1="0" y1="-11" x2="0" y2="{_n(tip + 5)}" stroke="{INK}" stroke-width="2.2"/>',
        _arrowhead((0, tip), -90),
        _label(5, (tip - 11) / 2 + LABEL_SIZE * 0.36, reach, "start"),
    ]
    return shapes, (-HEX_SIZE, tip - 1, 5 + _label_width(reach), SQRT3 / 2 * HEX_SIZE)


def targeting_svg(t: Targeting | None, lang: str) -> Markup:
    """Returns the inline SVG icon of a targeting, titled with its localised text; empty for none."""
    from sfbkit.games.super_fantasy_brawl.text.rules_text import targeting_text

    if t is None:
        return Markup("")
    if isinstance(t, Area):
        shapes, box = _area(t.template)
    elif isinstance(t, Melee):
        shapes, box = _melee()
    elif isinstance(t, Indirect):
        shapes, box = _indirect(f"{t.min}–{t.max}" if t.min > 1 else str(t.max))
    else:
        assert isinstance(t, Direct)
        shapes, box = _direct(str(t.max))
    left, top, right, bottom = box
    view = " ".join(
        _n(v) for v in (left - MARGIN, top - MARGIN, right - left + 2 * MARGIN, bottom - top + 2 * MARGIN)
    )
    title = escape(targeting_text(t, lang))
    return Markup(
        f'<svg class="targeting-icon targeting-{t.kind}" xmlns="http://www.w3.org/2000/svg" '
        f'viewBox="{view}" role="img" aria-label="{title}"><title>{title}</title>'
        + "".join(shapes)
        + "</svg>"
    )
