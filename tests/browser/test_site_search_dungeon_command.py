"""Dungeon Command's site searches its own fields in the browser, and finds what the Python search finds."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from sfbkit.games.dungeon_command.game import GAME
from sfbkit.games.dungeon_command.render.site_words import SEARCH_EXAMPLES
from sfbkit.kit.errors import UsageError
from tests.browser.watched_pages import watched_page

CATALOGUE = GAME.catalogue(GAME.bundled_root())
LANGS = ("en", "ja")
SHOWN_IDS = """() => Array.from(document.querySelectorAll('#results tbody tr'))
    .filter((row) => !row.classList.contains('hidden')).map((row) => row.dataset.card)"""
QUERIES = (
    "",
    "hound",
    '"vault hound"',
    "kind:creature",
    "k=order",
    "kind!=creature",
    "level>=3",
    "lv<2 kind:creature",
    "hp!=20",
    "damage>10 or speed>=7",
    "ab:dex",
    "action:immediate",
    "kw:beast",
    "op:push",
    "atk:ranged -atk:melee",
    "w:lanternguard",
    "wb=mirewood-brood kind:order",
    "o:damage",
    "lang:ja o:ダメージ",
    "ft:the",
    "is:melee",
    "not:powered",
    "is:triggered",
    "(kind:creature or kind:commander) not:ranged",
    "order:hp dir:desc",
    "order:name",
    "sort:level kind:order",
    "dir:desc",
    "morale>0",
    "lead>=1",
    *SEARCH_EXAMPLES,
)


@pytest.fixture(scope="module")
def index_page(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    out = tmp_path_factory.mktemp("site") / "site"
    CATALOGUE.write_site(out)
    with watched_page(browser) as page:
        page.goto((out / "index.html").as_uri())
        yield page


def browser_ids(page: Any, query: str, lang: str) -> list[str]:
    page.select_option("#lang-switch", lang)
    page.fill("#q", query)
    return list(page.evaluate(SHOWN_IDS))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("query", QUERIES)
def test_the_browser_finds_what_python_finds(index_page: Any, query: str, lang: str) -> None:
    expected = [record.id for record in CATALOGUE.search(query, lang)]
    assert browser_ids(index_page, query, lang) == expected


def test_the_queries_select_something_and_not_everything() -> None:
    sizes = {len(CATALOGUE.search(query, "en")) for query in QUERIES[1:]}
    assert min(sizes) > 0 and min(sizes) < len(CATALOGUE.records)


def test_a_bad_query_shows_its_column_in_the_readers_language(index_page: Any) -> None:
    with pytest.raises(UsageError):
        CATALOGUE.search("kind:creature wibble:3", "en")
    browser_ids(index_page, "kind:creature wibble:3", "en")
    assert "unknown field 'wibble' (column 15)" in index_page.inner_text("#search-error")
    browser_ids(index_page, "kind:creature wibble:3", "ja")
    assert "15文字目" in index_page.inner_text("#search-error")


def test_the_language_switch_shows_one_language(index_page: Any) -> None:
    browser_ids(index_page, "", "ja")
    shown = index_page.evaluate(
        "() => [...document.querySelectorAll('[data-l]')].filter(e => e.offsetParent !== null).map(e => e.dataset.l)"
    )
    assert set(shown) == {"ja"}
