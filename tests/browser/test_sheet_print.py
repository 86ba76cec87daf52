"""The HTML sheet prints from the browser itself: one paper-sized page per sheet page."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.render.sheets import PAPERS, SheetOptions, card_face, sheet_html
from tests.browser.watched_pages import watched_page

pypdf = pytest.importorskip("pypdf")

FIXTURE_LIBRARY = Path(__file__).parents[1] / "games" / "super_fantasy_brawl" / "db" / "fixtures" / "library"


@pytest.mark.parametrize("paper", sorted(PAPERS))
def test_chromium_prints_the_sheet_page_for_page(browser: Any, paper: str) -> None:
    library = load_library(FIXTURE_LIBRARY)
    faces = [
        card_face(library.cards[card_id], library, "en")
        for deck in library.decks.values()
        for card_id in deck
    ]
    with watched_page(browser) as page:
        page.set_content(sheet_html(faces, SheetOptions(paper=paper, backs=True, bleed=1)))
        pdf = page.pdf(prefer_css_page_size=True, print_background=True)
    pages = pypdf.PdfReader(io.BytesIO(pdf)).pages
    assert len(pages) == 2 * 3
    width, height = PAPERS[paper]
    for printed in pages:
        assert float(printed.mediabox.width) == pytest.approx(width * 72 / 25.4, abs=1)
        assert float(printed.mediabox.height) == pytest.approx(height * 72 / 25.4, abs=1)
