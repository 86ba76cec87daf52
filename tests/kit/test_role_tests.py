"""The kit's role tests: conditions declared as table rows, kinds of their root like any declared class."""

from __future__ import annotations

import pickle
from typing import Literal

import pytest
from pydantic import Field, TypeAdapter, ValidationError

from sfbkit.kit.content.keyed_kinds import KeyedKind
from sfbkit.kit.content.role_tests import RoleTest, RoleTests


class Check(KeyedKind, code="unknown-check", noun="a check"):
    """A check: a mapping with one key naming its kind."""


PIECE_TESTS = RoleTests(Check, Literal["self", "target"], "The piece to check.", __name__)
Tired = PIECE_TESTS.kind("Tired", "tired", "True when the piece is tired.")


class Near(Check):
    """True when the piece is within the distance."""

    near: int = Field(ge=1)


Hidden = PIECE_TESTS.kind("Hidden", "hidden", "True when the piece is hidden.")

CHECKS: TypeAdapter[list[Check]] = TypeAdapter(list[Check])


def test_a_role_test_is_a_kind_of_its_root_at_its_place_among_the_others() -> None:
    assert Check.keyed_kinds.kinds == {"tired": Tired, "near": Near, "hidden": Hidden}
    tired, near, hidden = CHECKS.validate_python([{"tired": "self"}, {"near": 2}, {"hidden": "target"}])
    assert isinstance(tired, RoleTest) and isinstance(hidden, RoleTest) and not isinstance(near, RoleTest)
    assert (tired.role, hidden.role) == ("self", "target")
    assert Check.keyed_kinds.kind(hidden) == "hidden"


def test_a_role_test_documents_itself_as_a_declared_class_would() -> None:
    schema = TypeAdapter(Tired).json_schema()
    assert schema == {
        "additionalProperties": False,
        "description": "True when the piece is tired.",
        "properties": {
            "tired": {
                "description": "The piece to check.",
                "enum": ["self", "target"],
                "title": "Tired",
                "type": "string",
            }
        },
        "required": ["tired"],
        "title": "Tired",
        "type": "object",
    }


def test_a_role_test_refuses_other_roles_and_pickles_by_its_name() -> None:
    with pytest.raises(ValidationError):
        CHECKS.validate_python([{"tired": "it"}])
    (hidden,) = CHECKS.validate_python([{"hidden": "self"}])
    assert pickle.loads(pickle.dumps(hidden)) == hidden
