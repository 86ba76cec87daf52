"""A grammar of option-id step forms: its kinds and valued keys are the registry's forms, its players the policies."""

from __future__ import annotations

from typing import Any

from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.scripts.expectations import Expectations
from sfbkit.kit.scripts.option_steps import StepForm, bare_option, form_value, forms_grammar
from sfbkit.kit.scripts.script_registry import Registry

FORMS: Registry[StepForm] = Registry("step form")


@FORMS.register("option")
def _option(value: Any) -> tuple[str, ...]:
    if not isinstance(value, str):
        raise ValueError("expected an option id")
    return (value,)


@FORMS.register("passes")
def _passes(value: Any) -> tuple[str, ...]:
    return ("pass",) * int(value)


def _parse(kind: str, value: Any, node: Node) -> tuple[Any, str]:
    return form_value(FORMS, kind, value, node)


GRAMMAR = forms_grammar(
    FORMS,
    lambda word: bare_option(_option, "option", word),
    _parse,
    Expectations("toy", ()),
    ("decisions",),
    ("random", "first"),
    seats=3,
)


def test_the_kinds_and_valued_keys_are_the_registrys_forms() -> None:
    assert GRAMMAR.kinds == ("option", "passes")
    assert GRAMMAR.valued("passes")
    assert not GRAMMAR.valued("wait")


def test_the_players_are_the_policies_and_the_seats_are_kept() -> None:
    assert GRAMMAR.players() == ("random", "first")
    assert GRAMMAR.seats == 3
    assert GRAMMAR.bare("done") == ("option", ("done",))
