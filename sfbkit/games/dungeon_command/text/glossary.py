"""The Dungeon Command glossary (``glossary.yaml`` beside this module) and its phrase templates, per language."""

from __future__ import annotations

from collections.abc import Mapping

from sfbkit.kit.text.locales import Glossary, Locales, referenced_terms

__all__ = ["LANGS", "check_lang", "glossary", "phrase", "phrases", "raw_phrases", "referenced_terms", "term"]

LANGS: tuple[str, ...] = ("en", "ja")
"""The languages Dungeon Command rules text is written in; ``en`` is the canonical one."""

LOCALES = Locales("sfbkit.games.dungeon_command", "text", LANGS, "Dungeon Command")


def check_lang(lang: str) -> str:
    """Returns ``lang`` when Dungeon Command text exists in it; raises UsageError otherwise."""
    return LOCALES.check_lang(lang)


def glossary() -> Glossary:
    """Returns the glossary as group -> key -> language -> term."""
    return LOCALES.glossary


def term(group: str, key: str, lang: str) -> str:
    """Returns the glossary term ``group.key`` in ``lang``, e.g. ``term("terms", "cower", "ja")``."""
    return LOCALES.term(group, key, lang)


def raw_phrases(lang: str) -> Mapping[str, str]:
    """Returns every template of ``lang`` by dotted key, as written (glossary references not yet inserted)."""
    return LOCALES.raw_phrases(lang)


def phrases(lang: str) -> Mapping[str, str]:
    """Returns every template of ``lang`` by dotted key, glossary terms inserted."""
    return LOCALES.phrases(lang)


def phrase(lang: str, key: str, **params: object) -> str:
    """Fills the template ``key`` of ``lang``; a missing template or field raises KeyError."""
    return LOCALES.phrase(lang, key, **params)
