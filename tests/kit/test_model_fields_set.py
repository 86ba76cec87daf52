"""Models that were given the same fields share one fields-set, and no model's fields-set changes through another."""

from __future__ import annotations

from sfbkit.kit.model_base import Model


class Sample(Model):
    name: str
    strength: int = 0
    flavour: str = ""


def test_models_given_the_same_fields_share_their_fields_set() -> None:
    first = Sample.model_validate({"name": "a", "strength": 1})
    second = Sample.model_validate({"name": "b", "strength": 2})
    other = Sample.model_validate({"name": "c"})
    assert first.__pydantic_fields_set__ is second.__pydantic_fields_set__
    assert first.model_fields_set == {"name", "strength"} and other.model_fields_set == {"name"}
    assert first.model_dump(exclude_unset=True) == {"name": "a", "strength": 1}


def test_a_copy_with_updates_leaves_the_shared_fields_set_alone() -> None:
    first = Sample.model_validate({"name": "a"})
    second = Sample.model_validate({"name": "b"})
    copied = first.model_copy(update={"flavour": "x"})
    assert copied.model_fields_set == {"name", "flavour"}
    assert first.model_fields_set == {"name"} and second.model_fields_set == {"name"}
    assert second.model_dump(exclude_unset=True) == {"name": "b"}
