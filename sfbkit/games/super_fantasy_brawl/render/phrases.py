"""Per-language phrase templates for rules text, bundled in ``sfbkit/locales/phrases/<lang>.yaml``.

A template is a ``str.format`` string with named fields; ``[[group.key]]``
inserts the glossary term, so keywords always read as the glossary has them.
Korean templates write particles as pairs (``을(를)``), resolved after filling.
"""

from __future__ import annotations

import re
import string
from collections.abc import Mapping
from functools import cache
from typing import Any

from sfbkit.games.super_fantasy_brawl.render.glossary import check_lang, read_locale_file, term
from sfbkit.kit.text.grammar import resolve_ko_particles

_TERM_RE = re.compile(r"\[\[([a-z_]+)\.([a-z_]+)\]\]")


def _flatten(prefix: str, node: Any, out: dict[str, str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            _flatten(f"{prefix}.{key}" if prefix else str(key), value, out)
    elif isinstance(node, str):
        out[prefix] = node
    else:
        raise TypeError(f"phrase {prefix!r} must be a string, not {type(node).__name__}")


@cache
def phrases(lang: str) -> Mapping[str, str]:
    """Returns every template of ``lang`` by dotted key, glossary terms already inserted."""
    check_lang(lang)
    flat: dict[str, str] = {}
    _flatten("", read_locale_file("phrases", f"{lang}.yaml"), flat)
    return {
        key: _TERM_RE.sub(lambda m: term(m.group(1), m.group(2), lang), text) for key, text in flat.items()
    }


def fields(template: str) -> frozenset[str]:
    """Returns the names of the fields a template uses."""
    return frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name)


def phrase(lang: str, key: str, **params: object) -> str:
    """Fills the template ``key`` of ``lang`` with ``params``; a field without a value raises KeyError."""
    try:
        template = phrases(lang)[key]
    except KeyError:
        raise KeyError(f"no phrase {key!r} for language {lang!r}") from None
    text = template.format_map(params)
    return resolve_ko_particles(text) if lang == "ko" else text
