"""The site's help page and search errors are in the reader's language: no English sentence in Japanese."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path
from string import Formatter

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.render.site import SiteBuilder
from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS
from sfbkit.kit.search.error_words import SEARCH_ERRORS

SEARCH_JS = Path(__file__).resolve().parents[4] / "sfbkit/kit/render/templates/search.js"
ENGLISH_SENTENCE = re.compile(r"\b[A-Za-z]+(?: [A-Za-z]+){2,}\b")
"""Three English words in a row, as no Japanese, Korean or Chinese text has them."""


class _Shown(HTMLParser):
    """Collects the text a reader of one language sees: other languages, code and the page head left out."""

    HIDDEN = frozenset({"head", "code", "script", "style"})

    def __init__(self, lang: str) -> None:
        super().__init__(convert_charrefs=True)
        self.lang = lang
        self.stack: list[bool] = []
        self.parts: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag in {"meta", "link", "br", "img", "input"}:
            return
        other = dict(attrs).get("data-l") not in (None, self.lang)
        self.stack.append(tag in self.HIDDEN or other or (bool(self.stack) and self.stack[-1]))

    def handle_endtag(self, tag: str) -> None:
        if self.stack and tag not in {"meta", "link", "br", "img", "input"}:
            self.stack.pop()

    def handle_data(self, data: str) -> None:
        if not (self.stack and self.stack[-1]):
            self.parts.append(data)


def shown_text(page: str, lang: str) -> str:
    """Returns the text of a page as a reader who chose ``lang`` sees it."""
    parser = _Shown(lang)
    parser.feed(page)
    return " ".join(" ".join(parser.parts).split())


@pytest.fixture(scope="module")
def help_page() -> str:
    return SiteBuilder(load_library(bundled_content_root())).help_page()


def test_the_check_finds_an_english_sentence() -> None:
    page = (
        '<p><span data-l="en">A query is a list</span><span data-l="ja">検索式</span> <code>a or b</code></p>'
    )
    assert ENGLISH_SENTENCE.findall(shown_text(page, "en")) == ["A query is a list"]
    assert ENGLISH_SENTENCE.findall(shown_text(page, "ja")) == []


@pytest.mark.parametrize("lang", [lang for lang in LANGS if lang != "en"])
def test_the_help_page_has_no_english_sentence(help_page: str, lang: str) -> None:
    text = shown_text(help_page, lang)
    assert len(text) > 500
    assert ENGLISH_SENTENCE.findall(text) == []
    assert "A query is a list of terms" in shown_text(help_page, "en")


def _js_reasons() -> dict[str, str]:
    block = SEARCH_JS.read_text(encoding="utf-8").split("const REASONS = {", 1)[1].split("};", 1)[0]
    return dict(re.findall(r'^\s*(\w+): "(.*)",$', block, flags=re.MULTILINE))


def _fields(template: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(template) if name}


def test_every_search_error_has_each_language_with_the_same_fields() -> None:
    reasons = _js_reasons()
    assert len(reasons) >= 19
    assert {key: SEARCH_ERRORS["en"][key] for key in reasons} == reasons
    for lang in LANGS:
        assert set(SEARCH_ERRORS[lang]) == {"bad_query", *reasons}, lang
        for key, template in SEARCH_ERRORS[lang].items():
            assert _fields(template) == _fields(SEARCH_ERRORS["en"][key]), (lang, key)
        if lang != "en":
            assert [t for t in SEARCH_ERRORS[lang].values() if ENGLISH_SENTENCE.search(t)] == [], lang


def test_the_japanese_index_joins_with_the_japanese_middle_dot() -> None:
    index = shown_text(SiteBuilder(load_library(bundled_content_root())).index_page(), "ja")
    assert "・タンク" in index
    assert "·" not in index
