"""Card examples played on the engine (``sfbkit test``): each example is a small match script inside its card."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path

from sfbkit.games.blood_wars.content.card_places import card_places
from sfbkit.games.blood_wars.content.example import Example
from sfbkit.games.blood_wars.content.library import BWLibrary
from sfbkit.games.blood_wars.play.runner import run_steps, start_run
from sfbkit.games.blood_wars.play.script import GRAMMAR, BWScript
from sfbkit.kit.content.model_errors import format_path
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.report.validation_report import ValidationReport
from sfbkit.kit.scripts.step_parser import ScriptProblem, StepParser


@dataclass(frozen=True, slots=True)
class ExampleCase:
    """One example of one card: the card, the file it is written in, and its node there."""

    card: str
    file: str
    """The file's name as reports show it."""
    path: Path
    at: tuple[str | int, ...]
    """Its path in the file: ``("legions", 3, "examples", 0)``."""
    example: Example
    node: Node

    @property
    def where(self) -> str:
        """Returns ``file:line`` of the example, for listings."""
        return f"{self.file}:{self.node.line}"


def example_cases(report: ValidationReport, cards: Iterable[str] | None = None) -> list[ExampleCase]:
    """Returns the examples of the report's cards in file order; only those of ``cards`` when given."""
    wanted = None if cards is None else set(cards)
    found: list[ExampleCase] = []
    for place in card_places(report.files):
        if wanted is not None and place.card.id not in wanted:
            continue
        root = place.file.root
        for index, example in enumerate(place.card.examples):
            at = (*place.path, "examples", index)
            node = root.deepest(at) if root is not None else Node(1, 1)
            found.append(ExampleCase(place.card.id, place.file.display, place.file.path, at, example, node))
    return found


def run_example(library: BWLibrary, case: ExampleCase) -> str | None:
    """Plays one example; returns why it failed (naming its file and line), or None when it passes."""
    example = case.example
    problems: list[ScriptProblem] = []
    parser = StepParser(GRAMMAR, case.file, problems)
    steps = parser.parse_steps(example.steps.unpacked(), case.node.child("steps"), case.node)
    if problems:
        return "\n".join(_prefixed(str(problem), case) for problem in problems)
    seats = len(example.setup.seats) if example.setup is not None else len(example.players or ())
    script = BWScript(
        Path(case.file),
        f"{case.card}: {example.name}",
        example.seed,
        example.ruleset,
        None if example.players is None else tuple(player.deck for player in example.players),
        None if example.setup is None else example.setup.model_dump(mode="json"),
        steps,
        ((None, None),) * seats,
        _as_script_root(case.node),
    )
    try:
        run = start_run(library, script)
        run_steps(run, script)
    except ScriptFailed as failure:
        return str(failure)
    return None


def _prefixed(message: str, case: ExampleCase) -> str:
    """Returns a step problem with the example's path in its file."""
    return message.replace(": steps", f": {format_path(case.at)}.steps", 1)


def _as_script_root(node: Node) -> Node:
    """Returns the example's node as a script's root: its ``setup`` read where a script has ``scenario``."""
    setup = node.child("setup")
    if setup is None or node.mapping is None:
        return node
    root = Node(node.line, node.column)
    root.mapping = {**node.mapping, "scenario": setup}
    root.keys = node.keys
    return root


def failures(library: BWLibrary, cases: Sequence[ExampleCase]) -> list[tuple[ExampleCase, str]]:
    """Returns each case that fails with its message, in order."""
    found = [(case, run_example(library, case)) for case in cases]
    return [(case, message) for case, message in found if message is not None]
