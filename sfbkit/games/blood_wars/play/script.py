"""Blood Wars match scripts read from YAML: the header (seed, ruleset, seats or a scenario position) and steps."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from sfbkit.games.blood_wars.play.expectations import EXPECTATIONS
from sfbkit.games.blood_wars.play.script_header import POLICIES, ScriptHeader
from sfbkit.games.blood_wars.play.step_forms import FORMS, bare, parse_value
from sfbkit.kit.content.model_errors import located_errors
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.scripts.option_steps import forms_grammar
from sfbkit.kit.scripts.script_file import MAX_SCRIPT_BYTES, read_script_yaml
from sfbkit.kit.scripts.step_parser import ScriptProblem, StepParser
from sfbkit.kit.scripts.steps import AutoMode, ScriptStep

AUTO_MODES: tuple[AutoMode, ...] = ("turns", "rounds", "until_round", "decisions")
"""How far an ``auto:`` step of this game plays besides ``end``: it counts turns and rounds."""

GRAMMAR = forms_grammar(FORMS, bare, parse_value, EXPECTATIONS, AUTO_MODES, POLICIES, seats=6)
"""Blood Wars' steps, as the kit's step parser reads them."""


@dataclass(frozen=True, slots=True)
class BWScript:
    """A parsed script: the match it starts, each seat's policy and seed, and its steps."""

    path: Path
    name: str
    seed: int
    ruleset: str
    decks: tuple[str, ...] | None
    scenario: dict[str, Any] | None
    steps: tuple[ScriptStep, ...]
    policies: tuple[tuple[str | None, int | None], ...]
    root: Node
    """The script's YAML, to locate a problem the header's ids give once the content is known."""


def read_document(path: Path) -> tuple[Any, Node]:
    """Returns a script's YAML data and root node; ScriptFailed naming a file that is no YAML."""
    return read_script_yaml(path, MAX_SCRIPT_BYTES)


def parse_steps(
    header: ScriptHeader, root: Node, file: str, problems: list[ScriptProblem]
) -> tuple[ScriptStep, ...]:
    """Returns the steps of a script, in order: its ``steps``, then its ``expect``."""
    parser = StepParser(GRAMMAR, file, problems)
    steps = list(parser.parse_steps(header.steps, root.child("steps"), root))
    if header.expect:
        expect_node = root.child("expect") or root
        steps.append(parser.parse_expect(header.expect, expect_node, len(steps) + 1, "expect"))
    return tuple(steps)


def parse_header(path: Path, data: Any, root: Node) -> ScriptHeader:
    """Returns a script's header; ScriptFailed naming the first problem's line."""
    try:
        return ScriptHeader.model_validate(data)
    except ValidationError as error:
        located = located_errors(ScriptHeader, error, root)[0]
        where = f"{located.path}: " if located.path != "$" else ""
        raise ScriptFailed(
            f"{path}:{located.line}:{located.column}: {where}{located.message}", None
        ) from None


def parse_script(path: Path, document: tuple[Any, Node] | None = None) -> BWScript:
    """Reads a script (a BW §16 match file); raises ScriptFailed (with no run) naming every problem's line."""
    data, root = read_document(path) if document is None else document
    header = parse_header(path, data, root)
    problems: list[ScriptProblem] = []
    steps = parse_steps(header, root, str(path), problems)
    if problems:
        raise ScriptFailed("\n".join(str(problem) for problem in problems), None)
    decks = None if header.scenario is not None else tuple(seat.deck or "" for seat in header.players)
    seats = len(header.scenario.seats) if header.scenario is not None else len(header.players)
    policies = tuple((seat.policy, seat.seed) for seat in header.players) or ((None, None),) * seats
    return BWScript(
        path,
        header.name or path.stem,
        header.seed,
        header.ruleset,
        decks,
        None if header.scenario is None else header.scenario.model_dump(mode="json"),
        steps,
        policies,
        root,
    )
