"""Targeting icons: an area's hexes where its template puts them, every bundled icon valid SVG, the text diagram."""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.content.targeting import Area, Direct, Indirect, Melee
from sfbkit.games.super_fantasy_brawl.render.sheets import SheetOptions, card_face, sheet_html
from sfbkit.games.super_fantasy_brawl.render.targeting_svg import HEX_SIZE, INK, targeting_svg, template_cells
from sfbkit.games.super_fantasy_brawl.render.terminal import area_diagram, card_lines
from sfbkit.games.super_fantasy_brawl.text import rules_text
from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS, targeting_text

SVG = "{http://www.w3.org/2000/svg}"
FIXTURE_LIBRARY = Path(__file__).parents[1] / "db" / "fixtures" / "library"


@pytest.fixture(scope="module")
def bundled() -> Library:
    return load_library(bundled_content_root())


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def hexes(root: ET.Element, kind: str) -> list[ET.Element]:
    return [p for p in root.iter(f"{SVG}polygon") if p.get("class") == f"hex {kind}"]


def points(polygon: ET.Element) -> list[tuple[float, float]]:
    return [(float(x), float(y)) for x, y in (pair.split(",") for pair in polygon.get("points", "").split())]


def centre_of(polygon: ET.Element) -> tuple[float, float]:
    corners = points(polygon)
    assert len(corners) == 6
    return (sum(x for x, _ in corners) / 6, sum(y for _, y in corners) / 6)


def in_hex_sizes(root: ET.Element, kind: str) -> list[tuple[float, float]]:
    """Returns the centres of one kind of hex relative to the champion's, in hex sizes, rounded."""
    (champion,) = hexes(root, "champion")
    cx, cy = centre_of(champion)
    return sorted(
        (round((x - cx) / HEX_SIZE, 2), round((y - cy) / HEX_SIZE, 2))
        for x, y in map(centre_of, hexes(root, kind))
    )


def test_an_area_draws_its_template_hexes_filled_around_the_champion() -> None:
    # north, north-east, south-east and three hexes straight ahead: no mirror image of it matches
    template = [(0, -1), (1, -1), (1, 0), (0, -3)]
    root = parse(targeting_svg(Area(kind="area", template=template), "en"))
    half = math.sqrt(3) / 2  # a flat-topped hex's half height, in hex sizes
    expected = [(0.0, -2 * half), (1.5, -half), (1.5, half), (0.0, -6 * half)]
    assert in_hex_sizes(root, "target") == sorted((round(x, 2), round(y, 2)) for x, y in expected)
    assert all(p.get("fill") == INK for p in hexes(root, "target"))
    # the hex two ahead, between the template's and the champion's, is drawn empty
    assert (0.0, round(-4 * half, 2)) in in_hex_sizes(root, "empty")
    assert all(p.get("fill") != INK for p in hexes(root, "empty") + hexes(root, "champion"))
    assert len(root.findall(f"{SVG}polygon[@class='facing']")) == 1


def test_an_area_icon_is_titled_with_its_localised_text() -> None:
    area = Area(kind="area", template=[(0, -1), (0, -2)])
    for lang in LANGS:
        root = parse(targeting_svg(area, lang))
        assert root.get("role") == "img"
        assert root.get("aria-label") == root.findtext(f"{SVG}title") == targeting_text(area, lang)


