"""Reads a match script file into a Script, reporting every problem with its file, line and column."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from sfbkit.content.loader import locate
from sfbkit.content.match_script import ExpectSpec, ScriptModel
from sfbkit.content.model_errors import format_path, located_errors
from sfbkit.content.yaml_source import MAX_FILE_BYTES, Node, read_yaml
from sfbkit.errors import ScriptError
from sfbkit.input_file import UnreadableInput, read_input
from sfbkit.play.script_steps import (
    BARE_STEPS,
    VALUE_STEPS,
    DecisionStep,
    ExpectStep,
    ScriptStep,
    StepSyntaxError,
    parse_auto,
    parse_value,
    step_kinds,
)


@dataclass(frozen=True, slots=True)
class ScriptProblem:
    """One problem in a script file."""

    file: str
    line: int
    column: int
    path: str
    message: str

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
        ScriptProblem(file, i.line, i.column, format_path(i.path), i.message) for i in document.issues
    ]
    if not document.usable or document.root is None:
        raise ScriptSyntaxError(problems or [ScriptProblem(file, 1, 1, "", "the file is empty")])
    root = document.root
    if not isinstance(document.data, dict):
        raise ScriptSyntaxError([ScriptProblem(file, root.line, root.column, "", "a script is a mapping")])
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
            problems.append(ScriptProblem(file, located.line, located.column, located.path, located.message))
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
                ScriptProblem(file, error.node.line, error.node.column, f"steps[{index}]", error.message)
            )
    return tuple(steps)


def _parse_step(item: Any, node: Node, index: int, file: str, problems: list[ScriptProblem]) -> ScriptStep:
    known = ", ".join(step_kinds())
    if isinstance(item, str):
        if item in BARE_STEPS:
            return DecisionStep(index, node.line, item, None, None, item)
        raise StepSyntaxError(node, f"unknown step {item!r}; steps are {known}")
    if not isinstance(item, dict) or not item:
        raise StepSyntaxError(
            node, f"a step is a word such as end-turn or a one-key mapping; steps are {known}"
        )
    keys = [key for key in item if key != "player"]
    if len(keys) != 1:
        raise StepSyntaxError(node, f"a step has exactly one of {known} (plus an optional player)")
    kind = keys[0]
    value = item[kind]
    value_node = node.child(kind) or node
    player: int | None = None
    if "player" in item:
        raw_player = item["player"]
        if isinstance(raw_player, bool) or not isinstance(raw_player, int) or not 0 <= raw_player <= 3:
            raise StepSyntaxError(node.child("player") or node, "player must be a seat number from 0 to 3")
        player = raw_player
    if kind == "expect":
        if player is not None:
            raise StepSyntaxError(node, "expect takes no player")
        try:
            spec = ExpectSpec.model_validate(value if value is not None else {})
        except ValidationError as error:
            for located in located_errors(ExpectSpec, error, value_node):
                path = f"steps[{index - 1}].expect" + ("." + located.path if located.path != "$" else "")
                problems.append(ScriptProblem(file, located.line, located.column, path, located.message))
            spec = ExpectSpec()
        return ExpectStep(index, node.line, spec, value_node)
    if kind == "auto":
        return parse_auto(value, value_node, index)
    if kind in BARE_STEPS:
        raise StepSyntaxError(node, f"{kind} is written as a bare word: '- {kind}'")
    if kind not in VALUE_STEPS:
        raise StepSyntaxError(node.key(kind) or node, f"unknown step {kind!r}; steps are {known}")
    normalised, text = parse_value(kind, value, value_node)
    return DecisionStep(index, node.line, kind, normalised, player, text)
