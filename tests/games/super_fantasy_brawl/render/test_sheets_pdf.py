"""PDF sheets through WeasyPrint: page count, media, trim and bleed boxes, CJK glyphs embedded."""

from __future__ import annotations

import io
import math
import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.render.sheets import SheetOptions, card_face, sheet_pdf
from sfbkit.games.super_fantasy_brawl.text.rules_text import card_text

pypdf = pytest.importorskip("pypdf")
pytest.importorskip("weasyprint")

FIXTURE_LIBRARY = Path(__file__).parents[1] / "db" / "fixtures" / "library"


def _has_noto_cjk() -> bool:
    fc_list = shutil.which("fc-list")
    if fc_list is None:
        return False
    listed = subprocess.run([fc_list, ":lang=ja", "family"], capture_output=True, text=True, check=False)
    return "Noto Sans CJK" in listed.stdout


@pytest.fixture(scope="module")
def cjk_fonts() -> None:
    """Skips without Debian's fonts-noto-cjk, except under CI (``CI`` set), where that is a failure."""
    if _has_noto_cjk():
        return
    if os.environ.get("CI"):
        pytest.fail("the CJK sheet tests need fonts-noto-cjk, which .ci/run installs")
    pytest.skip("fonts-noto-cjk is not installed")


PT = 72 / 25.4


def boxes(pdf: bytes) -> list[tuple[list[float], list[float], list[float]]]:
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    return [
        (
            [round(float(v), 2) for v in page.mediabox],
            [round(float(v), 2) for v in page.trimbox],
            [round(float(v), 2) for v in page.bleedbox],
        )
        for page in reader.pages
    ]


def mm_rect(left: float, top: float, width: float, height: float, page_height: float) -> list[float]:
    return [
        round(left * PT, 2),
        round((page_height - top - height) * PT, 2),
        round((left + width) * PT, 2),
        round((page_height - top) * PT, 2),
    ]


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(FIXTURE_LIBRARY)


def test_a_japanese_sheet_with_bleed_and_backs(library: Library, cjk_fonts: None) -> None:
    cards = [library.cards[card_id] for card_id in library.decks["quillon"]]
    faces = [card_face(card, library, "ja") for card in cards]
    pdf = sheet_pdf(faces, SheetOptions(lang="ja", bleed=3, backs=True, offset_x=1, offset_y=2))
    (front_media, front_trim, front_bleed), (back_media, back_trim, back_bleed) = boxes(pdf)
    assert front_media == back_media == [0, 0, round(210 * PT, 2), round(297 * PT, 2)]
    assert front_trim == mm_rect(4.5, 10.5, 201, 276, 297)
    assert front_bleed == mm_rect(1.5, 7.5, 207, 282, 297)
    assert back_trim == mm_rect(5.5, 12.5, 201, 276, 297)
    assert back_bleed == mm_rect(2.5, 9.5, 207, 282, 297)
    reader = pypdf.PdfReader(io.BytesIO(pdf))
    fonts = {
        str(font["/BaseFont"])
        for font in (reader.pages[0]["/Resources"]["/Font"].get_object().values())
        for font in [font.get_object()]
    }
    assert any("CJK" in name for name in fonts), fonts
    text = reader.pages[0].extract_text()
    assert card_text(library.cards["quillon-smoke-step"], "ja")[0] in text and "Smoke Step" in text


def test_a_letter_sheet_without_bleed_trims_at_the_grid() -> None:
    library = load_library(FIXTURE_LIBRARY)
    faces = [card_face(library.cards["tessel-flare"], library, "ko")]
    ((media, trim, bleed),) = boxes(sheet_pdf(faces, SheetOptions(lang="ko", paper="letter")))
    assert media == [0, 0, round(215.9 * PT, 2), round(279.4 * PT, 2)]
    assert trim == bleed == mm_rect(13.45, 7.7, 189, 264, 279.4)


@pytest.mark.slow
def test_a_pdf_of_every_bundled_card() -> None:
    bundled = load_library(bundled_content_root())
    cards = [
        bundled.cards[card_id] for champion in sorted(bundled.decks) for card_id in bundled.decks[champion]
    ]
    assert len(cards) >= 9
    pdf = sheet_pdf([card_face(card, bundled, "en") for card in cards], SheetOptions())
    pages = boxes(pdf)
    assert len(pages) == math.ceil(len(cards) / 9)
    assert all(trim == mm_rect(10.5, 16.5, 189, 264, 297) for _, trim, _ in pages)


@pytest.mark.parametrize(
    ("lang", "font"),
    [("ja", "Noto-Sans-CJK-JP"), ("ko", "Noto-Sans-CJK-KR"), ("zh-Hant", "Noto-Sans-CJK-TC")],
)
def test_each_language_renders_in_its_own_cjk_font(
    library: Library, lang: str, font: str, cjk_fonts: None
) -> None:
    card = library.cards["quillon-smoke-step"]
    (text,) = card_text(card, lang)
    pdf = sheet_pdf([card_face(card, library, lang)], SheetOptions(lang=lang))
    page = pypdf.PdfReader(io.BytesIO(pdf)).pages[0]
    fonts = {
        str(entry.get_object()["/BaseFont"]) for entry in page["/Resources"]["/Font"].get_object().values()
    }
    assert any(name.endswith("+" + font) for name in fonts), fonts
    assert text in page.extract_text()


@pytest.mark.slow
def test_korean_words_stay_whole_on_pdf_lines(cjk_fonts: None) -> None:
    import re

    import weasyprint
    from weasyprint.formatting_structure import boxes as layout

    from sfbkit.games.super_fantasy_brawl.render.sheets import sheet_html

    library = load_library(bundled_content_root())
    faces = [
        card_face(library.cards[card_id], library, "ko")
        for deck in library.decks.values()
        for card_id in deck
    ]
    hangul = re.compile(r"[\uac00-\ud7a3]")
    words = {
        word
        for face in faces
        for text in (
            *face.text,
            face.targeting,
            face.type_label,
            face.core_label,
            *(name for name, _ in face.stats),
        )
        for word in text.split()
        if hangul.search(word)
    }
    document = weasyprint.HTML(string=sheet_html(faces, SheetOptions(lang="ko"))).render()

    def line_texts(box: Any) -> Iterator[str]:
        box = getattr(box, "_box", box)  # an absolutely positioned card sits behind a placeholder
        if isinstance(box, layout.LineBox):
            yield "".join(text.text for text in box.descendants() if isinstance(text, layout.TextBox))
            return
        for child in getattr(box, "children", ()):
            yield from line_texts(child)

    lines = [line for page in document.pages for line in line_texts(page._page_box)]
    on_lines = [token for line in lines for token in line.split() if hangul.search(token)]
    assert len(on_lines) > 500
    assert [token for token in on_lines if token not in words] == []
