"""Written forms shared by steps, conditions and triggers: bare names for kinds without parameters."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any

from pydantic import Discriminator, GetJsonSchemaHandler, model_validator
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

from sfbkit.content.base import Model, ShortFormModel


class NoParams(ShortFormModel):
    """No parameters: written as ``null`` or ``{}`` (or leave the key's value out with a bare name)."""


class BareName(Model):
    """A kind with one key and no required parameters, which may be written as its bare name."""

    @model_validator(mode="before")
    @classmethod
    def _expand_bare_name(cls, data: Any) -> Any:
        if isinstance(data, str) and data in cls.model_fields:
            return {data: None}
        return data

    @classmethod
    def __get_pydantic_json_schema__(
        cls, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        (name,) = cls.model_fields
        return {"anyOf": [{"const": name}, handler(core_schema)]}


def bare_names(kinds: dict[str, type[Model]]) -> frozenset[str]:
    """Returns the keys of the kinds that may be written as a bare name."""
    return frozenset(name for name, model in kinds.items() if issubclass(model, BareName))


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
