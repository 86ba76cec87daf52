"""Blood Wars' card site in real Chromium: its client-side search finds what ``sfbkit search`` finds, in both languages."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.blood_wars.catalogue import BWCatalogue
from sfbkit.games.blood_wars.content.paths import bundled_root
from tests.browser.watched_pages import watched_page

SHOWN_IDS = """() => Array.from(document.querySelectorAll('#results tbody tr'))
    .filter((row) => !row.classList.contains('hidden')).map((row) => row.dataset.card)"""
QUERIES = (
    "",
    "abbess",
    "kind:warlord is>=12",
    "k=legion cs>=7 order:cs dir:desc",
    "vp=5 or rr=0",
    "is!=8 kind:warlord",
    "has:unique",
    "not:aligned kind:fate subtype:item",
    "unique:yes kind:battlefield",
    "al:n kind:warlord order:name",
    "alignment=ce",
    "ability:trigger or ab=passive",
    "timing=battle -timing=action",
    "w:declared order:rr",
    'text:"dead-book"',
    "lang:ja o:死者の書",
    "deck:cinder-host -kind:fate order:vp",
    "flavour:vigil",
    "order:is",
)


@pytest.fixture(scope="module")
def catalogue() -> BWCatalogue:
    return BWCatalogue(bundled_root())


@pytest.fixture()
def index_page(browser: Any, catalogue: BWCatalogue, tmp_path: Path) -> Iterator[Any]:
    site = tmp_path / "site"
    catalogue.write_site(site)
    with watched_page(browser) as page:
        page.goto((site / "index.html").as_uri())
        yield page


def test_the_site_finds_what_python_finds_in_each_language(index_page: Any, catalogue: BWCatalogue) -> None:
    sizes: dict[str, set[int]] = {query: set() for query in QUERIES}
    for lang in ("en", "ja"):
        index_page.select_option("#lang-switch", lang)
        for query in QUERIES:
            index_page.fill("#q", query)
            expected = [record.id for record in catalogue.search(query, lang)]
            assert index_page.evaluate(SHOWN_IDS) == expected, (query, lang)
            sizes[query].add(len(expected))
    assert all(max(found) > 0 for found in sizes.values())
    assert len(set().union(*sizes.values())) > 8


def test_a_bad_query_is_shown_at_its_column(index_page: Any) -> None:
    index_page.fill("#q", "has:shiny")
    error = index_page.locator("#search-error")
    assert error.is_visible() and "unknown flag 'shiny'" in error.inner_text()
