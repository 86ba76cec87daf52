"""The Dungeon Command glossary (``glossary.yaml`` beside this module) and its phrase templates, per language."""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cache
from typing import Any, Literal

import yaml

from sfbkit.kit.errors import UsageError
from sfbkit.kit.paths import package_file

Lang = Literal["en", "ja"]
LANGS: tuple[Lang, ...] = ("en", "ja")
"""The languages Dungeon Command rules text is written in; ``en`` is the canonical one."""

_TERM = re.compile(r"\[\[([a-z_]+)\.([a-z_]+)\]\]")


def check_lang(lang: str) -> Lang:
    """Returns ``lang`` when Dungeon Command text exists in it; raises UsageError otherwise."""
    for known in LANGS:
        if lang == known:
            return known
    raise UsageError(f"unknown language {lang!r} for Dungeon Command; expected one of {', '.join(LANGS)}")


def _read(*parts: str) -> Any:
    text = package_file(__name__, *parts).read_text(encoding="utf-8")
    return yaml.safe_load(text)


@cache
def glossary() -> Mapping[str, Mapping[str, Mapping[str, str]]]:
    """Returns the glossary as group -> key -> language -> term."""
    raw: dict[str, dict[str, dict[str, Any]]] = _read("glossary.yaml")
    return {
        group: {key: {lang: str(entry[lang]) for lang in LANGS} for key, entry in entries.items()}
        for group, entries in raw.items()
    }


def term(group: str, key: str, lang: str) -> str:
    """Returns the glossary term ``group.key`` in ``lang``, e.g. ``term("terms", "cower", "ja")``."""
    try:
        return glossary()[group][key][check_lang(lang)]
    except KeyError:
        raise KeyError(f"the Dungeon Command glossary has no term {group}.{key}") from None


def _flatten(prefix: str, node: Any, out: dict[str, str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            _flatten(f"{prefix}.{key}" if prefix else str(key), value, out)
    else:
        out[prefix] = str(node)


@cache
def raw_phrases(lang: str) -> Mapping[str, str]:
    """Returns every template of ``lang`` by dotted key, as written (glossary references not yet inserted)."""
    flat: dict[str, str] = {}
    _flatten("", _read("phrases", f"{check_lang(lang)}.yaml"), flat)
    return flat


@cache
def phrases(lang: str) -> Mapping[str, str]:
    """Returns every template of ``lang`` by dotted key, glossary terms inserted."""
    return {
        key: _TERM.sub(lambda match: term(match.group(1), match.group(2), lang), text)
        for key, text in raw_phrases(lang).items()
    }


def referenced_terms(text: str) -> set[tuple[str, str]]:
    """Returns the (group, key) of every glossary reference ``[[group.key]]`` in a template."""
    return {(match.group(1), match.group(2)) for match in _TERM.finditer(text)}


def phrase(lang: str, key: str, **params: object) -> str:
    """Fills the template ``key`` of ``lang``; a missing template or field raises KeyError."""
    try:
        template = phrases(lang)[key]
    except KeyError:
        raise KeyError(f"no Dungeon Command phrase {key!r} for language {lang!r}") from None
    return template.format_map(params)
