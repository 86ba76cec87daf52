"""Each operation is one typed definition per layer, bound by effect_ops: the layers agree on the names."""

from __future__ import annotations

import dataclasses
import typing

import pytest
import yaml
from pydantic import TypeAdapter

from sfbkit.games.super_fantasy_brawl.content.effects import Step, step_kind
from sfbkit.games.super_fantasy_brawl.effect_ops import EFFECT_OPS, OP_NAMES, layer_names, missing_parts
from sfbkit.games.super_fantasy_brawl.engine.ops import OP_TYPES, Op, compile_steps

STEPS: TypeAdapter[list[Step]] = TypeAdapter(list[Step])


@pytest.mark.parametrize("layer", sorted(layer_names()))
def test_every_layer_has_a_part_for_exactly_the_named_operations(layer: str) -> None:
    assert layer_names()[layer] == set(OP_NAMES)


@pytest.mark.parametrize("name", OP_NAMES)
def test_an_operations_parts_are_built_for_its_own_step_model(name: str) -> None:
    assert missing_parts(EFFECT_OPS[name]) == []


@pytest.mark.parametrize("name", OP_NAMES)
def test_each_docs_example_compiles_into_the_operations_own_value(name: str) -> None:
    op = EFFECT_OPS[name]
    for example in op.examples:
        steps = STEPS.validate_python(yaml.safe_load(example))
        assert [step_kind(step) for step in steps] == [name]
        (compiled,) = compile_steps(steps)
        assert type(compiled) is OP_TYPES[name] and compiled.kind == name


def test_a_compiled_op_is_a_small_frozen_value_of_its_own_type() -> None:
    types = typing.get_args(Op)
    assert len(set(types)) == len(types) == len(OP_NAMES)
    for cls in types:
        assert dataclasses.is_dataclass(cls) and cls.__dataclass_params__.frozen, cls
        assert "__slots__" in vars(cls), f"{cls.__name__} is not slotted"
        assert len(dataclasses.fields(cls)) <= 4, f"{cls.__name__} carries fields of other operations"
