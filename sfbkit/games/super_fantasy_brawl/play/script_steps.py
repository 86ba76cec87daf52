"""The steps of a match script as parsed (decisions, expectations, refusals, policy stretches) and value checks."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from sfbkit.kit.yaml_source import Node

HEX = re.compile(r"^[a-z][1-9][0-9]?$")
ID = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
OPTION = re.compile(r"\S+")
"""An option id: one word, no spaces or line breaks."""
COLOURS = ("red", "yellow", "blue")
STANDARD_ACTIONS = ("red", "yellow", "blue", "move2")

IdKind = Literal["champion", "card", "arena", "ruleset", "trap", "challenge", "deployment area"]
"""What kind of content a script names by id."""
Named = tuple[tuple[str | int, ...], str, IdKind]
"""An id a step names: where under the step's value, the id, and what it should be."""

AutoMode = Literal["end", "turns", "rounds", "until_round", "decisions"]
"""How far an ``auto:`` step plays."""
AUTO_MODES: tuple[AutoMode, ...] = ("turns", "rounds", "until_round", "decisions")
MAX_AUTO_COUNT = 100_000
"""The largest count an ``auto:`` step takes (more than any match lasts)."""


@dataclass(frozen=True, slots=True)
class DecisionStep:
    """One scripted answer (or a run of answers, such as a path) in readable form."""

    index: int
    line: int
    kind: str
    value: Any
    player: int | None
    text: str


@dataclass(frozen=True, slots=True)
class ExpectStep:
    """An ``expect:`` block: what must hold at this point."""

    index: int
    line: int
    values: dict[str, Any]
    """The keys written (see ``expectations.EXPECT_KEYS``) and their validated values, in the order written."""
    node: Node


@dataclass(frozen=True, slots=True)
class RejectStep:
    """A ``reject:`` step: a decision step the engine must refuse as the match stands."""

    index: int
    line: int
    step: DecisionStep
    text: str


@dataclass(frozen=True, slots=True)
class AutoStep:
    """A stretch played by the players' policies: to the end, or for some turns, rounds or decisions."""

    index: int
    line: int
    mode: AutoMode
    count: int
    text: str


ScriptStep = DecisionStep | ExpectStep | AutoStep | RejectStep


StepProblemCode = Literal["unknown-step", "bad-step"]
"""A step whose key is not a step form, or a step form whose value has the wrong shape."""


class StepSyntaxError(ValueError):
    """A step is malformed; carries the node it is about and the problem code."""

    def __init__(self, node: Node, message: str, code: StepProblemCode = "bad-step") -> None:
        super().__init__(message)
        self.node = node
        self.message = message
        self.code: StepProblemCode = code


def _is_id(value: Any) -> bool:
    return isinstance(value, str) and bool(ID.match(value))


def _is_hex(value: Any) -> bool:
    return isinstance(value, str) and bool(HEX.match(value))


def int_value(value: Any, node: Node, what: str, low: int = 0, high: int | None = None) -> int:
    """Returns a step's integer value; StepSyntaxError unless it is one from ``low`` to ``high``."""
    if (
        isinstance(value, bool)
        or not isinstance(value, int)
        or value < low
        or (high is not None and value > high)
    ):
        span = f"from {low} to {high}" if high is not None else f"of at least {low}"
        raise StepSyntaxError(node, f"{what} must be an integer {span}, not {value!r}")
    return value


def id_value(value: Any, node: Node, what: str) -> str:
    """Returns a step's id value; StepSyntaxError unless it is a kebab-case id."""
    if not _is_id(value):
        raise StepSyntaxError(node, f"{what} must be an id such as 'borka', not {value!r}")
    result: str = value
    return result


def hex_value(value: Any, node: Node, what: str = "a hex") -> str:
    """Returns a step's hex label; StepSyntaxError unless it is one."""
    if not _is_hex(value):
        raise StepSyntaxError(node, f"{what} must be a hex label such as 'c4', not {value!r}")
    result: str = value
    return result


def mapping_value(
    value: Any, node: Node, what: str, allowed: tuple[str, ...], required: tuple[str, ...]
) -> dict[str, Any]:
    """Returns a step's mapping value; StepSyntaxError on a key not allowed or a required key missing."""
    if not isinstance(value, dict):
        raise StepSyntaxError(node, f"{what} must be a mapping with {', '.join(allowed)}")
    for key in value:
        if key not in allowed:
            raise StepSyntaxError(node.key(key) or node, f"{what} takes {', '.join(allowed)}; not {key!r}")
    for key in required:
        if key not in value:
            raise StepSyntaxError(node, f"{what} needs {key!r}")
    return value


def child(node: Node, key: str | int) -> Node:
    """Returns the node under a key, or the node itself when the key has none."""
    return node.child(key) or node


def parse_auto(value: Any, node: Node, index: int) -> AutoStep:
    """Parses an ``auto:`` step."""
    if value == "end":
        return AutoStep(index, node.line, "end", 0, "auto to the end")
    data = mapping_value(value, node, "auto", AUTO_MODES, ())
    if len(data) != 1:
        raise StepSyntaxError(node, f"auto takes 'end' or exactly one of {', '.join(AUTO_MODES)}")
    key, count = next(iter(data.items()))
    mode = next(m for m in AUTO_MODES if m == key)
    count = int_value(count, child(node, mode), f"auto.{mode}", 1, MAX_AUTO_COUNT)
    return AutoStep(index, node.line, mode, count, f"auto {mode} {count}")
