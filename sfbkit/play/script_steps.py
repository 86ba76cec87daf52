"""The steps of a match script: decisions in a readable form, expectations and policy stretches."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from sfbkit.content.match_script import ExpectSpec
from sfbkit.content.yaml_source import Node

HEX = re.compile(r"^[a-z][1-9][0-9]?$")
ID = re.compile(r"^[a-z][a-z0-9]*(-[a-z0-9]+)*$")
OPTION = re.compile(r"\S+")
"""An option id: one word, no spaces or line breaks."""
COLOURS = ("red", "yellow", "blue")
STANDARD_ACTIONS = ("red", "yellow", "blue", "move2")

BARE_STEPS = ("end-turn", "stop", "stay", "decline", "use", "keep", "done")
"""Steps written as a bare word: ``- end-turn``."""

VALUE_STEPS = (
    "play",
    "action",
    "path",
    "force",
    "to",
    "target",
    "facing",
    "react",
    "amount",
    "cards",
    "discard",
    "trap_hex",
    "hex",
    "deploy",
    "area",
    "pick",
    "ban",
    "choose",
    "core",
    "mode",
    "option",
)
"""Steps written as a one-key mapping: ``- target: gorlak``."""

AUTO_MODES = ("turns", "rounds", "until_round", "decisions")
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
    spec: ExpectSpec
    node: Node


@dataclass(frozen=True, slots=True)
class AutoStep:
    """A stretch played by the players' policies: to the end, or for some turns, rounds or decisions."""

    index: int
    line: int
    mode: str
    """``end``, or one of AUTO_MODES."""
    count: int
    text: str


ScriptStep = DecisionStep | ExpectStep | AutoStep


class StepSyntaxError(ValueError):
    """A step is malformed; carries the node it is about."""

    def __init__(self, node: Node, message: str) -> None:
        super().__init__(message)
        self.node = node
        self.message = message


def _is_id(value: Any) -> bool:
    return isinstance(value, str) and bool(ID.match(value))


def _is_hex(value: Any) -> bool:
    return isinstance(value, str) and bool(HEX.match(value))


def _int(value: Any, node: Node, what: str, low: int = 0, high: int | None = None) -> int:
    if (
        isinstance(value, bool)
        or not isinstance(value, int)
        or value < low
        or (high is not None and value > high)
    ):
        span = f"from {low} to {high}" if high is not None else f"of at least {low}"
        raise StepSyntaxError(node, f"{what} must be an integer {span}, not {value!r}")
    return value


def _id(value: Any, node: Node, what: str) -> str:
    if not _is_id(value):
        raise StepSyntaxError(node, f"{what} must be an id such as 'borka', not {value!r}")
    result: str = value
    return result


def _hex(value: Any, node: Node, what: str = "a hex") -> str:
    if not _is_hex(value):
        raise StepSyntaxError(node, f"{what} must be a hex label such as 'c4', not {value!r}")
    result: str = value
    return result


def _mapping(
    value: Any, node: Node, what: str, allowed: tuple[str, ...], required: tuple[str, ...]
) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise StepSyntaxError(node, f"{what} must be a mapping with {', '.join(allowed)}")
    for key in value:
        if key not in allowed:
            raise StepSyntaxError(node.key(key) or node, f"{what} takes {', '.join(allowed)}; not {key!r}")
    for key in required:
        if key not in value:
            raise StepSyntaxError(node, f"{what} needs {key!r}")
    return value


def _child(node: Node, key: str | int) -> Node:
    return node.child(key) or node


