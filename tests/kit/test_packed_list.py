"""A packed list field validates, dumps and describes itself as ``list[Any]`` does, and hands each reader a copy."""

from __future__ import annotations

import copy
import pickle
from typing import Any

import pytest
from pydantic import Field, ValidationError

from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.packed_list import PackedList


class AtLeastOne(PackedList):
    """A packed list of at least one item."""

    __slots__ = ()

    min_items = 1


class Listed(Model):
    """The field as a plain list."""

    items: list[Any] = Field(min_length=1, description="Some items.")


class Packed(Model):
    """The same field, packed."""

    items: AtLeastOne = Field(description="Some items.")


PLAIN: list[Any] = [
    "end-turn",
    {"play": "pip-pocket-sand", "player": 1},
    {"expect": {"damage": {"borka": 5}, "events": [{"kind": "damage", "amount": 2.5}], "winner": None}},
    [True, False, 0, 1, -0.0, 12345678901234567890123, float("inf")],
    "fizzlé",
    {},
    [],
]


def _shapes(value: Any) -> Any:
    """Returns the value with every leaf replaced by its type and value, so True and 1 differ."""
    if isinstance(value, dict):
        return {key: _shapes(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_shapes(item) for item in value]
    return (type(value), value)


def _packed(items: Any) -> Packed:
    return Packed.model_validate({"items": items})


def test_unpacked_is_the_given_data_with_its_types() -> None:
    assert _shapes(_packed(PLAIN).items.unpacked()) == _shapes(PLAIN)
    assert _packed(["fizzl\ud800"]).items.unpacked() == ["fizzl\ud800"]


def test_each_reader_gets_its_own_copy() -> None:
    packed = _packed(PLAIN)
    first = packed.items.unpacked()
    first[1]["play"] = "changed"
    first.append("more")
    assert packed.items.unpacked() == PLAIN
    assert packed.model_dump()["items"] == PLAIN


def test_dumps_as_the_list() -> None:
    packed, listed = _packed(PLAIN), Listed.model_validate({"items": PLAIN})
    assert packed.model_dump() == listed.model_dump()
    assert packed.model_dump(mode="json") == listed.model_dump(mode="json")
    assert packed.model_dump_json() == listed.model_dump_json()


def test_json_schema_is_that_of_the_list() -> None:
    packed, listed = Packed.model_json_schema(), Listed.model_json_schema()
    for schema in (packed, listed):
        del schema["title"], schema["description"]
    assert packed == listed
    assert packed["properties"]["items"]["minItems"] == 1


@pytest.mark.parametrize("bad", [[], "end-turn", {"play": "x"}, None, ("end-turn",), 3])
def test_errors_are_those_of_the_list(bad: Any) -> None:
    with pytest.raises(ValidationError) as packed:
        _packed(bad)
    with pytest.raises(ValidationError) as listed:
        Listed.model_validate({"items": bad})
    assert packed.value.errors(include_url=False) == listed.value.errors(include_url=False)


def test_other_data_is_a_validation_error() -> None:
    with pytest.raises(ValidationError, match="expected plain data: strings, numbers"):
        _packed([object()])


def test_equal_when_the_data_is() -> None:
    shared = ["c4", "d5"]
    once, twice = (
        _packed([{"path": shared}, {"path": shared}]),
        _packed([{"path": ["c4", "d5"]}, {"path": ["c4", "d5"]}]),
    )
    assert once.items._packed != twice.items._packed  # the same data, written with and without a shared list
    assert once.items == twice.items
    assert once == twice
    assert once.items != _packed([{"path": ["c4"]}]).items
    with pytest.raises(TypeError):
        hash(once.items)


def test_copies_and_pickles() -> None:
    packed = _packed(PLAIN)
    for copied in (
        copy.deepcopy(packed),
        pickle.loads(pickle.dumps(packed, protocol=pickle.HIGHEST_PROTOCOL)),
    ):
        assert type(copied.items) is AtLeastOne
        assert _shapes(copied.items.unpacked()) == _shapes(PLAIN)
    assert repr(packed.items) == f"AtLeastOne({PLAIN!r})"
