"""The punctuation that joins facts on a line, per language: one middle dot and one colon each."""

from __future__ import annotations

SEPARATORS = {"ja": "・"}
"""Between facts on one line (``攻撃・破壊``); elsewhere `` · ``."""
COLONS = {"ja": "：", "zh-Hant": "："}
"""After a label (``部隊：lanternguard``); elsewhere ``: ``."""
COMMAS = {"ja": "、", "zh-Hant": "、"}
"""Between the items of a list (``筋力、敏捷力``); elsewhere ``, ``."""


def separator(lang: str) -> str:
    """Returns what separates facts on one line in a language."""
    return SEPARATORS.get(lang, " · ")


def colon(lang: str) -> str:
    """Returns what follows a label in a language, its space included where the language has one."""
    return COLONS.get(lang, ": ")


def comma(lang: str) -> str:
    """Returns what separates the items of a list in a language."""
    return COMMAS.get(lang, ", ")
