"""Reads a match script file into a Script, reporting every problem with its file, line and column."""

from __future__ import annotations

import difflib
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from sfbkit.games.super_fantasy_brawl.content.match_script import ScriptModel
from sfbkit.games.super_fantasy_brawl.play.expectations import ExpectSpec, given
from sfbkit.games.super_fantasy_brawl.play.script_steps import (
    DecisionStep,
    ExpectStep,
    RejectStep,
    ScriptStep,
    StepSyntaxError,
    parse_auto,
)
from sfbkit.games.super_fantasy_brawl.play.step_forms import BARE_STEPS, VALUE_STEPS, parse_value, step_kinds
from sfbkit.kit.errors import ScriptError
from sfbkit.kit.input_file import UnreadableInput, read_input
from sfbkit.kit.loader import locate
from sfbkit.kit.model_errors import format_path, located_errors
from sfbkit.kit.yaml_source import MAX_FILE_BYTES, Node, read_yaml


@dataclass(frozen=True, slots=True)
class ScriptProblem:
    """One problem in a script file."""

    file: str
    line: int
    column: int
    path: str
    message: str
    code: str = "bad-step"
    """The problem code validation reports it under (``unknown-step``, ``unknown-key``, ``yaml-syntax``...)."""

    def __str__(self) -> str:
        where = f"{self.path}: " if self.path and self.path != "$" else ""
        return f"{self.file}:{self.line}:{self.column}: {where}{self.message}"


class ScriptSyntaxError(ScriptError):
    """A script file could not be read; ``problems`` lists every problem found."""

    def __init__(self, problems: Sequence[ScriptProblem]) -> None:
        super().__init__("\n".join(str(problem) for problem in problems))
        self.problems = list(problems)


@dataclass(frozen=True, slots=True)
class Script:
    """A parsed match script: its header and players, optional starting position, and steps."""

    file: str
    model: ScriptModel
    steps: tuple[ScriptStep, ...]
    root: Node

    def line_of(self, *path: str | int) -> int:
        """Returns the line of the node under a path in the file (the deepest that exists)."""
        return locate(self.root, path)[0]


def load_script(path: Path, display: str | None = None) -> Script:
    """Reads and checks a script file; raises ScriptSyntaxError listing every problem."""
    shown = display if display is not None else str(path)
    try:
        raw = read_input(path, MAX_FILE_BYTES)
    except UnreadableInput as error:
        raise ScriptSyntaxError([ScriptProblem(shown, 1, 1, "", str(error))]) from None
    return parse_script(raw, shown)


def parse_script(raw: bytes, file: str) -> Script:
    """Parses a script from bytes; raises ScriptSyntaxError listing every problem."""
    document = read_yaml(raw)
    problems = [
        ScriptProblem(file, i.line, i.column, format_path(i.path), i.message, i.code) for i in document.issues
    ]
    if not document.usable or document.root is None:
        raise ScriptSyntaxError(
            problems or [ScriptProblem(file, 1, 1, "", "the file is empty", "empty-file")]
        )
    root = document.root
    if not isinstance(document.data, dict):
        raise ScriptSyntaxError(
            [ScriptProblem(file, root.line, root.column, "", "a script is a mapping", "wrong-type")]
        )
    model = parse_header(document.data, root, file, problems)
    items = document.data.get("steps")
    steps = parse_steps(items if isinstance(items, list) else [], root.child("steps"), root, file, problems)
    if problems or model is None:
        raise ScriptSyntaxError(problems)
    return Script(file, model, steps, root)


def parse_header(
    data: dict[str, Any], node: Node, file: str, problems: list[ScriptProblem]
) -> ScriptModel | None:
    """Validates a script's mapping against ScriptModel; None after adding every problem to ``problems``."""
    try:
        return ScriptModel.model_validate(data)
    except ValidationError as error:
        for located in located_errors(ScriptModel, error, node):
            problems.append(
                ScriptProblem(file, located.line, located.column, located.path, located.message, located.code)
            )
        return None


