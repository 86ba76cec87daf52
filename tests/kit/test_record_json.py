from __future__ import annotations

from dataclasses import dataclass, fields

from sfbkit.kit.catalogue.record_json import dataclass_record_json, record_json


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


@dataclass(frozen=True)
class _Warlord:
    position: int
    id: str
    is_: int
    texts: dict[str, tuple[str, ...]]


def test_a_keywords_trailing_underscore_is_dropped_from_its_key() -> None:
    data = dataclass_record_json(_Warlord(0, "vex", 3, {"ja": ("一。",)}))
    assert data == {"id": "vex", "is": 3, "text": {"ja": ["一。"]}}
    assert list(data) == ["id", "is", "text"]