def test_the_title_is_escaped(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(rules_text, "targeting_text", lambda t, lang: '<b a="1">&</b>')
    svg = targeting_svg(Melee(kind="melee"), "en")
    assert "<b" not in svg and "&lt;b a=&#34;1&#34;&gt;&amp;&lt;/b&gt;" in svg
    assert parse(svg).findtext(f"{SVG}title") == '<b a="1">&</b>'


def test_template_cells_fill_the_bounding_box_of_half_rows() -> None:
    cells = template_cells([(0, -2), (1, -3)])
    assert cells == {
        (0, 0): "champion",
        (0, -1): "empty",
        (0, -2): "target",
        (1, -3): "target",
        (1, -2): "empty",
        (1, -1): "empty",
    }


@pytest.mark.parametrize(
    ("targeting", "label", "reach"),
    [
        (Melee(kind="melee"), None, 6),
        (Indirect(kind="indirect", max=4), "4", 1),
        (Indirect(kind="indirect", min=2, max=4), "2–4", 1),
        (Direct(kind="direct", max=3), "3", 0),
    ],
)
def test_shots_show_their_range(targeting: Melee | Indirect | Direct, label: str | None, reach: int) -> None:
    root = parse(targeting_svg(targeting, "en"))
    assert [text.text for text in root.iter(f"{SVG}text")] == ([label] if label else [])
    assert len(hexes(root, "reach")) == reach and len(hexes(root, "champion")) == 1
    assert hexes(root, "target") == []


def test_no_targeting_has_no_icon() -> None:
    assert targeting_svg(None, "en") == ""


def view_box(root: ET.Element) -> tuple[float, float, float, float]:
    left, top, width, height = map(float, root.get("viewBox", "").split())
    return left, top, left + width, top + height


def test_every_bundled_icon_is_valid_svg_inside_its_view_box(bundled: Library) -> None:
    icons = 0
    for card in bundled.cards.values():
        for lang in LANGS:
            svg = targeting_svg(card.targeting, lang)
            if card.targeting is None:
                assert svg == ""
                continue
            icons += 1
            root = parse(svg)
            assert root.tag == f"{SVG}svg" and root.findtext(f"{SVG}title")
            left, top, right, bottom = view_box(root)
            drawn = [xy for polygon in root.iter(f"{SVG}polygon") for xy in points(polygon)]
            for path in root.iter(f"{SVG}path"):  # its ends; the control point lies off the curve
                ends = re.findall(r"(-?[\d.]+) (-?[\d.]+)", path.get("d", ""))
                drawn += [(float(x), float(y)) for x, y in (ends[0], ends[-1])]
            assert drawn and all(left < x < right and top < y < bottom for x, y in drawn), card.id
            if isinstance(card.targeting, Area):
                assert len(hexes(root, "target")) == len(card.targeting.template)
    assert icons > 0


def test_the_sheet_of_an_area_card_carries_its_diagram() -> None:
    library = load_library(FIXTURE_LIBRARY)
    card = library.cards["mirelle-swamp-gas"]
    face = card_face(card, library, "ja")
    html = sheet_html([face], SheetOptions(lang="ja"))
    match = re.search(r"<svg class=\"targeting-icon targeting-area\".*?</svg>", html)
    assert match is not None and match.group(0) == face.targeting_icon
    assert 'class="card core-red type-attack with-icon"' in html
    root = parse(match.group(0))
    assert in_hex_sizes(root, "target") == [(-1.5, -0.87), (0.0, -1.73), (1.5, -0.87)]
    assert root.findtext(f"{SVG}title") == targeting_text(card.targeting, "ja")


def test_the_text_diagram_of_an_area() -> None:
    blast = [(0, -2), (0, -3), (1, -3), (1, -2), (0, -1), (-1, -1), (-1, -2)]
    assert area_diagram(blast) == [
        "  ⬢",
        "⬢   ⬢",
        "  ⬢",
        "⬢   ⬢",
        "  ⬢",
        "⬡   ⬡",
        "  @",
    ]
    assert area_diagram([(1, -1)]) == ["  ⬢", "@"]
    assert area_diagram([(-1, 1)]) == ["  @", "⬢"]


def header_of(lines: list[str]) -> list[str]:
    """Returns the text of a card box's first section."""
    return [
        line[2:].rstrip(" │") for line in lines[1 : next(i for i, line in enumerate(lines) if line[0] == "├")]
    ]


def test_show_draws_the_diagram_under_the_header_only_for_area_cards() -> None:
    library = load_library(FIXTURE_LIBRARY)
    header = header_of(card_lines(library.cards["mirelle-swamp-gas"], "Mirelle", "en"))
    assert header[:2] == ["Swamp Gas", "Mirelle"] and header[-3:] == ["  ⬢", "⬢   ⬢", "  @"]
    for card_id in ("quillon-backstab", "mirelle-mud-grasp"):
        header = header_of(card_lines(library.cards[card_id], "Someone", "en"))
        assert not any(mark in line for line in header for mark in "⬢⬡@"), header
