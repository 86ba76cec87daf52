"""Closed sets of kinds written as one-key mappings (effect steps): their tags, bare names and discriminator.

A game writes its step union once, as ``Annotated[Model, Tag(name)] | ...``;
``KeyedKinds.of`` reads the kinds from it, and the same object tells a written
value's kind to pydantic, names the kind of a validated step, and walks nested
step lists.
"""

from __future__ import annotations

import functools
import operator
import typing
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Annotated, Any, ClassVar, Literal, TypeGuard

from pydantic import (
    BaseModel,
    Discriminator,
    GetCoreSchemaHandler,
    GetJsonSchemaHandler,
    Tag,
    model_validator,
)
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

from sfbkit.kit.content.model_base import Model, ShortFormModel, keyed_discriminator


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


BareOrder = Literal["written", "sorted"]
"""How the message of a value naming no kind lists the bare names: in the kinds' order, or sorted."""


def bare_names(kinds: Mapping[str, type[BaseModel]]) -> frozenset[str]:
    """Returns the keys of the kinds that may be written as a bare name."""
    return frozenset(name for name, model in kinds.items() if issubclass(model, BareName))


def tagged_members(union: Any) -> dict[str, type[BaseModel]]:
    """Returns the models of a union of ``Annotated[Model, Tag(name)]`` by tag, in the union's order."""
    kinds: dict[str, type[BaseModel]] = {}
    for member in typing.get_args(union):
        model, *extra = typing.get_args(member)
        (tag,) = (e.tag for e in extra if isinstance(e, Tag))
        kinds[tag] = model
    return kinds


@dataclass(frozen=True, slots=True, eq=False)
class KeyedKinds:
    """The kinds of a tagged union written as one-key mappings, and what pydantic and the layers ask."""

    kinds: dict[str, type[BaseModel]]
    """Every kind's model by its key, in the written order (a root's fills as its kinds are declared)."""
    tags: dict[type[BaseModel], str]
    bare: set[str]
    """Kinds that may be written as their bare name (``- double``)."""
    keyed: tuple[str, ...]
    """Keys that name the kind even beside other keys (``if`` beside ``then``)."""
    aliases: Mapping[str, str]
    """Keys that are short forms of another kind (``shift`` for ``move``)."""
    bare_order: BareOrder = "written"
    """How ``expected`` lists the bare names."""

    @classmethod
    def of(
        cls,
        union: Any,
        names: Any = None,
        keyed: tuple[str, ...] = (),
        aliases: Mapping[str, str] | None = None,
    ) -> KeyedKinds:
        """Returns the kinds of a union of tagged models; ``names``, a ``Literal``, must list its tags."""
        kinds = tagged_members(union)
        found = cls(
            kinds, {model: tag for tag, model in kinds.items()}, set(bare_names(kinds)), keyed, aliases or {}
        )
        if names is not None:
            found.check_names(names)
        return found

    def check_names(self, names: Any) -> None:
        """Raises TypeError unless ``names``, a ``Literal``, lists the kinds' keys in their order."""
        if list(typing.get_args(names)) != list(self.kinds):
            raise TypeError(f"the Literal names {typing.get_args(names)}, the kinds {tuple(self.kinds)}")

    def add(self, model: type[BaseModel]) -> None:
        """Adds a kind declared on a root, keyed by its first field's alias or name."""
        name, field = next(iter(model.model_fields.items()))
        tag = field.alias or name
        self.kinds[tag] = model
        self.tags[model] = tag
        if issubclass(model, BareName):
            self.bare.add(tag)

    @property
    def keys(self) -> list[str]:
        """Returns every key a step may be written with: the kinds, then the aliases."""
        return [*self.kinds, *self.aliases]

    def tag(self, value: Any) -> str | None:
        """Returns the kind of a written or validated value, None when it names none."""
        if isinstance(value, BaseModel):
            return self.tags.get(type(value))
        if isinstance(value, str):
            return value if value in self.bare else None
        if isinstance(value, dict):
            for key in self.keyed:
                if key in value:
                    return key
            if len(value) == 1:
                key = str(next(iter(value)))
                return self.aliases.get(key, key)
        return None

    def kind(self, step: BaseModel) -> str:
        """Returns the key of a validated step."""
        return self.tags[type(step)]

    def discriminator(self, code: str, message: str) -> Discriminator:
        """Returns the union's discriminator, reporting an unknown key as ``code`` with ``message``."""
        return keyed_discriminator(self.tag, code, message, self.keys)

    def expected(self, noun: str) -> str:
        """Returns what a value naming no kind is told: ``expected <noun>: a mapping with one key of ...``."""
        message = f"expected {noun}: a mapping with one key of " + ", ".join(self.keys)
        bare = [name for name in self.kinds if name in self.bare]
        if self.bare_order == "sorted":
            bare.sort()
        if len(bare) == 1:
            return message + f" (or the bare name {bare[0]})"
        if bare:
            return message + " (or the bare names " + ", ".join(bare) + ")"
        return message

    def one_key_discriminator(self, code: str, noun: str) -> Discriminator:
        """Returns the union's discriminator, reporting an unknown key as ``code``, expecting ``noun``."""
        return self.discriminator(code, self.expected(noun))


class KeyedKind(Model):
    """The root of a closed set of kinds written as one-key mappings: each model declared on it is one kind.

    ``class Condition(KeyedKind, code="unknown-condition", noun="a condition")`` declares the root; each
    ``class Tapped(Condition)`` below it is a kind, keyed by its first field. A field typed ``Condition``
    reads any of them, told apart by that key, in the order they were declared.
    """

    keyed_kinds: ClassVar[KeyedKinds]
    """The root's kinds (inherited by each of them)."""
    unknown: ClassVar[tuple[str, str]]
    """The error code of a value naming no kind, and the noun it expected."""

    def __init_subclass__(
        cls,
        *,
        code: str | None = None,
        noun: str = "",
        keyed: tuple[str, ...] = (),
        aliases: Mapping[str, str] | None = None,
        bare_order: BareOrder = "written",
        **kwargs: Any,
    ) -> None:
        super().__init_subclass__(**kwargs)
        if code is not None:
            cls.keyed_kinds = KeyedKinds({}, {}, set(), keyed, aliases or {}, bare_order)
            cls.unknown = (code, noun)

    @classmethod
    def __pydantic_init_subclass__(cls, **kwargs: Any) -> None:
        super().__pydantic_init_subclass__(**kwargs)
        if any(is_kinds_root(base) for base in cls.__bases__):
            cls.keyed_kinds.add(cls)

    @classmethod
    def __get_pydantic_core_schema__(
        cls, source: type[BaseModel], handler: GetCoreSchemaHandler, /
    ) -> CoreSchema:
        if not is_kinds_root(cls):
            return handler(source)
        kinds = cls.keyed_kinds
        union = functools.reduce(
            operator.or_, (Annotated[model, Tag(tag)] for tag, model in kinds.kinds.items())
        )
        return handler.generate_schema(Annotated[union, kinds.one_key_discriminator(*cls.unknown)])


def is_kinds_root(model: object) -> TypeGuard[type[KeyedKind]]:
    """Tells whether a type is the root of a set of kinds: a model declared directly on KeyedKind."""
    return isinstance(model, type) and KeyedKind in model.__bases__


def walk(
    steps: Iterable[BaseModel], nested: Callable[[BaseModel], Iterable[Iterable[BaseModel]]]
) -> Iterator[BaseModel]:
    """Yields every step in order, each followed by the steps of the lists ``nested`` finds inside it."""
    for step in steps:
        yield step
        for inner in nested(step):
            yield from walk(inner, nested)
