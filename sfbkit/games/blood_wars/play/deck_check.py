"""Deck-check scripts (BW §18 scenarios 1 and 2): a deck and single changes to it, each with the problem codes it gives."""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

from markupsafe import escape
from pydantic import Field, ValidationError

from sfbkit.games.blood_wars.content.deck import Deck, DeckEntry
from sfbkit.games.blood_wars.content.deck_checks import DECK_CODES, check_deck
from sfbkit.games.blood_wars.content.kinds import DECK
from sfbkit.games.blood_wars.content.library import BWLibrary
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.model_errors import located_errors
from sfbkit.kit.game import LogFormat, ScriptFailed
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.problems import Problem

KEY = "deck_check"
"""The header key that makes a script a deck check instead of a match."""

MOST_COPIES = 100
"""The most copies of one card a deck entry may hold (BW §16), the table's limit aside."""
Code = Annotated[str, Field(pattern=r"^[a-z][a-z_-]*(:[a-z_]+)?$")]
Counts = dict[Id, Annotated[int, Field(ge=1, le=100)]]


class DeckChange(Model):
    """One change to the deck (copies removed, copies added) and exactly the codes it must give."""

    name: str = Field(min_length=1, max_length=200, description="What the change is, for the log.")
    remove: Counts = Field(default_factory=dict, description="Card id → copies taken out.")
    add: Counts = Field(default_factory=dict, description="Card id → copies put in.")
    problems: list[Code] = Field(
        description="The problem codes the changed deck gives, each as often as given."
    )


class DeckCheck(Model):
    """A deck (BW §16) with the codes it gives, and single changes to it with theirs."""

    deck: Deck
    problems: list[Code] = Field(default_factory=list, description="The codes the deck gives as it is.")
    changes: list[DeckChange] = Field(default_factory=list, max_length=100, description="Each change alone.")


class DeckCheckScript(Model):
    """A deck-check script's header: a name, a description and the check."""

    name: str | None = Field(default=None, max_length=200)
    description: str | None = Field(default=None, max_length=4000)
    deck_check: DeckCheck


@dataclass(slots=True)
class DeckCheckRun:
    """The outcome of a deck check: one line per deck checked, for the logs."""

    title: str
    results: list[tuple[str, list[Problem]]] = field(default_factory=list)

    def log_text(self, log_format: LogFormat) -> str:
        """Returns the readable report, or one JSON line per deck checked."""
        if log_format == "jsonl":
            return "".join(
                json.dumps({"type": "deck_check", "deck": name, "problems": [p.code for p in found]}) + "\n"
                for name, found in self.results
            )
        lines = [f"Blood Wars deck check: {self.title}"]
        for name, found in self.results:
            codes = ", ".join(problem.code for problem in found) or "no problem"
            lines.append(f"{name}: {codes}")
            lines.extend(f"  {problem.message}" for problem in found)
        return "\n".join(lines) + "\n"

    def replay_html(self, title: str) -> str:
        """Returns a page listing each deck checked and its problems."""
        items = "".join(
            f"<li>{escape(name)}: {escape(', '.join(p.code for p in found) or 'no problem')}</li>"
            for name, found in self.results
        )
        return f'<!doctype html><html lang="en"><meta charset="utf-8"><title>{escape(title)}</title><h1>{escape(title)}</h1><ul>{items}</ul></html>\n'


def changed(deck: Deck, change: DeckChange) -> Deck | str:
    """Returns the deck with a change made, or why it cannot be made (a card removed that is not there)."""
    counts: Counter[str] = Counter()
    for entry in deck.cards:
        counts[entry.card] += entry.count
    for card, count in change.remove.items():
        if counts[card] < count:
            return f"the deck has {counts[card]} of {card}, the change removes {count}"
        counts[card] -= count
    for card, count in change.add.items():
        counts[card] += count
        if counts[card] > MOST_COPIES:
            return f"the change makes {counts[card]} of {card}; a deck check counts at most {MOST_COPIES} of a card"
    cards = [DeckEntry(card=card, count=count) for card, count in counts.items() if count > 0]
    return deck.model_copy(update={"cards": cards})


def _codes(library: BWLibrary, file: LoadedFile, deck: Deck) -> list[Problem]:
    table = library.deck_tables.get(deck.deck_table)
    if table is None:
        return [file.problem(("deck_table",), "bad-reference", f"no deck table has id {deck.deck_table!r}")]
    return [p for p in check_deck(file, deck, library.cards, table) if p.code in DECK_CODES]


def run_deck_check(library: BWLibrary, path: Path, data: Any, root: Node) -> tuple[DeckCheckRun, str]:
    """Checks the deck and each change; ScriptFailed at the first whose codes are not exactly those written."""
    try:
        script = DeckCheckScript.model_validate(data)
    except ValidationError as error:
        located = located_errors(DeckCheckScript, error, root)[0]
        raise ScriptFailed(
            f"{path}:{located.line}:{located.column}: {located.path}: {located.message}", None
        ) from None
    check = script.deck_check
    check_node = root.child(KEY) or root
    deck_node = check_node.child("deck") or check_node
    file = LoadedFile(path, str(path), DECK, deck_node, check.deck, ())
    run = DeckCheckRun(script.name or path.stem)
    cases: list[tuple[str, Deck | str, list[str], Node]] = [
        (
            f"{check.deck.id} ({check.deck.size} cards)",
            check.deck,
            check.problems,
            check_node.child("problems") or check_node,
        )
    ]
    changes_node = check_node.child("changes")
    for index, change in enumerate(check.changes):
        node = (changes_node.child(index) if changes_node is not None else None) or check_node
        cases.append(
            (change.name, changed(check.deck, change), change.problems, node.child("problems") or node)
        )
    for name, deck, wanted, node in cases:
        if isinstance(deck, str):
            raise ScriptFailed(f"{path}:{node.line}: {name}: {deck}", run)
        found = _codes(library, file, deck)
        run.results.append((name, found))
        got = sorted(problem.code for problem in found)
        if got != sorted(wanted):
            shown = "; ".join(problem.message for problem in found) or "none"
            raise ScriptFailed(
                f"{path}:{node.line}: {name}: expected problems [{', '.join(sorted(wanted))}], "
                f"found [{', '.join(got)}] ({shown})",
                run,
            )
    return run, f"{path}: ok: {len(cases)} decks checked"
