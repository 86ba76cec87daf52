"""The site's JavaScript search against the shared vectors, typed into the index page of a real browser."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.render.site import write_site
from sfbkit.games.super_fantasy_brawl.text.rules_text import card_text
from tests.browser.watched_pages import watched_page

REPO = Path(__file__).parents[2]
VECTORS: dict[str, Any] = yaml.safe_load(
    (REPO / "tests" / "games" / "super_fantasy_brawl" / "data" / "search_vectors.yaml").read_text("utf-8")
)

SHOWN_IDS = """() => Array.from(document.querySelectorAll('#results tbody tr'))
    .filter((row) => !row.classList.contains('hidden')).map((row) => row.dataset.card)"""
ERROR = """() => { const box = document.getElementById('search-error');
    return box.hidden ? null : Number(box.dataset.column); }"""


@pytest.fixture(scope="module")
def index_page(browser: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Any]:
    out = tmp_path_factory.mktemp("site") / "site"
    write_site(load_library(REPO / VECTORS["library"]), out)
    with watched_page(browser) as page:
        page.goto((out / "index.html").as_uri())
        yield page


def search(page: Any, query: str, lang: str) -> tuple[list[str], int | None]:
    page.select_option("#lang-switch", lang)
    page.fill("#q", query)
    return page.evaluate(SHOWN_IDS), page.evaluate(ERROR)


@pytest.mark.parametrize("vector", VECTORS["vectors"], ids=lambda vector: vector["query"])
def test_vector_in_the_browser(index_page: Any, vector: dict[str, Any]) -> None:
    ids, error_column = search(index_page, vector["query"], vector.get("lang", "en"))
    if "error_column" in vector:
        assert error_column == vector["error_column"]
    else:
        assert error_column is None
        assert ids == vector["ids"]


def test_an_error_shows_the_query_and_a_caret(index_page: Any) -> None:
    search(index_page, "t:attack wibble:3", "en")
    text = index_page.inner_text("#search-error")
    assert "unknown field 'wibble' (column 10)" in text
    assert "t:attack wibble:3\n         ^" in text


def test_the_language_switch_shows_one_language(index_page: Any) -> None:
    search(index_page, "c:quillon t:skill", "ko")
    assert index_page.evaluate("document.documentElement.lang") == "ko"
    row = index_page.locator('tr[data-card="quillon-smoke-step"] td.text')
    card = load_library(REPO / VECTORS["library"]).cards["quillon-smoke-step"]
    assert row.inner_text().strip() == card_text(card, "ko")[0]
    search(index_page, "c:quillon t:skill", "en")
    assert row.inner_text().strip() == card_text(card, "en")[0]
    assert index_page.inner_text("#search-count") == "1 cards"


def random_queries(count: int, seed: int) -> list[str]:
    """Returns random queries, valid and invalid, built from the language's pieces."""
    import random

    chooser = random.Random(seed)
    terms = [
        "t:attack",
        "t=skill",
        "core:red",
        "c:quillon",
        "c=tessel",
        "kw:push",
        "kw:ro",
        "is:area",
        "not:mover",
        "is:ranged",
        "str>=3",
        "strength<4",
        "mv:1",
        "range!=1",
        "hp>7",
        "def=2",
        "o:target",
        "o:2",
        "ft:the",
        "name:s",
        "arrow",
        '"stone hymn"',
        "role:tank",
        "id:-",
        "tg:direct",
        "is:onhit",
        "wisp",
        "x",
        "flavour=nothing",
        "lang:ja o:対象",
    ]
    broken = ["foo:1", "str>x", "(", ")", "is:nope", "name<3", '"open', "or", "-"]
    tail = [
        "",
        "",
        "",
        " order:name",
        " order:strength dir:desc",
        " dir:desc",
        " order:hp",
        " order:core dir:asc",
    ]
    queries = []
    for _ in range(count):
        parts = []
        for _ in range(chooser.randint(1, 4)):
            term = chooser.choice(terms if chooser.random() > 0.08 else broken)
            if term.startswith("lang:"):
                term = term.split()[1]
            if chooser.random() < 0.2:
                term = "-" + term
            parts.append(term)
            if chooser.random() < 0.25:
                parts.append("or")
        if parts[-1] == "or":
            parts.pop()
        query = " ".join(parts)
        if chooser.random() < 0.2:
            query = f"({query}) {chooser.choice(terms)}"
        queries.append(query + chooser.choice(tail))
    return queries


def test_random_queries_agree_with_python(index_page: Any) -> None:
    from sfbkit.games.super_fantasy_brawl.db.index import CardIndex
    from sfbkit.kit.search.query import QueryError

    index = CardIndex.from_library(load_library(REPO / VECTORS["library"]))
    queries = random_queries(400, seed=6)
    answers = index_page.evaluate(
        """(queries) => {
          const index = SfbSearch.makeIndex(SFB_DATA.cards, SFB_DATA.meta);
          return queries.map((query) => {
            try { return index.search(query, "ja").map((card) => card.id); }
            catch (error) { return error.column; }
          });
        }""",
        queries,
    )
    for query, answer in zip(queries, answers, strict=True):
        try:
            expected: list[str] | int = [record.id for record in index.search(query, lang="ja")]
        except QueryError as error:
            expected = error.column
        assert answer == expected, query
    assert sum(isinstance(answer, list) and len(answer) > 0 for answer in answers) > 100


def _python_answers(queries: list[str], lang: str) -> list[list[str] | int]:
    from sfbkit.games.super_fantasy_brawl.db.index import CardIndex
    from sfbkit.kit.search.query import QueryError

    index = CardIndex.from_library(load_library(REPO / VECTORS["library"]))
    answers: list[list[str] | int] = []
    for query in queries:
        try:
            answers.append([record.id for record in index.search(query, lang=lang)])
        except QueryError as error:
            answers.append(error.column)
    return answers


@pytest.mark.parametrize(("lang", "share"), [("en", 1), ("ja", 5)])
def test_generated_queries_agree_with_python(index_page: Any, lang: str, share: int) -> None:
    from tests.games.super_fantasy_brawl.search_queries import generated_queries

    spec = VECTORS["generated"]
    queries = generated_queries(spec["seed"], spec["count"])[::share]
    answers = index_page.evaluate(
        """([queries, lang]) => {
          const index = SfbSearch.makeIndex(SFB_DATA.cards, SFB_DATA.meta);
          return queries.map((query) => {
            try { return index.search(query, lang).map((card) => card.id); }
            catch (error) { return error.column === undefined ? "not a query error: " + error : error.column; }
          });
        }""",
        [queries, lang],
    )
    expected = _python_answers(queries, lang)
    differing = [
        (query, want, got) for query, want, got in zip(queries, expected, answers, strict=True) if want != got
    ]
    assert differing == [], f"{len(differing)} of {len(queries)} differ, first: {differing[:5]}"


def test_a_japanese_search_error_is_in_japanese(index_page: Any) -> None:
    import re

    search(index_page, "t:attack wibble:3", "ja")
    message, query, caret = index_page.inner_text("#search-error").splitlines()
    assert message == "検索式の誤り：不明なフィールド「wibble」（10文字目）"
    assert re.search(r"\b[A-Za-z]+(?: [A-Za-z]+){2,}\b", message) is None
    assert (query, caret) == ("t:attack wibble:3", "         ^")
    search(index_page, "t:attack wibble:3", "en")
    assert index_page.inner_text("#search-error").startswith("bad query: unknown field 'wibble' (column 10)")
