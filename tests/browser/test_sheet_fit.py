"""Card text fits inside every card of the HTML sheet, in every language, and Korean words stay whole, measured in a real browser."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.render.sheets import SheetOptions, card_face, sheet_html
from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS, step_kind
from tests.browser.watched_pages import watched_page
from tests.browser.word_breaks import SPLIT_KOREAN_WORDS

FIXTURE_LIBRARY = Path(__file__).parents[1] / "games" / "super_fantasy_brawl" / "db" / "fixtures" / "library"

MEASURE = """() => {
  const problems = [];
  const cards = document.querySelectorAll('.card:not(.card-back)');
  for (const card of cards) {
    const box = card.getBoundingClientRect();
    const parts = card.querySelectorAll(
      '.card-name, .card-sub, .card-stats, .card-targeting, .card-icon, .card-text, .card-flavour, .card-foot');
    for (const part of parts) {
      const where = card.dataset.card + ' ' + part.className;
      if (part.scrollHeight > part.clientHeight + 1 || part.scrollWidth > part.clientWidth + 1) {
        problems.push(where + ' overflows: ' + part.scrollWidth + 'x' + part.scrollHeight
          + ' in ' + part.clientWidth + 'x' + part.clientHeight);
      }
      const r = part.getBoundingClientRect();
      if (r.left < box.left - 0.5 || r.right > box.right + 0.5 || r.top < box.top - 0.5 || r.bottom > box.bottom + 0.5) {
        problems.push(where + ' leaves the card');
      }
    }
    const icon = card.querySelector('.card-icon');
    if (icon) {
      const r = icon.getBoundingClientRect();
      for (const part of card.querySelectorAll('.card-name, .card-sub, .card-stats, .card-targeting, .card-text')) {
        const p = part.getBoundingClientRect();
        if (p.right > r.left + 0.5 && p.left < r.right - 0.5 && p.bottom > r.top + 0.5 && p.top < r.bottom - 0.5) {
          problems.push(card.dataset.card + ' ' + part.className + ' overlaps the targeting icon');
        }
      }
    }
  }
  return {cards: cards.length, icons: document.querySelectorAll('.card-icon svg').length, problems};
}"""


def wordy_card(library: Library) -> ActionCard:
    """Returns a skill carrying every effect step of the library, the longest name and flavour allowed."""
    steps = [
        step
        for card in library.cards.values()
        for step in (*card.pre_attack, *card.effects, *card.post_attack)
    ]
    skills = [step for step in steps if step_kind(step) not in ("poison", "lifesteal", "double")]
    return library.cards["tessel-flare"].model_copy(
        update={
            "name": "The Extraordinarily Long-Winded Name of a Card " + "x" * 13,
            "effects": skills,
            "flavour": "Words. " * 42 + "End.",
        }
    )


@pytest.mark.parametrize("lang", LANGS)
def test_card_text_fits_every_card(browser: Any, lang: str) -> None:
    faces = []
    for root in (bundled_content_root(), FIXTURE_LIBRARY):
        library = load_library(root)
        faces += [
            card_face(library.cards[card_id], library, lang)
            for deck in library.decks.values()
            for card_id in deck
        ]
    wordy = wordy_card(library)
    faces.append(card_face(wordy, library, lang))
    assert faces[-1].text_size < faces[0].text_size
    with watched_page(browser) as page:
        page.set_content(sheet_html(faces, SheetOptions(lang=lang)))
        page.evaluate("document.fonts.ready.then(() => true)")
        result = page.evaluate(MEASURE)
        words = page.evaluate(SPLIT_KOREAN_WORDS)
    assert result["cards"] == len(faces)
    assert result["icons"] == sum(1 for face in faces if face.targeting_icon) > 0
    assert result["problems"] == []
    if lang == "ko":
        assert words["words"] > 1000
        assert words["split"] == []
    else:
        assert words["words"] == 0
