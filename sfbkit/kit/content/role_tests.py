"""Conditions that test one yes/no property of the piece a role names, written as their key and the role.

A game lists them as a small table, ``Tapped = CREATURE_TESTS.kind("Tapped", "tapped", "True when ...")``,
each at its place among the language's kinds; the engine and the rules text read every one through ``role``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, cast

from pydantic import Field, create_model

from sfbkit.kit.content.keyed_kinds import KeyedKind
from sfbkit.kit.content.model_base import Model


class RoleTest(Model):
    """A condition written as its key and the role of the piece it checks (``bloodied: self``)."""

    @property
    def role(self) -> str:
        """Returns the role the condition checks."""
        (name,) = type(self).model_fields
        role: str = getattr(self, name)
        return role


@dataclass(frozen=True, slots=True)
class RoleTests:
    """The role tests of one condition language: its root, the roles a test may name, and the field's words."""

    root: type[KeyedKind]
    role: Any
    """The type of the role field (a ``Literal`` of role names)."""
    description: str
    """The role field's description (``The creature to check.``)."""
    module: str
    """The module the tests are declared in, where their names are found again."""

    def kind(self, name: str, key: str, doc: str) -> type[RoleTest]:
        """Returns a new kind of the root: the model ``name``, keyed ``key``, described by ``doc``."""
        fields: dict[str, Any] = {key: (self.role, Field(description=self.description))}
        bases: tuple[type[Model], ...] = (RoleTest, self.root)
        model = create_model(name, __base__=bases, __doc__=doc, __module__=self.module, **fields)
        return cast("type[RoleTest]", model)
