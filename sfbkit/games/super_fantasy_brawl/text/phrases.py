"""Per-language phrase templates for Super Fantasy Brawl rules text (``locales/phrases/<lang>.yaml``)."""

from __future__ import annotations

from collections.abc import Mapping

from sfbkit.games.super_fantasy_brawl.text.glossary import LOCALES
from sfbkit.kit.text.locales import fields

__all__ = ["fields", "phrase", "phrases"]


def phrases(lang: str) -> Mapping[str, str]:
    """Returns every template of ``lang`` by dotted key, glossary terms already inserted."""
    return LOCALES.phrases(lang)


def phrase(lang: str, key: str, **params: object) -> str:
    """Fills the template ``key`` of ``lang`` with ``params``; a field without a value raises KeyError."""
    return LOCALES.phrase(lang, key, **params)
