"""The Blood Wars glossary (``glossary.yaml`` beside this module): the terms of BW §20 in each language."""

from __future__ import annotations

import re
from functools import cache
from typing import Literal, NamedTuple

import yaml

from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.paths import package_file

Lang = Literal["en", "ja"]
LANGS: tuple[Lang, ...] = ("en", "ja")
"""The languages Blood Wars rules text is written in; ``en`` is the canonical one."""

_TERM = re.compile(r"\{t:([a-z_]+)\}")


class Term(NamedTuple):
    """One term of BW §20: its key, the table's English and Japanese, and the English rules text uses."""

    key: str
    en: str
    ja: str
    text: str


def check_lang(lang: str) -> Lang:
    """Returns ``lang`` when Blood Wars text exists in it; raises UsageError otherwise."""
    for known in LANGS:
        if lang == known:
            return known
    raise UsageError(f"unknown language {lang!r} for Blood Wars; expected one of {', '.join(LANGS)}")


@cache
def terms() -> tuple[Term, ...]:
    """Returns every term, in the order of BW §20."""
    text = package_file(__name__, "glossary.yaml").read_text(encoding="utf-8")
    return tuple(Term(**{key: str(value) for key, value in entry.items()}) for entry in yaml.safe_load(text))


@cache
def _by_key() -> dict[str, Term]:
    return {term.key: term for term in terms()}


def term(key: str, lang: Lang) -> str:
    """Returns the word rules text uses for a term in a language (Japanese: the table's, BW §20)."""
    entry = _by_key()[key]
    return entry.text if lang == "en" else entry.ja


def with_terms(template: str, lang: Lang) -> str:
    """Returns a phrase with each ``{t:key}`` replaced by the term in the language."""
    return _TERM.sub(lambda match: term(match.group(1), lang), template)
