"""Reads a match script file into a Script, reporting every problem with its file, line and column."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from sfbkit.games.super_fantasy_brawl.content.match_script import ScriptModel
from sfbkit.games.super_fantasy_brawl.play.expectations import EXPECTATIONS
from sfbkit.games.super_fantasy_brawl.play.script_steps import AUTO_MODES
from sfbkit.games.super_fantasy_brawl.play.step_forms import BARE_STEPS, VALUE_STEPS, parse_value
from sfbkit.kit.input_file import UnreadableInput, read_input
from sfbkit.kit.loader import locate
from sfbkit.kit.model_errors import format_path, located_errors
from sfbkit.kit.scripts.step_parser import ScriptProblem, ScriptSyntaxError, StepGrammar, StepParser
from sfbkit.kit.scripts.steps import ScriptStep
from sfbkit.kit.yaml_source import MAX_FILE_BYTES, Node, read_yaml


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


def _bare(word: str) -> tuple[str, Any] | None:
    return (word, None) if word in BARE_STEPS else None


def _player_names() -> tuple[str, ...]:
    """Returns the names of the game's players; the players (and the engine) are imported only when asked."""
    from sfbkit.games.super_fantasy_brawl.play.policies import POLICIES

    return POLICIES


GRAMMAR = StepGrammar(
    kinds=(*VALUE_STEPS, *BARE_STEPS),
    bare=_bare,
    valued=lambda kind: kind in VALUE_STEPS,
    parse_value=parse_value,
    expectations=EXPECTATIONS,
    auto_modes=AUTO_MODES,
    players=_player_names,
    seats=4,
)
"""Super Fantasy Brawl's steps, as the kit's step parser reads them."""


def parse_steps(
    items: Sequence[Any], steps_node: Node | None, fallback: Node, file: str, problems: list[ScriptProblem]
) -> tuple[ScriptStep, ...]:
    """Parses a script's steps, adding every problem to ``problems``; ``fallback`` locates a step with no node."""
    return StepParser(GRAMMAR, file, problems).parse_steps(items, steps_node, fallback)


__all__ = [
    "GRAMMAR",
    "Script",
    "ScriptProblem",
    "ScriptSyntaxError",
    "load_script",
    "parse_header",
    "parse_script",
    "parse_steps",
]
