"""Reads a match script file into a Script, reporting every problem with its file, line and column."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.match_script import ScriptModel
from sfbkit.games.super_fantasy_brawl.play.expectations import EXPECTATIONS
from sfbkit.games.super_fantasy_brawl.play.script_steps import AUTO_MODES
from sfbkit.games.super_fantasy_brawl.play.step_forms import BARE_STEPS, VALUE_STEPS, parse_value
from sfbkit.kit.content.loader import locate
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.scripts.script_file import read_script_bytes, read_script_header, validated_header
from sfbkit.kit.scripts.step_parser import ScriptProblem, ScriptSyntaxError, StepGrammar, StepParser
from sfbkit.kit.scripts.steps import ScriptStep


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
    return parse_script(read_script_bytes(path, shown), shown)


def parse_script(raw: bytes, file: str) -> Script:
    """Parses a script from bytes; raises ScriptSyntaxError listing every problem."""
    problems: list[ScriptProblem] = []
    model, data, root = read_script_header(raw, file, ScriptModel, problems)
    items = data.get("steps")
    steps = parse_steps(items if isinstance(items, list) else [], root.child("steps"), root, file, problems)
    if problems or model is None:
        raise ScriptSyntaxError(problems)
    return Script(file, model, steps, root)


def parse_header(
    data: dict[str, Any], node: Node, file: str, problems: list[ScriptProblem]
) -> ScriptModel | None:
    """Validates a script's mapping against ScriptModel; None after adding every problem to ``problems``."""
    return validated_header(ScriptModel, data, node, file, problems)


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
