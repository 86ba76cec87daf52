"""The control steps every effect language shares, generic in a game's condition and step: ``if`` and ``choose_one``.

A game declares its own ``IfStep(IfStepShape[Condition, "Step"])`` and
``ChooseOneStep(ChooseOneStepShape["Step"])`` with its docstring, and tags them
in its step union like any other operation.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Generic, TypeVar

from pydantic import BaseModel, Field

from sfbkit.kit.content.model_base import Model

ConditionT = TypeVar("ConditionT")
StepT = TypeVar("StepT")


class IfStepShape(Model, Generic[ConditionT, StepT]):
    """Resolves ``then`` when the condition holds, otherwise ``else``."""

    if_: ConditionT = Field(alias="if", description="The condition, checked when the step resolves.")
    then: list[StepT] = Field(min_length=1, description="Steps when the condition holds.")
    else_: list[StepT] = Field(default_factory=list, alias="else", description="Steps otherwise.")


class ChooseOneStepShape(Model, Generic[StepT]):
    """One of the modes is chosen and its steps resolve."""

    choose_one: list[list[StepT]] = Field(min_length=2, description="The modes, each a list of steps.")


def control_branches(step: BaseModel) -> Iterator[Iterable[BaseModel]]:
    """Yields the step lists directly inside a control step: ``if`` branches and ``choose_one`` modes."""
    if isinstance(step, IfStepShape):
        yield step.then
        yield step.else_
    elif isinstance(step, ChooseOneStepShape):
        yield from step.choose_one
