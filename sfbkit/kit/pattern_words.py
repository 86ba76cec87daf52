"""The words a game gives a pattern: declared beside it in the game's model (``TOLD_AS``), never by the kit."""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, NamedTuple

_EXAMPLE = re.compile(r"such as '([^']+)'")
TOLD_AS = "x-told-as"
"""The JSON Schema key of a pattern's words: ``a square: a column letter and a row number, such as 'h6'``."""


class PatternWords(NamedTuple):
    """How a pattern is told: in a message (``a square: ..., e.g. 'h6'``) and as a type (``square (e.g. `h6`)``)."""

    expected: str
    type_name: str


def words_of(told_as: str) -> PatternWords:
    """Returns the words of a pattern from how its game tells it ("a square: ..., such as 'h6'")."""
    expected = " ".join(told_as.split())
    head = re.split(r"[:(,]", expected, maxsplit=1)[0].strip()
    name = re.sub(r"^(a|an|the) ", "", head)
    example = _EXAMPLE.search(expected)
    return PatternWords(expected, f"{name} (e.g. `{example.group(1)}`)" if example else name)


def patterns_described(schema: Any) -> Mapping[str, PatternWords]:
    """Returns the words of every pattern a JSON Schema tells in its game's words (the first wins)."""
    found: dict[str, PatternWords] = {}
    stack = [schema]
    while stack:
        node = stack.pop()
        if isinstance(node, dict):
            pattern, told_as = node.get("pattern"), node.get(TOLD_AS)
            if isinstance(pattern, str) and isinstance(told_as, str):
                found.setdefault(pattern, words_of(told_as))
            stack.extend(reversed(list(node.values())))
        elif isinstance(node, list):
            stack.extend(reversed(node))
    return found
