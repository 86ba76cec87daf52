"""Finds the examples inside content files: each card's and ability's, with its file and position."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Literal

from sfbkit.games.super_fantasy_brawl.content.abilities import Ability, TriggeredAbility
from sfbkit.games.super_fantasy_brawl.content.card import Deck
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.games.super_fantasy_brawl.content.examples import Example
from sfbkit.kit.content.loader import LoadedFile, locate
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.report.validation_report import ValidationReport

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
