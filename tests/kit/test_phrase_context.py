"""The kit's phrase context: a game's subclass writes its phrases in the context's language."""

from __future__ import annotations

from dataclasses import dataclass

from sfbkit.games.dungeon_command.text.glossary import LOCALES
from sfbkit.kit.text.phrase_context import PhraseContext


@dataclass(frozen=True, slots=True)
class JapaneseFirst(PhraseContext):
    locales = LOCALES
    strict: bool = False


def test_a_phrase_is_filled_in_the_contexts_language() -> None:
    key, template = next((key, text) for key, text in LOCALES.phrases("ja").items() if "{" not in text)
    assert JapaneseFirst("ja").p(key) == template
    assert JapaneseFirst("en").p(key) == LOCALES.phrases("en")[key]
    assert JapaneseFirst("en").p(key) != JapaneseFirst("ja").p(key)
