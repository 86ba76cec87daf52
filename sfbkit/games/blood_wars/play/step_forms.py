"""The step forms of Blood Wars match scripts: each turns a readable step into option ids (BW §14)."""

from __future__ import annotations

import re
from typing import Any

from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.scripts.option_steps import StepForm, bare_option, form_value
from sfbkit.kit.scripts.script_registry import Registry

FORMS: Registry[StepForm] = Registry("step form")

OPTION = "option"
"""The form of one option id, written ``option: <id>`` or as a bare word (``- done``)."""


_INSTANCE = r"p[1-6]:[a-z0-9][a-z0-9-]*#[1-9][0-9]*"
_SHAPES = {
    "mulligan": "",
    "keep": "",
    "done": "",
    "end-phase": "",
    "pass": "",
    "neutral": "",
    "place": rf":{_INSTANCE}@{_INSTANCE}(/{_INSTANCE})?",
    "move": rf":{_INSTANCE}@{_INSTANCE}(/{_INSTANCE})?",
    "return": rf":{_INSTANCE}",
    "battlefield": rf":{_INSTANCE}",
    "intrigue": rf":{_INSTANCE}@{_INSTANCE}",
    "combat": rf":{_INSTANCE}@{_INSTANCE}",
    "fate": rf":{_INSTANCE}",
    "support": rf":{_INSTANCE}",
    "oppose": rf":{_INSTANCE}",
    "ability": rf":{_INSTANCE}/[1-9][0-9]*",
    "add": rf":{_INSTANCE}",
    "induct": rf":{_INSTANCE}",
    "discard": rf":{_INSTANCE}",
    "choose": rf":({_INSTANCE}|p[1-6])",
    "mode": r":[0-9]+",
}
VERBS = tuple(_SHAPES)
"""The first word of every option id of BW §14."""
_PATTERNS = {verb: re.compile(f"^{re.escape(verb)}{shape}$") for verb, shape in _SHAPES.items()}
_EXAMPLES = {
    "place": "place:p1:mire-pikes#1@p1:oszra#1",
    "intrigue": "intrigue:p1:vellmoor#1@p1:oszra#1",
    "ability": "ability:p1:oszra#1/1",
    "choose": "choose:p2:vellmoor#1 or choose:p2",
    "mode": "mode:1",
}


def option_id(text: object) -> str:
    """Returns an option id of BW §14 as written; ValueError naming the shape expected."""
    if not isinstance(text, str):
        raise ValueError(f"expected an option id, found {text!r}")
    verb = text.split(":", 1)[0]
    pattern = _PATTERNS.get(verb)
    if pattern is None:
        raise ValueError(f"{text!r} is no option id; option ids begin with {', '.join(VERBS)}")
    if not pattern.match(text):
        shape = _EXAMPLES.get(verb, f"{verb}:p1:card-id#1" if _SHAPES[verb] else verb)
        raise ValueError(
            f"{text!r} is not of the shape {shape} (card instances are p<seat>:<card id>#<copy>)"
        )
    return text


@FORMS.register(OPTION)
def option(value: Any) -> tuple[str, ...]:
    """``option: fate:p2:writ-of-recall#1`` (or a bare word, ``- done``): one option id."""
    return (option_id(value),)


@FORMS.register("picks")
def picks(value: Any) -> tuple[str, ...]:
    """``picks: [neutral, oppose:p3:ferryman-of-two-shores#1]``: several option ids in order."""
    if not isinstance(value, list) or not value:
        raise ValueError("expected a list of option ids")
    return tuple(option_id(item) for item in value)


@FORMS.register("passes")
def passes(value: Any) -> tuple[str, ...]:
    """``passes: 3``: answers ``pass`` to the next decisions, as many as given."""
    if type(value) is not int or not 1 <= value <= 100:
        raise ValueError("expected how many passes, from 1 to 100")
    return ("pass",) * value


def bare(word: str) -> tuple[str, Any] | None:
    """Returns the option step a bare word stands for (``- done``), or None when it is no option id."""
    return bare_option(option, OPTION, word)


def parse_value(kind: str, value: Any, node: Node) -> tuple[Any, str]:
    """Returns a step's option ids and its text; StepSyntaxError naming what was wrong."""
    return form_value(FORMS, kind, value, node)
