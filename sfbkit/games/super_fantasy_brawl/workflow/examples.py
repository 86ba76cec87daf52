"""Finds the examples inside content files and runs each as a match script on the engine."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from sfbkit.games.super_fantasy_brawl.content.abilities import Ability, TriggeredAbility
from sfbkit.games.super_fantasy_brawl.content.card import Deck
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.games.super_fantasy_brawl.content.examples import Example
from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.runner import run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import (
    Script,
    ScriptProblem,
    ScriptSyntaxError,
    parse_header,
    parse_steps,
)
from sfbkit.kit.errors import ScriptError
from sfbkit.kit.loader import LoadedFile, locate
from sfbkit.kit.validation_report import ValidationReport
from sfbkit.kit.yaml_source import Node

SubjectKind = Literal["card", "ability"]
SIDES = ("basic", "levelled")


@dataclass(frozen=True, slots=True)
class Subject:
    """A card or ability that examples can show: where it is written, and its examples.

    Positions are looked up only when asked for: a valid file's position tree is parsed again on
    first use, which a tree whose examples all read cleanly never needs.
    """

    kind: SubjectKind
    id: str
    """A card id, or ``champion/Ability Name``."""
    champion: str
    name: str
    source: LoadedFile
    name_path: tuple[str | int, ...]
    """Where the card's id or the ability's name is in its file."""
    examples: tuple[Example, ...]
    triggered: bool = False
    example_paths: tuple[tuple[str | int, ...], ...] = ()
    """Where each example is in its file, as a path from the document root."""

    @property
    def file(self) -> str:
        """Returns the file as shown in problems."""
        return self.source.display

    @property
    def line(self) -> int:
        """Returns the line of the card's id or the ability's first name."""
        return locate(self.source.root, self.name_path)[0]

    def example_node(self, index: int) -> Node:
        """Returns the node of one of the examples."""
        root = self.source.root
        assert root is not None
        return root.deepest(self.example_paths[index])


@dataclass(frozen=True, slots=True)
class ExampleCase:
    """One example of one subject."""

    subject: Subject
    index: int
    example: Example

    @property
    def node(self) -> Node:
        """Returns the example's node in its file."""
        return self.subject.example_node(self.index)

    @property
    def id(self) -> str:
        """Returns 'card-id#1' or 'champion/Ability Name#2'."""
        return f"{self.subject.id}#{self.index + 1}"

    @property
    def path(self) -> tuple[str | int, ...]:
        """Returns where the example is in its file, as a path from the document root."""
        return self.subject.example_paths[self.index]

    @property
    def where(self) -> str:
        """Returns 'file:line' of the example."""
        return f"{self.subject.file}:{self.node.line}"


@dataclass(frozen=True, slots=True)
class ExampleOutcome:
    """The result of running one example: None when it passed, else the located failure."""

    case: ExampleCase
    failure: str | None


def subjects(report: ValidationReport) -> list[Subject]:
    """Returns every card and ability of the tree's valid files, with their examples, in file order."""
    found: list[Subject] = []
    for file in report.files:
        if isinstance(file.model, Deck):
            found.extend(_card_subjects(file, file.model))
        elif isinstance(file.model, Champion):
            found.extend(_ability_subjects(file, file.model))
    return found


def _card_subjects(file: LoadedFile, deck: Deck) -> Iterator[Subject]:
    for index, card in enumerate(deck.cards):
        path = ("cards", index)
        paths = tuple((*path, "examples", number) for number in range(len(card.examples)))
        yield Subject(
            "card",
            card.id,
            deck.champion,
            card.name,
            file,
            (*path, "id"),
            tuple(card.examples),
            example_paths=paths,
        )


def _ability_subjects(file: LoadedFile, champion: Champion) -> Iterator[Subject]:
    seen: dict[str, tuple[tuple[str | int, ...], list[Example], bool, list[tuple[str | int, ...]]]] = {}
    for side_name in SIDES:
        side = getattr(champion, side_name)
        for index, ability in enumerate(side.abilities):
            path = (side_name, "abilities", index)
            entry = seen.setdefault(ability.name, ((*path, "name"), [], _is_triggered(ability), []))
            for number, example in enumerate(ability.examples):
                entry[1].append(example)
                entry[3].append((*path, "examples", number))
    for name, (name_path, examples, triggered, paths) in seen.items():
        yield Subject(
            "ability",
            f"{champion.id}/{name}",
            champion.id,
            name,
            file,
            name_path,
            tuple(examples),
            triggered,
            tuple(paths),
        )


def _is_triggered(ability: Ability) -> bool:
    return isinstance(ability, TriggeredAbility)


def cases(found: Sequence[Subject], ids: Sequence[str] = ()) -> list[ExampleCase]:
    """Returns the examples of the subjects named by ``ids`` (card ids or champion ids; all when empty)."""
    wanted = set(ids)
    return [
        ExampleCase(subject, index, example)
        for subject in found
        if not wanted or subject.id in wanted or subject.champion in wanted
        for index, example in enumerate(subject.examples)
    ]


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
