"""Dungeon Command's HTML sheet in Chromium: every card's text fits its card, and it prints page for page."""

from __future__ import annotations

import io
from typing import Any

import pytest

from sfbkit.games.dungeon_command.game import GAME
from sfbkit.kit.game import SheetRequest
from tests.browser.watched_pages import watched_page

pypdf = pytest.importorskip("pypdf")

CATALOGUE = GAME.catalogue(GAME.bundled_root())


def sheet(lang: str, paper: str = "a4") -> str:
    request = SheetRequest((), (), True, "html", lang, paper, 1.0, True, 0.0, 0.0)
    return CATALOGUE.sheet(request).decode()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_card_text_fits_its_card(browser: Any, lang: str) -> None:
    with watched_page(browser) as page:
        page.set_content(sheet(lang))
        overflowing = page.evaluate(
            """() => [...document.querySelectorAll('.dc-card')]
                .filter(card => card.scrollHeight > card.clientHeight + 1)
                .map(card => card.dataset.card)"""
        )
        cards = page.locator(".dc-card[lang]").count()
    assert cards == len(CATALOGUE.records)
    assert overflowing == []


def test_chromium_prints_the_sheet_page_for_page(browser: Any) -> None:
    with watched_page(browser) as page:
        page.set_content(sheet("en", "letter"))
        pdf = page.pdf(prefer_css_page_size=True, print_background=True)
    pages = pypdf.PdfReader(io.BytesIO(pdf)).pages
    assert len(pages) == 2 * -(-len(CATALOGUE.records) // 9)
    for printed in pages:
        assert float(printed.mediabox.width) == pytest.approx(215.9 * 72 / 25.4, abs=1)
