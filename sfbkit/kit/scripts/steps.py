"""The steps of a match script as parsed (decisions, expectations, refusals, policy stretches) and value checks."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

from sfbkit.kit.io.yaml_source import Node

AutoMode = Literal["end", "turns", "rounds", "until_round", "until_turn", "decisions"]
"""How far an ``auto:`` step plays: to the end, N turns, N rounds, until round or turn R, or N decisions."""
MAX_AUTO_COUNT = 100_000
"""The largest count an ``auto:`` step takes (more than any match lasts)."""
AUTO_PLAYER = "player"
"""The key of an ``auto:`` mapping that names the player answering for every seat in the stretch."""


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
    """The keys written and their validated values, in the order written."""
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
    """A stretch played by the players' policies (or one named player): to the end, or for some turns or decisions."""

    index: int
    line: int
    mode: AutoMode
    count: int
    text: str
    player: str | None = None
    """A player name of the game's registry that answers for every seat; None: each seat's own policy."""


ScriptStep = DecisionStep | ExpectStep | AutoStep | RejectStep


StepProblemCode = Literal["unknown-step", "unknown-key", "bad-step"]
"""A step whose key is not a step form, an old or unknown expectation key, or a step of the wrong shape."""


class StepSyntaxError(ValueError):
    """A step is malformed; carries the node it is about and the problem code."""

    def __init__(self, node: Node, message: str, code: StepProblemCode = "bad-step") -> None:
        super().__init__(message)
        self.node = node
        self.message = message
        self.code: StepProblemCode = code


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


def parse_auto(
    value: Any, node: Node, index: int, modes: tuple[AutoMode, ...], players: Callable[[], tuple[str, ...]]
) -> AutoStep:
    """Parses an ``auto:`` step: ``end``, or one of ``modes`` with a count, optionally with a ``player`` name."""
    if value == "end":
        return AutoStep(index, node.line, "end", 0, "auto to the end")
    if isinstance(value, str) and value in players():
        raise StepSyntaxError(
            node, f"auto takes 'end' or a mapping; write 'auto: {{{AUTO_PLAYER}: {value}}}'"
        )
    if isinstance(value, dict) and "policy" in value:
        raise StepSyntaxError(
            node.key("policy") or node, f"auto names its player with '{AUTO_PLAYER}: NAME', not 'policy'"
        )
    data = mapping_value(value, node, "auto", (*modes, AUTO_PLAYER), ())
    player = data.get(AUTO_PLAYER)
    if player is not None and player not in players():
        raise StepSyntaxError(
            child(node, AUTO_PLAYER), f"auto.player must be one of {', '.join(players())}, not {player!r}"
        )
    counted = {key: count for key, count in data.items() if key != AUTO_PLAYER}
    by = f" by {player}" if player is not None else ""
    if not counted:
        if player is None:
            raise StepSyntaxError(node, f"auto takes 'end' or exactly one of {', '.join(modes)}")
        return AutoStep(index, node.line, "end", 0, f"auto to the end{by}", player)
    if len(counted) != 1:
        raise StepSyntaxError(node, f"auto takes 'end' or exactly one of {', '.join(modes)}")
    key, count = next(iter(counted.items()))
    mode = next(m for m in modes if m == key)
    count = int_value(count, child(node, mode), f"auto.{mode}", 1, MAX_AUTO_COUNT)
    return AutoStep(index, node.line, mode, count, f"auto {mode} {count}{by}", player)
