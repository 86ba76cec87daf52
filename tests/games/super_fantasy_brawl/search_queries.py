"""Generated search queries shared by the Python and browser search tests (tests/games/super_fantasy_brawl/data/search_vectors.yaml)."""

from __future__ import annotations

import random

TERMS = (
    "t:attack", "t=skill", "core:red", "c:quillon", "c=tessel", "kw:push", "kw:ro", "is:area", "not:mover",
    "is:ranged", "str>=3", "strength<4", "mv:1", "range!=1", "hp>7", "def=2", "o:target", "o:2", "ft:the",
    "name:s", "arrow", '"stone hymn"', "role:tank", "id:-", "tg:direct", "is:onhit", "wisp", "x",
    "flavour=nothing", "対象", "c:\"of the fen\"", "order:name", "dir:desc",
)  # fmt: skip
BROKEN = ("foo:1", "str>x", "(", ")", "is:nope", "name<3", '"open', "or", "-", "str>=", ":", "=3", "c:")
ODD = (
    "\ufeff", "\u200b", "\u00a0", "\u2028", "\u3000", "\t", "\n", "\r", "\x00", "\x1b", "\x07", "\x7f", "\u0085",
    "😀", "🧙‍♀️", "👍🏽", "\U0001f1ef\U0001f1f5", "e\u0301", "ｔ:attack", "Ⅻ", "ß", "İ", "\ud7ff", "\U00010348",
)  # fmt: skip
SEPARATORS = (" ", "  ", "\t", " \ufeff", "\u00a0", "\u3000", "\n", " \x1f ")


def generated_queries(seed: int, count: int) -> list[str]:
    """Returns ``count`` queries from ``seed``: valid and broken terms, with odd characters put anywhere."""
    chooser = random.Random(seed)
    queries: list[str] = []
    for _ in range(count):
        parts = []
        for _ in range(chooser.randint(1, 4)):
            term = chooser.choice(TERMS if chooser.random() > 0.1 else BROKEN)
            if chooser.random() < 0.15:
                term = "-" + term
            if chooser.random() < 0.3:
                at = chooser.randint(0, len(term))
                term = term[:at] + chooser.choice(ODD) + term[at:]
            parts.append(term)
            if chooser.random() < 0.2:
                parts.append("or")
        query = parts[0]
        for part in parts[1:]:
            query += chooser.choice(SEPARATORS) + part
        if chooser.random() < 0.15:
            query = f"({query}) {chooser.choice(TERMS)}"
        if chooser.random() < 0.2:
            query = chooser.choice(ODD) + query
        if chooser.random() < 0.1:
            query += chooser.choice(ODD)
        queries.append(query)
    return queries
