"""Korean words kept whole in HTML: each word wrapped in a span that does not break (for renderers without keep-all)."""

from __future__ import annotations

import re

from markupsafe import Markup, escape

HANGUL = re.compile(r"[\uac00-\ud7a3\u1100-\u11ff\u3130-\u318f]")
"""A Hangul syllable or jamo."""
WORD = re.compile(r"\S+")

KEEP_WORDS_LANGS = frozenset({"ko"})
"""Languages whose words are separated by spaces but that renderers may break between any two syllables."""


def keep_words(text: str, lang: str) -> Markup:
    """Returns ``text`` escaped, its Korean words each in a ``<span class="word">`` (other languages unchanged).

    Browsers keep Korean words whole with ``word-break: keep-all``; WeasyPrint
    (the PDF sheets) ignores that value, but it honours ``white-space: nowrap``
    on the span, so a line breaks only at the spaces between words.
    """
    if lang not in KEEP_WORDS_LANGS or HANGUL.search(text) is None:
        return escape(text)
    parts: list[str] = []
    position = 0
    for match in WORD.finditer(text):
        parts.append(str(escape(text[position : match.start()])))
        word = str(escape(match.group()))
        parts.append(f'<span class="word">{word}</span>' if HANGUL.search(match.group()) else word)
        position = match.end()
    parts.append(str(escape(text[position:])))
    return Markup("".join(parts))
