"""The Super Fantasy Brawl glossary (``locales/glossary.yaml`` in this package): game terms in every language."""

from __future__ import annotations

from typing import Any

from sfbkit.kit.text.locales import Glossary, Locales

LANGS: tuple[str, ...] = ("en", "ja", "ko", "zh-Hant")
"""The languages rules text is available in; ``en`` is the canonical one."""

LOCALES = Locales("sfbkit.games.super_fantasy_brawl", "locales", LANGS, "Super Fantasy Brawl")


def check_lang(lang: str) -> str:
    """Returns ``lang`` when it is supported; raises UsageError otherwise."""
    return LOCALES.check_lang(lang)


def read_locale_file(*parts: str) -> Any:
    """Parses one YAML file under ``locales/``."""
    return LOCALES.read(*parts)


def glossary() -> Glossary:
    """Returns the glossary as group -> key -> language -> term (alternative renderings dropped)."""
    return LOCALES.glossary


def term(group: str, key: str, lang: str) -> str:
    """Returns the glossary term for ``group``/``key`` in ``lang``, e.g. ``term("keywords", "push", "ja")``."""
    return LOCALES.term(group, key, lang)
