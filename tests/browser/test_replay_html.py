"""The HTML replay opens in real headless Chromium with no console errors and shows the board."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.runner import run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script
from tests.browser.watched_pages import DESKTOP, watched_page

MATCHES = bundled_content_root() / "matches"


@contextmanager
def _opened(browser: Any, path: Path) -> Iterator[Any]:
    """Yields the replay page opened and ready, having asked for nothing but files and inline data."""
    with watched_page(browser, viewport=DESKTOP) as page:
        requests: list[str] = []
        page.on("request", lambda request: requests.append(request.url))
        page.goto(path.as_uri())
        page.wait_for_selector("body[data-ready='true']")
        assert all(url.startswith("file:") or url.startswith("data:") for url in requests), requests
        yield page


def test_replay_page_shows_the_board_and_steps(browser: Any, tmp_path: Path) -> None:
    html = tmp_path / "full.html"
    result = CliRunner().invoke(cli, ["match", str(MATCHES / "full-match.yaml"), "--html", str(html)])
    assert result.exit_code == 0, result.output
    with _opened(browser, html) as page:
        assert page.locator("#board polygon.hex").count() == 59
        assert page.locator("#board polygon.statue").count() == 3
        assert page.locator("#board").bounding_box()["width"] > 300
        page.locator("#slider").fill(page.locator("#slider").get_attribute("max") or "0")
        page.locator("#slider").dispatch_event("input")
        champions = page.locator("#board g.champion")
        assert champions.count() == 6
        assert champions.first.is_visible()
        assert page.locator("#log li").count() > 50
        # The last step shows the end of the match; the first shows no champion deployed yet.
        ended = run_script(
            load_script(MATCHES / "full-match.yaml"), load_library(bundled_content_root())
        ).match.result
        assert ended is not None
        page.locator("#slider").fill(page.locator("#slider").get_attribute("max") or "0")
        page.locator("#slider").dispatch_event("input")
        assert f"VP {ended.vp[0]}\u2013{ended.vp[1]}" in page.locator("#status").inner_text()
        page.locator("#slider").fill("0")
        page.locator("#slider").dispatch_event("input")
        assert "step 0/" in page.locator("#step-label").inner_text()
        assert page.locator("#board g.champion").count() == 0
        page.locator("#next").click()
        assert "step 1/" in page.locator("#step-label").inner_text()
        assert page.locator("#log li.current").count() >= 1


def test_scenario_replay_draws_traps_and_gates(browser: Any, tmp_path: Path) -> None:
    html = tmp_path / "force.html"
    result = CliRunner().invoke(cli, ["match", str(MATCHES / "keyword-force.yaml"), "--html", str(html)])
    assert result.exit_code == 0, result.output
    with _opened(browser, html) as page:
        page.locator("#slider").fill(page.locator("#slider").get_attribute("max") or "0")
        page.locator("#slider").dispatch_event("input")
        assert page.locator("#board rect.trap").count() == 2
        # Pip was taken out: drawn at the gate, off the map's hexes.
        pip = page.locator("#board g.champion[data-champion='pip']")
        assert pip.count() == 1
        assert "on its gate" in pip.locator("title").text_content()
