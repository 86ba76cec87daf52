"""Card sheets: layout, crop marks and backs, escaping, Markdown and text, and the sheet command."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.render.sheets import (
    CardFace,
    SheetOptions,
    card_face,
    fit_size,
    line_count,
    paginate,
    sheet_html,
    sheet_markdown,
)
from sfbkit.games.super_fantasy_brawl.text.rules_text import card_text
from sfbkit.kit.errors import UsageError

FIXTURE_LIBRARY = Path(__file__).parents[1] / "db" / "fixtures" / "library"


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(FIXTURE_LIBRARY)


def faces(library: Library, lang: str = "en") -> list[CardFace]:
    return [
        card_face(library.cards[card_id], library, lang)
        for deck in library.decks.values()
        for card_id in deck
    ]


def test_cards_are_butted_three_by_three_and_centred_on_a4(library: Library) -> None:
    pages = paginate(faces(library), SheetOptions())
    assert [len(page.slots) for page in pages] == [9, 9, 6]
    first = pages[0]
    assert (first.trim.left, first.trim.top, first.trim.width, first.trim.height) == (
        10.5,
        16.5,
        189.0,
        264.0,
    )
    lefts = sorted({slot.trim.left for slot in first.slots})
    assert lefts == [10.5, 73.5, 136.5]
    assert first.bleed == first.trim


def test_crop_marks_sit_in_the_margins_in_line_with_every_trim_edge(library: Library) -> None:
    page = paginate(faces(library), SheetOptions(paper="letter"))[0]
    vertical = {x1 for x1, y1, x2, y2 in page.marks if x1 == x2}
    assert vertical == {round(page.trim.left + 63 * column, 3) for column in range(4)}
    for x1, y1, x2, y2 in page.marks:
        inside_x = page.trim.left < x1 < page.trim.right or page.trim.left < x2 < page.trim.right
        inside_y = page.trim.top < y1 < page.trim.bottom or page.trim.top < y2 < page.trim.bottom
        assert not (inside_x and inside_y)


def test_bleed_spaces_the_cards_and_grows_the_bleed_box(library: Library) -> None:
    page = paginate(faces(library), SheetOptions(bleed=3))[0]
    assert (page.trim.left, page.trim.top, page.trim.width, page.trim.height) == (4.5, 10.5, 201.0, 276.0)
    assert page.bleed == page.trim.grown(3)
    assert sorted({slot.trim.left for slot in page.slots}) == [4.5, 73.5, 142.5]


def test_a_bleed_that_does_not_fit_the_paper_is_a_usage_error(library: Library) -> None:
    with pytest.raises(UsageError, match=r"the most that fits is 2\.5 mm"):
        paginate(faces(library), SheetOptions(paper="letter", bleed=3))


def test_backs_pages_are_mirrored_and_offset(library: Library) -> None:
    pages = paginate(faces(library)[:4], SheetOptions(backs=True, offset_x=1.5, offset_y=-0.5))
    front, back = pages
    assert back.back and not front.back
    for front_slot, back_slot in zip(front.slots, back.slots, strict=True):
        assert front_slot.face is back_slot.face
        assert back_slot.trim.top == front_slot.trim.top - 0.5
        mirrored_left = front.trim.left + front.trim.right - front_slot.trim.right
        assert back_slot.trim.left == pytest.approx(mirrored_left + 1.5)
    assert back.trim.left == front.trim.left + 1.5


def test_a_card_name_with_markup_renders_as_text(library: Library) -> None:
    card = library.cards["quillon-parry"]
    hostile = card.model_copy(update={"name": "<script>alert('x')</script>", "flavour": "<b>bold</b> & co"})
    library = dataclasses.replace(library, cards={**library.cards, card.id: hostile})
    html = sheet_html([card_face(hostile, library, "en")], SheetOptions())
    assert "<script>alert" not in html and "<b>bold" not in html
    assert "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;" in html
    assert "&lt;b&gt;bold&lt;/b&gt; &amp; co" in html
    markdown = sheet_markdown([card_face(hostile, library, "en")])
    assert "<script>" not in markdown and r"\<script\>" in markdown


def test_the_sheet_and_each_card_carry_lang_attributes(library: Library) -> None:
    html = sheet_html(faces(library, "ko")[:2], SheetOptions(lang="ko"))
    assert '<html lang="ko">' in html
    assert html.count('class="card core-') == 2 and html.count('lang="ko" data-card=') == 2


def test_line_estimates_break_latin_at_spaces_and_cjk_anywhere() -> None:
    assert line_count("aaaa bbbb", 4.0) == 2
    assert line_count("日本語日本語", 3.0) == 2
    assert fit_size(["x" * 2000], (50, 40), (9.0, 5.0)) == 5.0
    assert fit_size(["Jump 3."], (50, 40), (9.0, 5.0)) == 9.0


def test_markdown_lists_every_card_with_its_text(library: Library) -> None:
    markdown = sheet_markdown(faces(library, "ja"))
    assert markdown.count("\n## ") == 24
    assert card_text(library.cards["quillon-smoke-step"], "ja")[0] in markdown


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(cli, ["sheet", "--content", str(FIXTURE_LIBRARY), *args])
    return result.exit_code, result.output


def test_sheet_command_selects_by_card_champion_and_all(tmp_path: Path) -> None:
    code, output = run("quillon-parry", "--champion", "tessel", "--format", "md")
    assert code == 0, output
    assert output.count("\n## ") == 7
    code, output = run("ovrak", "--format", "txt")
    assert code == 0 and output.count("╭") == 6
    code, output = run("--all", "--format", "html", "--out", str(tmp_path / "all.html"))
    assert code == 0, output
    assert (tmp_path / "all.html").read_text(encoding="utf-8").count('class="card core-') == 24


@pytest.mark.parametrize(
    ("args", "code", "message"),
    [
        ((), 2, "name the cards to print"),
        (("ovrak-ech",), 2, "did you mean ovrak-echo"),
        (("--champion", "ovra"), 2, "no champion with id 'ovra'"),
        (("--all", "--format", "pdf"), 2, "a PDF sheet needs --out FILE"),
        (("--all", "--paper", "letter", "--bleed", "4"), 2, "does not fit 3x3 cards on letter"),
    ],
)
def test_sheet_command_errors(args: tuple[str, ...], code: int, message: str) -> None:
    exit_code, output = run(*args)
    assert exit_code == code and message in output and "Traceback" not in output


def test_markdown_escapes_markup_but_leaves_plain_punctuation() -> None:
    from sfbkit.games.super_fantasy_brawl.render.sheets import markdown_escape

    assert markdown_escape("Post-attack: Push 1.") == "Post-attack: Push 1."
    assert markdown_escape("<b>*x*</b> & [y](z)") == r"\<b\>\*x\*\</b\> \& \[y\](z)"
    assert markdown_escape("- not a list") == r"\- not a list"
    assert markdown_escape("12) not a list") == r"12\) not a list"
