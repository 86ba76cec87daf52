"""Blood Wars rules text: generated in English and Japanese, with the terms of BW §20 checked term by term."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from sfbkit.games.blood_wars.content.library import BWLibrary, load_library
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.text.glossary import terms
from sfbkit.games.blood_wars.text.phrases import PHRASES
from sfbkit.games.blood_wars.text.rules_text import card_text

RULES = Path(__file__).resolve().parents[3] / "docs" / "blood-wars" / "rules.md"


def _section_20() -> list[tuple[str, str]]:
    """Returns BW §20's table, each row split term by term on ' / '."""
    text = RULES.read_text(encoding="utf-8").split("## 20.", 1)[1]
    pairs: list[tuple[str, str]] = []
    for line in text.splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if len(cells) != 2 or cells[0] in ("en", "---"):
            continue
        english, japanese = cells[0].split(" / "), cells[1].split(" / ")
        assert len(english) == len(japanese), line
        pairs.extend(zip(english, japanese, strict=True))
    return pairs


@pytest.fixture(scope="module")
def library() -> BWLibrary:
    return load_library(bundled_root())


def test_the_glossary_is_bw_20_term_by_term() -> None:
    assert [(term.en, term.ja) for term in terms()] == _section_20()


def test_both_languages_have_the_same_phrases() -> None:
    assert set(PHRASES["en"]) == set(PHRASES["ja"])


def test_every_card_has_text_in_both_languages_with_one_line_per_ability(library: BWLibrary) -> None:
    for card in library.cards.values():
        english, japanese = card_text(card, "en"), card_text(card, "ja")
        assert len(english) == len(japanese), card.id
        assert all(line.strip() for line in english + japanese), card.id


def test_a_term_in_english_text_is_the_glossary_word_in_japanese(library: BWLibrary) -> None:
    checked = set()
    for card in library.cards.values():
        english, japanese = " ".join(card_text(card, "en")), " ".join(card_text(card, "ja"))
        for entry in sorted(terms(), key=lambda entry: -len(entry.text)):
            pattern = rf"\b{re.escape(entry.text)}\b"
            if entry.text != entry.ja and re.search(pattern, english):
                assert entry.ja in japanese, (card.id, entry.key)
                checked.add(entry.key)
            english = re.sub(pattern, " ", english)  # a longer term ("RR check") hides the shorter inside it
    assert {"is", "cs", "vp", "rr_check", "command_hand", "battle_hand", "victory_pool"} <= checked
    assert {
        "discard_pile",
        "dead_book",
        "challenger",
        "supporter",
        "opposer",
        "defender",
        "face_down",
    } <= checked


def test_the_sample_card_reads_as_its_effects_say() -> None:
    library = load_library(bundled_root())
    vell = library.warlords["magistrate-orrun-vell"]
    assert card_text(vell, "en") == [
        "Binding Precedent. Intrigue (turn face down): An enemy warlord of your choice gets -3 IS.",
        "Call the Bailiffs. Combat (turn face down): Your side gets +4 CS.",
    ]
    assert card_text(vell, "ja")[1] == "Call the Bailiffs：戦闘（裏向きにする）：自分の側の戦闘値+4。"
