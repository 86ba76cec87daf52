"""The base of a game's text context: the language a text is written in, and the game's phrases in it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from sfbkit.kit.text.locales import Locales


@dataclass(frozen=True, slots=True)
class PhraseContext:
    """A language to write in; a game's subclass names its ``locales`` and adds what its text depends on."""

    locales: ClassVar[Locales]
    lang: str

    def p(self, key: str, **params: object) -> str:
        """Returns the phrase ``key`` in the context's language, filled with ``params``."""
        return self.locales.phrase(self.lang, key, **params)
