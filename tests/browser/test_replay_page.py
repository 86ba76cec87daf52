"""The replay page in real Chromium: it opens on step 0, ▶ plays, the end shows the result, every
marker has a legend entry, and team and area colours stay apart for colour-blind readers too."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.runner import run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script
from tests.browser.colour_vision import closest_pair, hue_gap, parse_rgb
from tests.browser.replay_pages import opened_replay

MATCHES = bundled_content_root() / "matches"

MIN_DELTA_E = 20.0
"""The least CIE76 distance between any two team colours or a team colour and an area colour,
under normal vision and each simulated dichromacy."""

MIN_HUE_GAP = 45.0
"""The least CIELAB hue angle, in degrees, between a team colour and an area colour: no team shares
the hue of an area (a blue team on a blue area, a red team on a red area)."""

MARKERS = """() => {
  const board = document.getElementById("board");
  const kinds = new Set();
  const mark = (selector, kind) => { if (board.querySelector(selector)) { kinds.add(kind); } };
  const slider = document.getElementById("slider");
  for (let step = 0; step <= Number(slider.max); step++) {
    slider.value = String(step);
    slider.dispatchEvent(new Event("input"));
    board.querySelectorAll("g.champion").forEach(g => {
      kinds.add("team-" + [...g.classList].find(c => c.startsWith("team-")).slice(5));
      if (g.classList.contains("levelled")) { kinds.add("levelled"); }
      if (g.classList.contains("rooted")) { kinds.add("rooted"); }
    });
    board.querySelectorAll("polygon.statue").forEach(s => kinds.add("statue-" + s.getAttribute("class").match(/statue-(\\w+)/)[1]));
    board.querySelectorAll("polygon.hex").forEach(h => h.classList.forEach(c => {
      if (/^(area-\\w+|deploy-\\d|printed-trap)$/.test(c)) { kinds.add(c); }
    }));
    mark("rect.trap", "trap");
    mark(".gate text", "gate");
  }
  return [...kinds].sort();
}"""
"""Steps through the whole replay and returns every kind of marker the board drew."""


def _write(script: str, tmp_path: Path) -> Path:
    html = tmp_path / f"{script}.html"
    result = CliRunner().invoke(cli, ["match", str(MATCHES / f"{script}.yaml"), "--html", str(html)])
    assert result.exit_code == 0, result.output
    return html


def test_the_replay_opens_on_step_0_plays_forward_and_ends_on_the_result(
    browser: Any, tmp_path: Path
) -> None:
    result = run_script(
        load_script(MATCHES / "full-match.yaml"), load_library(bundled_content_root())
    ).match.result
    assert result is not None and result.winner is not None
    with opened_replay(browser, _write("full-match", tmp_path)) as page:
        last = int(page.locator("#slider").get_attribute("max") or "0")
        assert last > 100
        assert page.locator("#slider").input_value() == "0"
        assert page.locator("#step-label").inner_text().startswith(f"step 0/{last}: start")
        assert page.locator("#board g.champion").count() == 0
        assert "match over" not in page.locator("#status").inner_text()
        page.locator("#next").click()
        page.locator("#next").click()
        assert page.locator("#slider").input_value() == "2"
        assert page.locator("#step-label").inner_text().startswith(f"step 2/{last}:")
        page.locator("#slider").fill(str(last - 1))
        page.locator("#slider").dispatch_event("input")
        assert "to act" in page.locator("#status").inner_text()
        page.locator("#next").click()
        status = page.locator("#status").inner_text()
        vp = "\u2013".join(map(str, result.vp))
        assert (
            status
            == f"match over: team {result.winner} wins ({result.reason}) \u00b7 VP {vp} \u00b7 round {result.rounds}"
        )
        page.locator("#next").click()
        assert page.locator("#slider").input_value() == str(last)


@pytest.mark.parametrize("script", ["full-match", "keyword-force"])
def test_the_legend_names_every_kind_of_marker_the_board_draws(
    browser: Any, tmp_path: Path, script: str
) -> None:
    with opened_replay(browser, _write(script, tmp_path)) as page:
        legend = sorted(
            page.locator("#legend li").evaluate_all("items => items.map(li => li.dataset.marker)")
        )
        drawn = page.evaluate(MARKERS)
        assert {"team-0", "team-1", "statue-red", "area-blue", "deploy-0", "gate"} <= set(drawn)
        assert legend == drawn
        team = page.locator("#legend li[data-marker='team-1']").inner_text()
        names = page.locator("#board g.champion.team-1").evaluate_all("gs => gs.map(g => g.dataset.champion)")
        assert names and all(f"{name[:3]} = " in team for name in names)


def test_team_and_area_colours_stay_apart_for_colour_blind_readers(browser: Any, tmp_path: Path) -> None:
    with opened_replay(browser, _write("full-match", tmp_path)) as page:
        page.locator("#slider").fill(page.locator("#slider").get_attribute("max") or "0")
        page.locator("#slider").dispatch_event("input")
        fill = "nodes => nodes.map(node => getComputedStyle(node).fill)"
        colours = {
            f"team {team}": parse_rgb(
                page.locator(f"#board g.champion.team-{team} .token").first.evaluate(
                    "node => getComputedStyle(node).fill"
                )
            )
            for team in (0, 1)
        }
        for area in ("red", "yellow", "blue"):
            fills = set(page.locator(f"#board polygon.hex.area-{area}").evaluate_all(fill))
            assert len(fills) == 1, fills
            colours[f"{area} area"] = parse_rgb(fills.pop())
        teams = ["team 0", "team 1"]
        pairs = [("team 0", "team 1")] + [
            (team, area) for team in teams for area in colours if "area" in area
        ]
        distance, first, second, vision = closest_pair(colours, pairs)
        assert distance >= MIN_DELTA_E, f"{first} and {second} are only ΔE {distance:.1f} apart in {vision}"
        for team in teams:
            for area in [name for name in colours if "area" in name]:
                gap = hue_gap(colours[team], colours[area])
                assert gap >= MIN_HUE_GAP, f"{team} and {area} are only {gap:.0f}° apart in hue"
        # Besides hue: the teams' tokens differ in shape, the areas in pattern.
        shapes = {
            team: page.locator(f"#board g.champion.team-{team} .token").first.evaluate("n => n.tagName")
            for team in (0, 1)
        }
        assert shapes[0] != shapes[1]
        for area in ("red", "yellow", "blue"):
            overlays = page.locator(f"#board polygon.hex.area-{area} + polygon.area-pattern")
            fills = set(overlays.evaluate_all("nodes => nodes.map(n => n.getAttribute('fill'))"))
            assert fills == {f"url(#pattern-{area})"}
        ink = page.evaluate(
            "() => ['red', 'yellow', 'blue'].map(c => document.getElementById('pattern-' + c).innerHTML)"
        )
        assert len(set(ink)) == 3
