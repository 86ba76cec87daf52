"""The kit's control steps: ``if`` and ``choose_one`` in a game's own condition and step types."""

from __future__ import annotations

from typing import Annotated, TypeAlias

import pytest
from pydantic import Tag, TypeAdapter, ValidationError

from sfbkit.kit.content.control_steps import ChooseOneStepShape, IfStepShape, control_branches
from sfbkit.kit.content.keyed_kinds import KeyedKinds, walk
from sfbkit.kit.content.model_base import Model


class Hot(Model):
    hot: bool


class HopStep(Model):
    hop: int


class IfStep(IfStepShape[Hot, "Step"]):
    """Hops when it is hot."""


class ChooseOneStep(ChooseOneStepShape["Step"]):
    """Hops one way or another."""


_Steps: TypeAlias = (
    Annotated[HopStep, Tag("hop")]
    | Annotated[IfStep, Tag("if")]
    | Annotated[ChooseOneStep, Tag("choose_one")]
)
KINDS = KeyedKinds.of(_Steps, keyed=("if",))
Step = Annotated[_Steps, KINDS.one_key_discriminator("unknown-step", "a step")]
STEPS: TypeAdapter[list[Step]] = TypeAdapter(list[Step])


def test_branches_and_modes_are_walked_in_order() -> None:
    steps = STEPS.validate_python(
        [
            {"if": {"hot": True}, "then": [{"hop": 1}], "else": [{"hop": 2}]},
            {"choose_one": [[{"hop": 3}], [{"hop": 4}]]},
        ]
    )
    hops = [step.hop for step in walk(steps, control_branches) if isinstance(step, HopStep)]
    assert hops == [1, 2, 3, 4]


def test_the_games_types_are_checked() -> None:
    with pytest.raises(ValidationError):
        STEPS.validate_python([{"if": {"cold": True}, "then": [{"hop": 1}]}])
    with pytest.raises(ValidationError):
        STEPS.validate_python([{"choose_one": [[{"hop": 1}]]}])


def test_the_games_docstring_describes_the_step() -> None:
    schema = STEPS.json_schema()["$defs"]
    assert schema["IfStep"]["description"] == "Hops when it is hot."
    assert set(schema["IfStep"]["properties"]) == {"if", "then", "else"}
