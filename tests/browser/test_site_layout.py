"""Every page of the site fits a phone's and a desktop's width, with a compact menu, measured in a real browser."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.render.site import write_site
from tests.browser.watched_pages import watched_page
from tests.browser.word_breaks import SPLIT_KOREAN_WORDS

WIDTHS = (390, 1280)
HEIGHT = 844

OVERFLOW = """() => {
  const width = window.innerWidth;
  const wide = Array.from(document.querySelectorAll('body *'))
    .filter((element) => element.getClientRects().length > 0 && element.closest('.scroll-box, .menu') === null)
    .filter((element) => element.getBoundingClientRect().right > width + 0.5)
    .slice(0, 5)
    .map((element) => element.tagName + '.' + element.className + ' ' + Math.round(element.getBoundingClientRect().right));
  return {scroll: document.scrollingElement.scrollWidth, width, wide};
}"""


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    out = tmp_path_factory.mktemp("site") / "site"
    write_site(load_library(bundled_content_root()), out)
    return out


@pytest.fixture(scope="module")
def pages(site: Path) -> list[Path]:
    found = sorted(site.rglob("*.html"))
    kinds = {path.parent.name if path.parent != site else path.stem for path in found}
    assert kinds == {"index", "help", "champions", "cards", "arenas", "traps", "challenges"}
    return found


@pytest.fixture(params=WIDTHS, ids=lambda width: f"{width}px")
def page(browser: Any, request: pytest.FixtureRequest) -> Iterator[Any]:
    with watched_page(browser, viewport={"width": request.param, "height": HEIGHT}) as opened:
        yield opened


def test_no_page_overflows_horizontally(page: Any, pages: list[Path]) -> None:
    problems = []
    for number, path in enumerate(pages):
        lang = ("en", "ja", "ko", "zh-Hant")[number % 4]
        page.goto(f"{path.as_uri()}?lang={lang}")
        measured = page.evaluate(OVERFLOW)
        if measured["scroll"] > measured["width"] or measured["wide"]:
            problems.append(f"{path.name} ({lang}): {measured}")
    assert problems == []


def test_the_menu_is_compact(page: Any, site: Path) -> None:
    for lang in ("en", "ko"):
        page.goto(f"{(site / 'cards' / 'borka-anvil-drop.html').as_uri()}?lang={lang}")
        header = page.evaluate("document.querySelector('header.top').getBoundingClientRect().height")
        assert header <= 0.12 * HEIGHT
        links = page.locator("header .menu a")
        assert links.count() == 5


def test_the_index_table_scrolls_inside_its_own_box(page: Any, site: Path) -> None:
    page.goto((site / "index.html").as_uri())
    box = page.evaluate(
        """() => { const box = document.querySelector('#results').parentElement;
        return {scroller: getComputedStyle(box).overflowX, box: box.getBoundingClientRect().right,
                table: document.querySelector('#results').getBoundingClientRect().width}; }"""
    )
    assert box["scroller"] == "auto" and box["box"] <= page.viewport_size["width"]
    if page.viewport_size["width"] == 390:
        assert box["table"] > 390


def test_korean_words_stay_whole_on_site_pages(page: Any, site: Path) -> None:
    for path in (
        site / "index.html",
        site / "cards" / "borka-anvil-drop.html",
        site / "champions" / "borka.html",
        site / "challenges" / "gallery-owner.html",
    ):
        page.goto(f"{path.as_uri()}?lang=ko")
        measured = page.evaluate(SPLIT_KOREAN_WORDS)
        assert measured["words"] > 5 and measured["split"] == [], path.name


VISIBLE_ROWS = """() => Array.from(document.querySelectorAll('#results tbody tr, #extras tbody tr'))
    .filter((row) => !row.classList.contains('hidden')).map((row) => row.dataset.card || row.dataset.entry)"""


def test_every_help_example_opens_the_index_with_results(browser: Any, site: Path) -> None:
    with watched_page(browser) as page:
        page.goto((site / "help.html").as_uri())
        examples = page.locator("a.example")
        assert examples.count() >= 8
        for number in range(examples.count()):
            page.goto((site / "help.html").as_uri())
            query = page.locator("a.example").nth(number).inner_text()
            page.locator("a.example").nth(number).click()
            page.wait_for_url("**/index.html?q=*")
            page.wait_for_load_state("load")
            assert page.input_value("#q") == query
            assert page.evaluate("document.getElementById('search-error').hidden"), query
            assert page.evaluate(VISIBLE_ROWS) != [], query


def test_traps_and_challenges_are_found_by_the_search_and_link_to_their_pages(
    browser: Any, site: Path
) -> None:
    with watched_page(browser) as page:
        page.goto((site / "index.html").as_uri())
        page.fill("#q", "t:trap")
        shown = page.evaluate(VISIBLE_ROWS)
        library = load_library(bundled_content_root())
        assert shown == [f"trap:{trap.id}" for trap in library.traps]
        page.fill("#q", "strength>=1")
        assert not any(":" in row for row in page.evaluate(VISIBLE_ROWS))
        page.fill("#q", '"gallery owner"')
        assert page.evaluate(VISIBLE_ROWS) == ["challenge:gallery-owner"]
        page.click('tr[data-entry="challenge:gallery-owner"] a')
        page.wait_for_load_state("load")
        assert page.url.endswith("/challenges/gallery-owner.html")
        assert page.inner_text("h1") == library.challenges["gallery-owner"].name