def parse_steps(
    items: Sequence[Any], steps_node: Node | None, fallback: Node, file: str, problems: list[ScriptProblem]
) -> tuple[ScriptStep, ...]:
    """Parses a script's steps, adding every problem to ``problems``; ``fallback`` locates a step with no node."""
    steps: list[ScriptStep] = []
    for index, item in enumerate(items):
        node = (steps_node.child(index) if steps_node is not None else None) or fallback
        try:
            steps.append(_parse_step(item, node, index + 1, file, problems))
        except StepSyntaxError as error:
            problems.append(
                ScriptProblem(
                    file, error.node.line, error.node.column, f"steps[{index}]", error.message, error.code
                )
            )
    return tuple(steps)


def _unknown(kind: str) -> str:
    close = difflib.get_close_matches(kind, step_kinds(), n=1)
    maybe = f" (did you mean '{close[0]}'?)" if close else ""
    return f"unknown step {kind!r}{maybe}; steps are {', '.join(step_kinds())}"


def _parse_step(item: Any, node: Node, index: int, file: str, problems: list[ScriptProblem]) -> ScriptStep:
    if isinstance(item, str):
        if item in BARE_STEPS:
            return DecisionStep(index, node.line, item, None, None, item)
        raise StepSyntaxError(node, _unknown(item), "unknown-step")
    if not isinstance(item, dict) or not item:
        raise StepSyntaxError(
            node,
            f"a step is a word such as end-turn or a one-key mapping; steps are {', '.join(step_kinds())}",
        )
    keys = [key for key in item if key != "player"]
    if len(keys) != 1:
        known = ", ".join(step_kinds())
        raise StepSyntaxError(node, f"a step has exactly one of {known} (plus an optional player)")
    kind = keys[0]
    value = item[kind]
    value_node = node.child(kind) or node
    if kind in ("expect", "auto", "reject") and "player" in item:
        raise StepSyntaxError(node.key("player") or node, f"{kind} takes no player")
    if kind == "expect":
        return _parse_expect(value, value_node, index, file, problems)
    if kind == "auto":
        return parse_auto(value, value_node, index)
    if kind == "reject":
        return _parse_reject(value, value_node, index, file, problems)
    player: int | None = None
    if "player" in item:
        raw_player = item["player"]
        if isinstance(raw_player, bool) or not isinstance(raw_player, int) or not 0 <= raw_player <= 3:
            raise StepSyntaxError(node.child("player") or node, "player must be a seat number from 0 to 3")
        player = raw_player
    if kind in BARE_STEPS:
        raise StepSyntaxError(node, f"{kind} is written as a bare word: '- {kind}'")
    if not isinstance(kind, str) or kind not in VALUE_STEPS:
        raise StepSyntaxError(node.key(kind) or node, _unknown(str(kind)), "unknown-step")
    normalised, text = parse_value(kind, value, value_node)
    return DecisionStep(index, node.line, kind, normalised, player, text)


def _parse_expect(value: Any, node: Node, index: int, file: str, problems: list[ScriptProblem]) -> ExpectStep:
    written = value if value is not None else {}
    try:
        spec = ExpectSpec.model_validate(written)
    except ValidationError as error:
        for located in located_errors(ExpectSpec, error, node):
            path = f"steps[{index - 1}].expect" + ("." + located.path if located.path != "$" else "")
            problems.append(
                ScriptProblem(file, located.line, located.column, path, located.message, located.code)
            )
        return ExpectStep(index, node.line, {}, node)
    return ExpectStep(index, node.line, given(spec, written), node)


def _parse_reject(value: Any, node: Node, index: int, file: str, problems: list[ScriptProblem]) -> RejectStep:
    inner = _parse_step(value, node, index, file, problems)
    if not isinstance(inner, DecisionStep):
        raise StepSyntaxError(
            node, "reject takes a decision step, such as 'reject: {path: [c4]}' or 'reject: end-turn'"
        )
    return RejectStep(index, node.line, inner, f"reject {inner.text}")
