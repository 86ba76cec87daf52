"""What a text pattern of a content field means, in the words of the game that declares it.

Messages and format docs name a pattern by these words instead of its regex. The kit
declares its own (ids); each game declares the patterns of its fields (Super Fantasy
Brawl's hex labels, Dungeon Command's squares) where it defines them.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class PatternWords:
    """A pattern's meaning: in a message ("expected <message>, got ...") and in a format doc's type column."""

    message: str
    doc: str


PATTERN_WORDS: dict[str, PatternWords] = {}
"""The declared patterns by regex."""


def named_pattern(pattern: str, message: str, doc: str) -> str:
    """Declares the words of a pattern and returns the pattern, for ``Field(pattern=...)``."""
    known = PATTERN_WORDS.setdefault(pattern, PatternWords(message, doc))
    if known != PatternWords(message, doc):
        raise ValueError(f"pattern {pattern!r} is already declared as {known.message!r}")
    return pattern


ID_PATTERN = named_pattern(
    r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$", "a lower-case kebab-case id such as 'iron-wall'", "id (kebab-case)"
)
"""A content id."""