def parse_value(kind: str, value: Any, node: Node) -> tuple[Any, str]:
    """Validates the value of a decision step; returns it normalised and its readable text."""
    if kind == "play":
        if isinstance(value, str):
            return {"card": _id(value, node, "play"), "champion": None}, f"play {value}"
        data = _mapping(value, node, "play", ("card", "champion"), ("card",))
        card = _id(data["card"], _child(node, "card"), "play.card")
        champion = (
            _id(data["champion"], _child(node, "champion"), "play.champion") if "champion" in data else None
        )
        return {"card": card, "champion": champion}, f"play {card}" + (
            f" with {champion}" if champion else ""
        )
    if kind == "action":
        if value == "end-turn":
            return {"standard": "end-turn"}, "end the turn"
        data = _mapping(value, node, "action", ("standard", "champion", "core"), ("standard", "champion"))
        standard = data["standard"]
        if standard not in STANDARD_ACTIONS:
            raise StepSyntaxError(
                _child(node, "standard"), f"action.standard must be one of {', '.join(STANDARD_ACTIONS)}"
            )
        champion = _id(data["champion"], _child(node, "champion"), "action.champion")
        core = data.get("core")
        if core is not None and core not in COLOURS:
            raise StepSyntaxError(_child(node, "core"), f"action.core must be one of {', '.join(COLOURS)}")
        if core is not None and standard != "move2" and core != standard:
            raise StepSyntaxError(
                _child(node, "core"), f"the {standard} standard action uses the {standard} core"
            )
        return {
            "standard": standard,
            "champion": champion,
            "core": core,
        }, f"{standard} standard action with {champion}"
    if kind in ("path", "force"):
        if not isinstance(value, list):
            raise StepSyntaxError(node, f"{kind} must be a list of hex labels such as [c3, c4]")
        hexes = [_hex(item, _child(node, i), f"{kind}[{i}]") for i, item in enumerate(value)]
        return hexes, f"{kind} {' '.join(hexes) or '(none)'}"
    if kind in ("to", "trap_hex", "hex"):
        return _hex(value, node, kind), f"{kind} {value}"
    if kind in ("target", "pick", "ban", "choose"):
        return _id(value, node, kind), f"{kind} {value}"
    if kind in ("discard",):
        return _id(value, node, kind), f"discard {value}"
    if kind == "facing":
        return _int(value, node, "facing", 0, 5), f"facing {value}"
    if kind == "amount":
        return _int(value, node, "amount", 0, 20), f"amount {value}"
    if kind == "mode":
        return _int(value, node, "mode", 0, 9), f"mode {value}"
    if kind == "core":
        if value not in COLOURS:
            raise StepSyntaxError(node, f"core must be one of {', '.join(COLOURS)}")
        return value, f"core {value}"
    if kind == "area":
        return _id(value, node, "area"), f"area {value}"
    if kind == "option":
        if not isinstance(value, str) or not OPTION.fullmatch(value):
            raise StepSyntaxError(node, "option must be an option id such as 'step:c4'")
        return value, f"option {value}"
    if kind == "react":
        if value == "none":
            return {"card": None, "on": None}, "no reaction"
        if isinstance(value, str):
            return {"card": _id(value, node, "react"), "on": None}, f"react with {value}"
        data = _mapping(value, node, "react", ("card", "on"), ("card",))
        card = _id(data["card"], _child(node, "card"), "react.card")
        on = _id(data["on"], _child(node, "on"), "react.on") if "on" in data else None
        return {"card": card, "on": on}, f"react with {card}" + (f" on {on}" if on else "")
    if kind == "cards":
        if not isinstance(value, list):
            raise StepSyntaxError(node, "cards must be a list of card ids (may be empty)")
        cards = [_id(item, _child(node, i), f"cards[{i}]") for i, item in enumerate(value)]
        return cards, f"cards {', '.join(cards) or '(none)'}"
    if kind == "deploy":
        items = value if isinstance(value, list) else [value]
        hexes = []
        for i, item in enumerate(items):
            where = node.child(i) if isinstance(value, list) else node
            hexes.append("gate" if item == "gate" else _hex(item, where or node, "deploy"))
        return hexes, f"deploy {' '.join(hexes)}"
    raise StepSyntaxError(node, f"unknown step {kind!r}")


def parse_auto(value: Any, node: Node, index: int) -> AutoStep:
    """Parses an ``auto:`` step."""
    if value == "end":
        return AutoStep(index, node.line, "end", 0, "auto to the end")
    data = _mapping(value, node, "auto", AUTO_MODES, ())
    if len(data) != 1:
        raise StepSyntaxError(node, f"auto takes 'end' or exactly one of {', '.join(AUTO_MODES)}")
    mode, count = next(iter(data.items()))
    count = _int(count, _child(node, mode), f"auto.{mode}", 1, MAX_AUTO_COUNT)
    return AutoStep(index, node.line, mode, count, f"auto {mode} {count}")


def step_kinds() -> tuple[str, ...]:
    """Returns every step keyword, for messages and docs."""
    return (*VALUE_STEPS, *BARE_STEPS, "auto", "expect")
