"""Crowns, the toy game, in real Chromium: its kit-built site searches as Python does, and a match is clicked to its end."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from tests.browser.watched_pages import DESKTOP, watched_page
from tests.games.toy.conftest import CONTENT, crowns
from tests.games.toy.crowns.game import GAME
from tests.served_play import served

__all__ = ["crowns"]
"""The toy's own fixture, registering it for these tests only."""

REPO = Path(__file__).resolve().parents[2]
SHOWN_IDS = """() => Array.from(document.querySelectorAll('#results tbody tr'))
    .filter((row) => !row.classList.contains('hidden')).map((row) => row.dataset.card)"""
QUERIES = (
    "",
    "regent",
    "suit:waves",
    "s=stones rank>=5",
    "r<3 or is:royal",
    "-suit:leaves order:rank direction:desc",
    "n:knight order:name",
    "lang:ja o:波",
    "not:royal suit:leaves",
)
SERVE = (
    "import sys; from sfbkit.kit.registry import register_game; "
    "register_game('toy', 'tests.games.toy.crowns.game:GAME'); "
    "from sfbkit.cli.entry import main; sys.exit(main())"
)


@pytest.fixture()
def index_page(browser: Any, tmp_path: Path) -> Iterator[Any]:
    site = tmp_path / "site"
    GAME.catalogue(CONTENT).write_site(site)
    with watched_page(browser) as page:
        page.goto((site / "index.html").as_uri())
        yield page


def test_the_site_finds_what_python_finds_in_each_language(index_page: Any) -> None:
    catalogue = GAME.catalogue(CONTENT)
    sizes = set()
    for lang in GAME.languages:
        index_page.select_option("#lang-switch", lang)
        for query in QUERIES:
            index_page.fill("#q", query)
            expected = [record.id for record in catalogue.search(query, lang)]
            assert index_page.evaluate(SHOWN_IDS) == expected, (query, lang)
            sizes.add(len(expected))
    assert min(sizes) > 0 and len(sizes) > 3


def test_the_replay_page_steps_through_each_seats_view_to_the_result(browser: Any, tmp_path: Path) -> None:
    run, _ = GAME.run_script(CONTENT, CONTENT / "matches" / "opening-trick.yaml")
    html = tmp_path / "replay.html"
    html.write_text(run.replay_html("Opening trick"), encoding="utf-8")
    with watched_page(browser) as page:
        page.goto(html.as_uri())
        page.wait_for_selector("body[data-ready='true']")
        assert page.locator("#legend li").all_inner_texts() == ["player 0", "player 1", "player 2"]
        assert "hand: deep-regent, surge-knight, willow-knight" in page.locator("#board").text_content()
        page.keyboard.press("End")
        assert page.locator("#status").inner_text() == "player 1 wins"
        assert "tricks: 2, 3, 0" in page.locator("#board").text_content()
        assert page.locator("#log li.current").last.inner_text() == "The match is over: tricks 2 3 0."


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[tuple[str, Path]]:
    """Runs ``sfbkit serve --port 0`` on Crowns' content (the toy registered in that process) and yields its URL."""
    with served(tmp_path / "saves", "--content", str(CONTENT), program=SERVE, cwd=REPO) as server:
        yield server.url, server.saves


@pytest.mark.slow
def test_a_four_seat_match_is_clicked_to_its_end_and_its_log_replays(
    browser: Any, server: tuple[str, Path]
) -> None:
    url, saves = server
    with watched_page(browser, viewport=DESKTOP) as page:
        page.goto(f"{url}/play")
        page.wait_for_selector("body[data-busy='false']")
        page.locator("select[name='field-seats']").select_option("4")
        page.locator("#seed").fill("11")
        page.locator("#start").click()
        page.wait_for_url(f"{url}/play/*")
        page.wait_for_selector("body[data-busy='false']")
        assert page.locator("#hand .hand-card").count() == 3
        started, clicks = time.monotonic(), 0
        while not page.locator("#result").is_visible():
            assert time.monotonic() - started < 60, f"the match did not end after {clicks} clicks"
            page.locator("#options button.legal").first.click()
            page.wait_for_selector("body[data-busy='false']")
            clicks += 1
            assert page.locator("#error").is_hidden(), page.locator("#error").inner_text()
        assert clicks >= 3 and (
            "wins" in page.locator("#result").inner_text() or "draw" in page.locator("#result").inner_text()
        )
        assert page.locator("#log li").count() > 20
    logs = list(saves.glob("*.jsonl"))
    replayed = CliRunner().invoke(cli, ["replay", str(logs[0]), "--content", str(CONTENT)])
    assert len(logs) == 1 and replayed.exit_code == 0 and "replay ok" in replayed.output, replayed.output
