"""The step forms of Dungeon Command match scripts: each turns a readable step into option ids (DC §5.4)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sfbkit.games.dungeon_command.engine.option_ids import MalformedOptionError, OptionId
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.scripts.atoms import Atom, fixed
from sfbkit.kit.scripts.expect_keys import flow
from sfbkit.kit.scripts.script_registry import Registry
from sfbkit.kit.scripts.steps import DecisionStep, StepSyntaxError

StepForm = Callable[[Any], tuple[str, ...]]
"""Turns a step's value into the option ids it answers, in order; raises ValueError on a bad value."""

FORMS: Registry[StepForm] = Registry("step form")

OPTION = "option"
"""The form of one option id, written ``option: <id>`` or as a bare word (``- move``)."""


def _option(text: object) -> str:
    if not isinstance(text, str | int) or isinstance(text, bool):
        raise ValueError(f"expected an option id, found {text!r}")
    try:
        return str(OptionId.parse(str(text)))
    except MalformedOptionError as error:
        raise ValueError(str(error)) from None


def _square(text: object) -> str:
    if not isinstance(text, str) or not text[:1].isalpha() or not text[1:].isdigit():
        raise ValueError(f"expected a square such as h2, found {text!r}")
    return text


@FORMS.register(OPTION)
def option(value: Any) -> tuple[str, ...]:
    """``option: step:h3`` (or a bare word, ``- move``): one option id."""
    return (_option(value),)


@FORMS.register("picks")
def picks(value: Any) -> tuple[str, ...]:
    """``picks: [activate:h2, move]``: several option ids in order."""
    if not isinstance(value, list):
        raise ValueError("expected a list of option ids")
    return tuple(_option(item) for item in value)


@FORMS.register("activate")
def activate(value: Any) -> tuple[str, ...]:
    """``activate: h2``: activates the creature on a square."""
    return (f"activate:{_square(value)}",)


@FORMS.register("path")
def path(value: Any) -> tuple[str, ...]:
    """``path: [h3, h4]``: a move's steps square by square (add ``stop`` when one is offered)."""
    if not isinstance(value, list) or not value:
        raise ValueError("expected a list of squares, e.g. [h3, h4]")
    return tuple(f"step:{_square(item)}" for item in value)


@FORMS.register("deploy")
def deploy(value: Any) -> tuple[str, ...]:
    """``deploy: {chain-warden: m2, lantern-pikeman: o1}``: deployments in order (DC §3 step 7)."""
    if not isinstance(value, dict) or not value:
        raise ValueError("expected a mapping of creature to square, e.g. {chain-warden: m2}")
    return tuple(f"deploy:{card}@{_square(square)}" for card, square in value.items())


@FORMS.register("order")
def order(value: Any) -> tuple[str, ...]:
    """``order: lantern-strike`` or ``order: take-the-blow@e5``: plays an order (DC §10)."""
    if not isinstance(value, str):
        raise ValueError("expected an order id, optionally @square")
    return (_option(f"order:{value}"),)


@FORMS.register("attack")
def attack(value: Any) -> tuple[str, ...]:
    """``attack: 0``: the creature's attack by index (DC §8)."""
    if type(value) is not int or value < 0:
        raise ValueError("expected an attack index (0, 1, ...)")
    return (f"attack:{value}",)


@FORMS.register("target")
def target(value: Any) -> tuple[str, ...]:
    """``target: f6``: the target on a square."""
    return (f"target:{_square(value)}",)


def bare(word: str) -> tuple[str, Any] | None:
    """Returns the option step a bare word stands for (``- move``), or None when it is no option id."""
    try:
        return OPTION, option(word)
    except ValueError:
        return None


def parse_value(kind: str, value: Any, node: Node) -> tuple[Any, str]:
    """Returns a step's option ids and its text; StepSyntaxError naming what was wrong."""
    try:
        ids = FORMS.get(kind)(value)
    except ValueError as error:
        raise StepSyntaxError(node, f"{kind}: {error}") from None
    return ids, f"{kind} {flow(value)}"


def atoms(step: DecisionStep) -> list[Atom]:
    """Returns the answers of a step: each of its option ids, for whatever decision is asked."""
    ids: tuple[str, ...] = step.value
    return [Atom(frozenset(), fixed(option_id)) for option_id in ids]
