"""A game's localised text: its glossary of game terms and its phrase templates, per language.

A template is a ``str.format`` string with named fields; ``[[group.key]]``
inserts the glossary term, so keywords always read as the glossary has them.
Korean templates write particles as pairs (``을(를)``), resolved after filling.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from functools import cached_property
from typing import Any

from sfbkit.kit.errors import UsageError
from sfbkit.kit.io.paths import package_file
from sfbkit.kit.text.grammar import resolve_ko_particles

Glossary = Mapping[str, Mapping[str, Mapping[str, str]]]
"""group -> key -> language -> term."""

_TERM_RE = re.compile(r"\[\[([a-z_]+)\.([a-z_]+)\]\]")


class Locales:
    """The glossary (``glossary.yaml``) and phrase templates (``phrases/<lang>.yaml``) in a package folder."""

    def __init__(self, package: str, folder: str, languages: tuple[str, ...], title: str) -> None:
        self.package = package
        self.folder = folder
        self.languages = languages
        self.title = title
        self._phrases: dict[str, Mapping[str, str]] = {}

    def check_lang(self, lang: str) -> str:
        """Returns ``lang`` when the game has text in it; raises UsageError otherwise."""
        if lang not in self.languages:
            raise UsageError(
                f"unknown language {lang!r} for {self.title}; expected one of {', '.join(self.languages)}"
            )
        return lang

    def read(self, *parts: str) -> Any:
        """Parses one YAML file of the folder (remembered between runs: a warm command imports no YAML reader)."""
        data = package_file(self.package, self.folder, *parts).read_bytes()
        from sfbkit.kit.cache.memo import remembered

        return remembered("text", data, dict, lambda: _parse(data), root=None)

    @cached_property
    def glossary(self) -> Glossary:
        """The glossary, alternative renderings dropped."""
        raw: dict[str, dict[str, dict[str, Any]]] = self.read("glossary.yaml")
        return {
            group: {
                key: {lang: str(entry[lang]) for lang in self.languages} for key, entry in entries.items()
            }
            for group, entries in raw.items()
            if isinstance(entries, dict)
        }

    def term(self, group: str, key: str, lang: str) -> str:
        """Returns the glossary term ``group.key`` in ``lang``, e.g. ``term("keywords", "push", "ja")``."""
        self.check_lang(lang)
        try:
            return self.glossary[group][key][lang]
        except KeyError:
            raise KeyError(f"the {self.title} glossary has no term {group}.{key}") from None

    def raw_phrases(self, lang: str) -> Mapping[str, str]:
        """Returns every template of ``lang`` by dotted key, as written (glossary references not inserted)."""
        self.check_lang(lang)
        flat: dict[str, str] = {}
        _flatten("", self.read("phrases", f"{lang}.yaml"), flat)
        return flat

    def phrases(self, lang: str) -> Mapping[str, str]:
        """Returns every template of ``lang`` by dotted key, glossary terms already inserted."""
        cached = self._phrases.get(lang)
        if cached is None:
            cached = {
                key: _TERM_RE.sub(lambda m: self.term(m.group(1), m.group(2), lang), text)
                for key, text in self.raw_phrases(lang).items()
            }
            self._phrases[lang] = cached
        return cached

    def phrase(self, lang: str, key: str, **params: object) -> str:
        """Fills the template ``key`` of ``lang`` with ``params``; a field without a value raises KeyError."""
        try:
            template = self.phrases(lang)[key]
        except KeyError:
            raise KeyError(f"no phrase {key!r} for language {lang!r}") from None
        text = template.format_map(params)
        return resolve_ko_particles(text) if lang == "ko" else text


def _parse(data: bytes) -> Any:
    import yaml  # a language's texts are read on first use, not when a game is found

    return yaml.load(data, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def referenced_terms(template: str) -> set[tuple[str, str]]:
    """Returns the (group, key) of every glossary reference ``[[group.key]]`` in a template."""
    return {(match.group(1), match.group(2)) for match in _TERM_RE.finditer(template)}


def fields(template: str) -> frozenset[str]:
    """Returns the names of the fields a template uses."""
    import string

    return frozenset(name for _, name, _, _ in string.Formatter().parse(template) if name)


def _flatten(prefix: str, node: Any, out: dict[str, str]) -> None:
    if isinstance(node, dict):
        for key, value in node.items():
            _flatten(f"{prefix}.{key}" if prefix else str(key), value, out)
    elif isinstance(node, str):
        out[prefix] = node
    else:
        raise TypeError(f"phrase {prefix!r} must be a string, not {type(node).__name__}")
