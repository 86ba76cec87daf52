"""The game glossary bundled in ``sfbkit/locales/glossary.yaml``: game terms in every supported language."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from importlib import resources
from typing import Any

import yaml

from sfbkit.errors import UsageError

LANGS: tuple[str, ...] = ("en", "ja", "ko", "zh-Hant")
"""The languages rules text is available in; ``en`` is the canonical one."""


def check_lang(lang: str) -> str:
    """Returns ``lang`` when it is supported; raises UsageError otherwise."""
    if lang not in LANGS:
        raise UsageError(f"unknown language {lang!r}; expected one of {', '.join(LANGS)}")
    return lang


def read_locale_file(*parts: str) -> Any:
    """Parses one YAML file under ``sfbkit/locales/``."""
    data = resources.files("sfbkit").joinpath("locales", *parts).read_bytes()
    return yaml.load(data, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


@cache
def glossary() -> Mapping[str, Mapping[str, Mapping[str, str]]]:
    """Returns the glossary as group -> key -> language -> term (alternative renderings dropped)."""
    raw: dict[str, dict[str, dict[str, Any]]] = read_locale_file("glossary.yaml")
    return {
        group: {key: {lang: str(entry[lang]) for lang in LANGS} for key, entry in entries.items()}
        for group, entries in raw.items()
    }


def term(group: str, key: str, lang: str) -> str:
    """Returns the glossary term for ``group``/``key`` in ``lang``, e.g. ``term("keywords", "push", "ja")``."""
    check_lang(lang)
    try:
        return glossary()[group][key][lang]
    except KeyError:
        raise KeyError(f"the glossary has no term {group}.{key}") from None
