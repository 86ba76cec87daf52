from __future__ import annotations

from dataclasses import dataclass, fields

from sfbkit.kit.catalogue.record_json import record_json


@dataclass(frozen=True)
class _Record:
    position: int
    id: str
    level: int | None
    abilities: tuple[str, ...]
    keywords: frozenset[str]
    texts: dict[str, tuple[str, ...]]


def test_a_record_becomes_json_in_its_field_order() -> None:
    record = _Record(3, "imp", None, ("dex", "str"), frozenset({"b", "a"}), {"en": ("One.", "Two.")})
    data = record_json((field.name, getattr(record, field.name)) for field in fields(record))
    assert data == {
        "id": "imp",
        "level": None,
        "abilities": ["dex", "str"],
        "keywords": ["a", "b"],
        "text": {"en": ["One.", "Two."]},
    }
    assert list(data) == ["id", "level", "abilities", "keywords", "text"]
