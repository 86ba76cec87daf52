"""Base classes shared by every content model: strict, frozen, unknown keys forbidden."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, ClassVar

from pydantic import BaseModel, ConfigDict, Discriminator, GetJsonSchemaHandler, model_validator
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema


class Model(BaseModel):
    """A strict, frozen content model that rejects unknown keys."""

    model_config = ConfigDict(extra="forbid", frozen=True, strict=True, defer_build=True)

    def model_post_init(self, context: Any, /) -> None:
        """Shares one set of given fields among models given the same ones (frozen: nothing adds to it)."""
        given = self.__pydantic_fields_set__
        shared = _SHARED_FIELD_SETS.setdefault(frozenset(given), given)
        if shared is not given:
            object.__setattr__(self, "__pydantic_fields_set__", shared)


_SHARED_FIELD_SETS: dict[frozenset[str], set[str]] = {}
"""The one set of given fields of each combination of field names, shared by the models given it."""


class ShortFormModel(Model):
    """A model that may also be written as the bare value of one of its fields.

    ``push: 2`` expands to ``push: {distance: 2}`` when ``short_field`` is
    ``"distance"``; a model whose fields all have defaults may be written as
    ``null``/``{}``.
    """

    short_field: ClassVar[str | None] = None

    @model_validator(mode="before")
    @classmethod
    def _expand_short_form(cls, data: Any) -> Any:
        if data is None:
            return {}
        if cls.short_field is not None and not isinstance(data, dict):
            return {cls.short_field: data}
        return data

    @classmethod
    def __get_pydantic_json_schema__(
        cls, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        full = handler(core_schema)
        forms: list[JsonSchemaValue] = []
        if all(not field.is_required() for field in cls.model_fields.values()):
            forms.append({"type": "null"})
        if cls.short_field is not None:
            short = dict(handler.resolve_ref_schema(full)["properties"][cls.short_field])
            short.pop("default", None)
            short.pop("title", None)
            forms.append(short)
        return {"anyOf": [*forms, full]} if forms else full


class KeyedDiscriminator(Discriminator):
    """A Discriminator whose error context names the union's keys (``kinds``) for the error messages.

    Its hash leaves out the context (a dict), so the tagged union can still be used inside other unions.
    """

    def __hash__(self) -> int:
        return hash((self.discriminator, self.custom_error_type, self.custom_error_message))


def keyed_discriminator(
    function: Callable[[Any], str | None], code: str, message: str, kinds: Iterable[str]
) -> Discriminator:
    """Returns the discriminator of a tagged union written as one-key mappings, with its keys for error messages."""
    return KeyedDiscriminator(
        function,
        custom_error_type=code,
        custom_error_message=message,
        custom_error_context={"kinds": ",".join(kinds)},
    )
