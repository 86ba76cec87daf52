"""Runs a card's or ability's example as a match script on the engine and checks it shows its subject at work."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.runner import run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import (
    Script,
    ScriptProblem,
    ScriptSyntaxError,
    parse_header,
    parse_steps,
)
from sfbkit.games.super_fantasy_brawl.workflow.examples import ExampleCase
from sfbkit.kit.errors import ScriptError


@dataclass(frozen=True, slots=True)
class ExampleOutcome:
    """The result of running one example: None when it passed, else the located failure."""

    case: ExampleCase
    failure: str | None


def example_script(case: ExampleCase) -> Script:
    """Returns the match script an example stands for; steps are read as in a match script file."""
    example = case.example
    file = case.subject.file
    data: dict[str, Any] = example.model_dump(mode="python", by_alias=True, exclude_none=True)
    problems: list[ScriptProblem] = []
    model = parse_header(data, case.node, file, problems)
    steps_node = case.node.child("steps") or case.node
    steps = parse_steps(data["steps"], steps_node, steps_node, file, problems)
    if problems or model is None:
        raise ScriptSyntaxError(problems)
    return Script(file, model, steps, case.node)


def run_example(case: ExampleCase, library: Library) -> ExampleOutcome:
    """Runs one example; it fails on a script failure or when it never shows its subject at work."""
    try:
        outcome = run_script(example_script(case), library)
    except ScriptError as error:
        return ExampleOutcome(case, str(error))
    subject = case.subject
    events = outcome.match.events
    if subject.kind == "card":
        shown = any(
            event.kind in ("play", "reaction") and event.data.get("card") == subject.id for event in events
        )
        missing = f"the example never plays {subject.id}"
    elif subject.triggered:
        shown = any(
            event.kind == "ability"
            and event.data.get("champion") == subject.champion
            and event.data.get("ability") == subject.name
            for event in events
        )
        missing = f"the ability {subject.name!r} of {subject.champion} never triggers"
    else:
        shown = subject.champion in outcome.match.state.champions
        missing = f"{subject.champion} is not in the example's match"
    if not shown:
        return ExampleOutcome(case, f"{case.where}: {missing}")
    return ExampleOutcome(case, None)
