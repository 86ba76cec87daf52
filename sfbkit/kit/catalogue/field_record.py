"""A card as search, lists and exports see it, described by its fields: plain facts and generated text."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Literal, NamedTuple

FieldType = Literal["text", "list", "number"]
Fact = str | int | tuple[str, ...] | None


class RecordField(NamedTuple):
    """One fact of a game's records: its name, its type and its heading in the results table (none: left out)."""

    name: str
    type: FieldType
    heading: str = ""


@dataclass(frozen=True, slots=True)
class FieldRecord:
    """One card's searchable facts, flags and rules text per language."""

    id: str
    name: str
    facts: Mapping[str, Fact]
    flags: frozenset[str]
    texts: Mapping[str, tuple[str, ...]]
    """Language -> the generated rules text, one line per paragraph."""

    def text(self, lang: str) -> str:
        """Returns the rules text in ``lang`` as one string, lines joined by newlines."""
        return "\n".join(self.texts[lang])

    def values(self, field: str, lang: str) -> tuple[str, ...]:
        """Returns the values a text search field has on the card."""
        if field in ("id", "name"):
            return (getattr(self, field),)
        if field == "text":
            return (self.text(lang),)
        fact = self.facts.get(field)
        if fact is None or isinstance(fact, int):
            return ()
        return (fact,) if isinstance(fact, str) else fact

    def number(self, field: str) -> int | None:
        """Returns a number field's value, or None when the card has none."""
        fact = self.facts.get(field)
        return fact if isinstance(fact, int) else None

    def has_flag(self, flag: str) -> bool:
        """Tells whether an ``is:`` flag holds for the card."""
        return flag in self.flags

    def as_json(self) -> dict[str, Any]:
        """Returns the record as plain JSON data: id, name, every fact, its flags and its text."""
        facts = {name: list(fact) if isinstance(fact, tuple) else fact for name, fact in self.facts.items()}
        texts = {lang: list(lines) for lang, lines in self.texts.items()}
        return {"id": self.id, "name": self.name, **facts, "flags": sorted(self.flags), "text": texts}

    def cell(self, field: str) -> str:
        """Returns a fact as one cell of a table: lists joined by spaces, nothing for none."""
        fact = self.facts.get(field)
        if fact is None:
            return ""
        return " ".join(fact) if isinstance(fact, tuple) else str(fact)


def record_schema(fields: Sequence[RecordField], langs: Sequence[str]) -> dict[str, Any]:
    """Returns the JSON Schema of one record's ``as_json``."""
    types: dict[FieldType, dict[str, Any]] = {
        "text": {"type": ["string", "null"]},
        "list": {"type": "array", "items": {"type": "string"}},
        "number": {"type": ["integer", "null"]},
    }
    strings = {"type": "array", "items": {"type": "string"}}
    properties: dict[str, Any] = {"id": {"type": "string"}, "name": {"type": "string"}}
    properties.update((field.name, types[field.type]) for field in fields)
    properties["flags"] = strings
    properties["text"] = {
        "type": "object",
        "additionalProperties": False,
        "required": list(langs),
        "properties": dict.fromkeys(langs, strings),
    }
    return {
        "type": "object",
        "additionalProperties": False,
        "required": list(properties),
        "properties": properties,
    }
