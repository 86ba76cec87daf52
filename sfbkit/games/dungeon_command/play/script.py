"""Dungeon Command match scripts read from YAML: the header (seed, ruleset, warbands, battlefield) and steps."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal

from sfbkit.games.dungeon_command.content.match import MatchFile
from sfbkit.games.dungeon_command.engine.definitions import Environment
from sfbkit.games.dungeon_command.play.expectations import EXPECTATIONS
from sfbkit.games.dungeon_command.play.step_forms import FORMS, bare, parse_value
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.scripts.option_steps import forms_grammar
from sfbkit.kit.scripts.script_file import read_script_bytes, read_script_header
from sfbkit.kit.scripts.step_parser import ScriptProblem, ScriptSyntaxError, StepParser
from sfbkit.kit.scripts.steps import AutoMode, DecisionStep, ScriptStep, StepSyntaxError

Policy = Literal["random", "uniform", "greedy", "search", "first"]
POLICIES: tuple[Policy, ...] = ("random", "uniform", "greedy", "search", "first")

AUTO_MODES: tuple[AutoMode, ...] = ("turns", "until_turn", "decisions")
"""How far an ``auto:`` step of this game plays besides ``end``: it counts turns."""

GRAMMAR = forms_grammar(FORMS, bare, parse_value, EXPECTATIONS, AUTO_MODES, POLICIES, seats=2)
"""Dungeon Command's steps, as the kit's step parser reads them."""


@dataclass(frozen=True, slots=True)
class DCScript:
    """A parsed script: the match it starts, each seat's policy and seed, and its steps."""

    path: Path
    name: str
    seed: int
    ruleset: str
    warbands: tuple[str, str]
    battlefield: str
    environment: Environment | None
    steps: tuple[ScriptStep, ...]
    scenario: dict[str, Any] | None = None
    """The scenario position of the header (DC §18), as plain data; None to start from setup."""
    policies: tuple[tuple[str | None, int | None], ...] = ((None, None), (None, None))
    """Each seat's policy and its own seed: it answers what the steps do not cover."""


_PATH = re.compile(r"^[a-z][0-9]+(-[a-z][0-9]+)+$")


def decision_step(number: int, text: str, node: Node) -> DecisionStep:
    """Reads one entry of ``decisions``: an option id, or a path ``h2-h3-h4`` (the steps after its first square)."""
    if _PATH.match(text):
        ids = tuple(f"step:{square}" for square in text.split("-")[1:])
        return DecisionStep(number, node.line, "path", ids, None, text)
    found = bare(text)
    if found is None:
        raise StepSyntaxError(node, f"expected an option id or a path such as h2-h3-h4, found {text!r}")
    return DecisionStep(number, node.line, found[0], found[1], None, text)


def parse_steps(
    header: MatchFile, root: Node, file: str, problems: list[ScriptProblem]
) -> tuple[ScriptStep, ...]:
    """Returns the steps of a match file, in order: its ``decisions``, its ``steps``, then its ``expect``."""
    parser = StepParser(GRAMMAR, file, problems)
    steps: list[ScriptStep] = []
    decisions_node = root.child("decisions")
    for index, text in enumerate(header.decisions):
        node = (decisions_node.child(index) if decisions_node else None) or root
        try:
            steps.append(decision_step(len(steps) + 1, text, node))
        except StepSyntaxError as error:
            problems.append(
                ScriptProblem(file, node.line, node.column, f"decisions[{index}]", error.message, error.code)
            )
    steps.extend(parser.parse_steps(header.steps, root.child("steps"), root, first=len(steps) + 1))
    if header.expect:
        expect_node = root.child("expect") or root
        steps.append(parser.parse_expect(header.expect, expect_node, len(steps) + 1, "expect"))
    return tuple(steps)


def parse_script(path: Path) -> DCScript:
    """Reads a script (a DC §16 match file); raises ScriptFailed (with no run) naming every problem's line."""
    file = str(path)
    problems: list[ScriptProblem] = []
    try:
        header, _, root = read_script_header(read_script_bytes(path, file), file, MatchFile, problems)
    except ScriptSyntaxError as error:
        raise ScriptFailed(str(error), None) from None
    if header is None:
        raise ScriptFailed(str(ScriptSyntaxError(problems)), None)
    if any(seat.half is not None for seat in header.players):
        node = root.child("players") or root
        problems.append(
            ScriptProblem(
                file, node.line, node.column, "players", "scripts take a battlefield id, not halves"
            )
        )
    steps = parse_steps(header, root, file, problems)
    if problems:
        raise ScriptFailed(str(ScriptSyntaxError(problems)), None)
    return DCScript(
        path,
        header.name or path.stem,
        header.seed,
        header.ruleset,
        (header.players[0].warband, header.players[1].warband),
        header.battlefield or "twin-vaults",
        header.environment,
        steps,
        None if header.scenario is None else header.scenario.model_dump(mode="json"),
        tuple((seat.policy, seat.seed) for seat in header.players),
    )
