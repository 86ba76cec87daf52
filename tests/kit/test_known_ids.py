"""The ids a tree defines by kind of id, without the kinds one of whose files is broken."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

from pydantic import BaseModel

from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.scripts.known_ids import IdSource, known_ids


class Deck(BaseModel):
    cards: list[str]


def _file(kind: str, model: Deck | None) -> Any:
    return SimpleNamespace(kind=FileKind(kind, Deck, None), model=model)


SOURCES: dict[str, IdSource] = {
    "deck": ("card", lambda deck: deck.cards),
    "hero": ("hero", lambda deck: deck.cards),
}


def test_each_file_kind_adds_its_ids_to_its_kind_of_id() -> None:
    files = [_file("deck", Deck(cards=["a", "b"])), _file("deck", Deck(cards=["c"])), _file("map", None)]
    assert known_ids(files, SOURCES) == {"card": frozenset({"a", "b", "c"}), "hero": frozenset()}


def test_a_broken_file_leaves_its_kind_of_id_out() -> None:
    files = [_file("deck", Deck(cards=["a"])), _file("hero", Deck(cards=["h"])), _file("deck", None)]
    assert known_ids(files, SOURCES) == {"hero": frozenset({"h"})}
