"""Every bundled card, ability, trap and challenge has rules text in every language."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.text.rules_text import (
    LANGS,
    ability_text,
    card_keywords,
    card_text,
    challenge_text,
    targeting_text,
    trap_text,
)
from tests.games.super_fantasy_brawl.render.test_rules_text import assert_clean

REPO_ROOT = Path(__file__).resolve().parents[4]


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(REPO_ROOT)


def test_the_bundled_content_is_there(library: Library) -> None:
    assert library.champions and library.cards and library.traps and library.challenges


@pytest.mark.parametrize("lang", LANGS)
def test_every_card_renders(library: Library, lang: str) -> None:
    for card in library.cards.values():
        lines = card_text(card, lang)
        for line in lines:
            assert_clean(line, lang)
        if card.targeting is not None:
            assert_clean(targeting_text(card.targeting, lang), lang)
        has_effects = bool(card.pre_attack or card.effects or card.post_attack)
        assert bool(lines) == has_effects, card.id
        assert bool(card_keywords(card)) == has_effects, card.id


@pytest.mark.parametrize("lang", LANGS)
def test_every_ability_renders(library: Library, lang: str) -> None:
    for champion in library.champions.values():
        for ability in (*champion.basic.abilities, *champion.levelled.abilities):
            assert_clean(ability_text(ability, lang), lang, names=(ability.name,))


@pytest.mark.parametrize("lang", LANGS)
def test_every_trap_and_challenge_renders(library: Library, lang: str) -> None:
    for trap in library.traps:
        assert_clean(trap_text(trap, lang), lang)
    for challenge in library.challenges.values():
        assert_clean(challenge_text(challenge, lang), lang)
