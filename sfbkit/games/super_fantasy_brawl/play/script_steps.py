"""The values Super Fantasy Brawl's script steps name: hexes, ids and colours, and how far its ``auto:`` plays."""

from __future__ import annotations

import re
from typing import Any, Literal

from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.scripts.steps import (
    MAX_AUTO_COUNT,
    AutoMode,
    AutoStep,
    DecisionStep,
    ExpectStep,
    RejectStep,
    ScriptStep,
    StepSyntaxError,
    child,
    int_value,
    mapping_value,
)

__all__ = [
    "MAX_AUTO_COUNT",
    "AutoStep",
    "DecisionStep",
    "ExpectStep",
    "RejectStep",
    "ScriptStep",
    "StepSyntaxError",
    "child",
    "int_value",
    "mapping_value",
]

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

AUTO_MODES: tuple[AutoMode, ...] = ("turns", "rounds", "until_round", "decisions")
"""How far an ``auto:`` step of this game plays besides ``end``: it counts rounds."""


def _is_id(value: Any) -> bool:
    return isinstance(value, str) and bool(ID.match(value))


def _is_hex(value: Any) -> bool:
    return isinstance(value, str) and bool(HEX.match(value))


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
