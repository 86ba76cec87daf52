"""Step forms that stand for option ids, as a registry of forms: parsing their values, their answers, their table."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.problems import one_line
from sfbkit.kit.scripts.atoms import Atom, fixed
from sfbkit.kit.scripts.expectations import Expectations
from sfbkit.kit.scripts.script_registry import Registry
from sfbkit.kit.scripts.step_parser import StepGrammar
from sfbkit.kit.scripts.steps import AutoMode, DecisionStep, StepSyntaxError

StepForm = Callable[[Any], tuple[str, ...]]
"""Turns a step's value into the option ids it answers, in order; raises ValueError on a bad value."""


def written(value: Any) -> str:
    """Returns a step's value as a script writes it (YAML flow style)."""
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key}: {written(item)}" for key, item in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ", ".join(written(item) for item in value) + "]"
    return str(value)


def form_value(forms: Registry[StepForm], kind: str, value: Any, node: Node) -> tuple[tuple[str, ...], str]:
    """Returns a step's option ids and its text; StepSyntaxError naming what was wrong."""
    try:
        ids = forms.get(kind)(value)
    except ValueError as error:
        raise StepSyntaxError(node, f"{kind}: {error}") from None
    return ids, f"{kind} {written(value)}"


def bare_option(form: StepForm, name: str, word: str) -> tuple[str, Any] | None:
    """Returns the step a bare word stands for under the option form ``name``, or None when it is no option id."""
    try:
        return name, form(word)
    except ValueError:
        return None


def option_atoms(step: DecisionStep) -> list[Atom]:
    """Returns the answers of a step whose value is option ids: each, for whatever decision is asked."""
    ids: tuple[str, ...] = step.value
    return [Atom(frozenset(), fixed(option_id)) for option_id in ids]


def forms_table(forms: Registry[StepForm]) -> str:
    """Returns the Markdown table of a game's step forms, each with the docstring of its handler."""
    rows = ["| step | answers |", "|---|---|"]
    rows.extend(
        f"| `{name}` | {one_line(forms.get(name).__doc__ or '').replace('``', '`')} |" for name in forms
    )
    return "\n".join(rows)


def forms_grammar(
    forms: Registry[StepForm],
    bare: Callable[[str], tuple[str, Any] | None],
    parse_value: Callable[[str, Any, Node], tuple[Any, str]],
    expectations: Expectations,
    auto_modes: tuple[AutoMode, ...],
    policies: tuple[str, ...],
    seats: int,
) -> StepGrammar:
    """Returns the grammar of a game whose valued steps are the forms of ``forms`` and whose players are policies."""
    return StepGrammar(
        kinds=tuple(forms),
        bare=bare,
        valued=lambda kind: kind in forms,
        parse_value=parse_value,
        expectations=expectations,
        auto_modes=auto_modes,
        players=lambda: policies,
        seats=seats,
    )
