"""A model field holding a list of plain data packed into one immutable bytes object."""

from __future__ import annotations

import marshal
from typing import Any, ClassVar

from pydantic import GetCoreSchemaHandler
from pydantic_core import CoreSchema, core_schema


class PackedList:
    """A list of plain data (strings, numbers, booleans, null, lists, mappings) kept packed as bytes.

    A content file's parsed lists and mappings cost several times their text: a
    one-key mapping alone takes 184 bytes. Data that is kept for a later reader
    but never looked into by the model (an example's steps) is packed once,
    validated as a list of anything, and unpacked afresh by each reader, so no
    reader can change what another reads. The field's JSON Schema, its
    validation errors and its dumped value are those of ``list[Any]``; like a
    list, it is compared by its items and cannot be hashed.
    """

    __slots__ = ("_packed",)

    min_items: ClassVar[int] = 0
    """The fewest items the field accepts (``min_length`` of ``list[Any]``)."""

    def __init__(self, items: list[Any]) -> None:
        try:
            self._packed = marshal.dumps(items)
        except ValueError:
            raise ValueError(
                "expected plain data: strings, numbers, booleans, null, lists and mappings"
            ) from None

    def unpacked(self) -> list[Any]:
        """Returns a fresh copy of the list as it was given."""
        items: list[Any] = marshal.loads(self._packed)
        return items

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, PackedList) or type(other) is not type(self):
            return NotImplemented
        return self._packed == other._packed or self.unpacked() == other.unpacked()

    def __repr__(self) -> str:
        return f"{type(self).__name__}({self.unpacked()!r})"

    @classmethod
    def __get_pydantic_core_schema__(cls, source: Any, handler: GetCoreSchemaHandler) -> CoreSchema:
        items = core_schema.list_schema(core_schema.any_schema(), min_length=cls.min_items or None)
        return core_schema.no_info_after_validator_function(
            cls,
            items,
            serialization=core_schema.plain_serializer_function_ser_schema(cls.unpacked),
        )
