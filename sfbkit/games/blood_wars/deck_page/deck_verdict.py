"""The deck page's check of a deck: its file's text, its table's rows beside its counts, and every problem.

The problems are those ``sfbkit validate`` and ``sfbkit deck --ruleset`` give for the same file: the
deck model's, the checks of BW §4 (``check_deck``) and a deck id another file already uses.
"""

from __future__ import annotations

import dataclasses
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml

from sfbkit.games.blood_wars.content.deck import Deck, DeckEntry
from sfbkit.games.blood_wars.content.deck_checks import check_deck
from sfbkit.games.blood_wars.content.deck_table import TABLE_ROWS, DeckTable
from sfbkit.games.blood_wars.content.deck_tally import tally
from sfbkit.games.blood_wars.content.kinds import DECK
from sfbkit.games.blood_wars.content.library import BWLibrary
from sfbkit.games.blood_wars.content.ruleset import Ruleset
from sfbkit.games.blood_wars.deck_page.deck_draft import DeckDraft
from sfbkit.kit.content.formatter import FormatFailure, format_text
from sfbkit.kit.content.loader import load_file
from sfbkit.kit.content.pattern_words import ID_PATTERN
from sfbkit.kit.io.yaml_source import read_yaml
from sfbkit.kit.problems import Problem, quote
from sfbkit.kit.serve.request_error import RequestError

MIN_ID, MAX_ID = 2, 48
"""The lengths an id may have (``sfbkit.kit.content.ids.Id``)."""


@dataclass(frozen=True)
class DeckVerdict:
    """What the page shows of a deck: its file's text, table, size, rows and problems."""

    text: str
    table: DeckTable
    size: int
    rows: tuple[dict[str, str], ...]
    """Each row of BW §4 in the column ``column_for`` the size: ``row``, ``allowed`` (a range or a cap),
    ``count`` and ``state`` (``over``, ``under`` or empty)."""
    problems: tuple[Problem, ...]

    def as_json(self) -> dict[str, Any]:
        """Returns the verdict as the page reads it."""
        return {
            "text": self.text,
            "table": self.table.id,
            "size": self.size,
            "sizes": list(self.table.deck_sizes),
            "column": column_for(self.table, self.size),
            "rows": list(self.rows),
            "problems": [_problem_json(problem) for problem in self.problems],
        }


def _problem_json(problem: Problem) -> dict[str, Any]:
    return {"line": problem.line, "column": problem.column, "code": problem.code, "text": str(problem)}


def deck_file_name(deck_id: str) -> str:
    """Returns the deck's file under ``decks/`` (a placeholder for an id that is not one)."""
    fits = MIN_ID <= len(deck_id) <= MAX_ID and re.fullmatch(ID_PATTERN.strip("^$"), deck_id)
    return f"{deck_id}.yaml" if fits else "new-deck.yaml"


class _IndentedDumper(yaml.SafeDumper):
    """Writes block sequences indented under their key, as ``sfbkit fmt`` does."""

    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        super().increase_indent(flow, False)


def deck_text(draft: DeckDraft, table_id: str) -> str:
    """Returns the deck file the draft stands for, laid out line for line as ``sfbkit fmt`` leaves it."""
    data = {
        "id": draft.id,
        "name": draft.name,
        "deck_table": table_id,
        "cards": [{"card": card, "count": count} for card, count in draft.cards],
    }
    return yaml.dump(data, Dumper=_IndentedDumper, allow_unicode=True, sort_keys=False, width=4096)


def formatted(text: str) -> str:
    """Returns a deck file's text as ``sfbkit fmt`` leaves it (the text itself when it cannot be formatted)."""
    try:
        return format_text(text.encode("utf-8"), DECK)
    except FormatFailure:
        return text


def basis_of(draft: DeckDraft, library: BWLibrary) -> tuple[DeckTable, Ruleset | None]:
    """Returns the table a draft is checked under and its ruleset; RequestError (422) for an unknown id."""
    ruleset = None
    table_id = draft.basis_id
    if draft.basis == "ruleset":
        ruleset = library.rulesets.get(draft.basis_id)
        if ruleset is None:
            raise RequestError(422, f"no ruleset {draft.basis_id[:48]!r}")
        table_id = ruleset.deck_table
    table = library.deck_tables.get(table_id)
    if table is None:
        raise RequestError(422, f"no deck table {table_id[:48]!r}")
    return table, ruleset


def judge(draft: DeckDraft, library: BWLibrary, root: Path, deck_files: dict[str, str]) -> DeckVerdict:
    """Returns the verdict on a draft; ``deck_files`` names the file of each deck id the tree has."""
    table, ruleset = basis_of(draft, library)
    text = deck_text(draft, table.id)
    raw = text.encode("utf-8")
    name = deck_file_name(draft.id)
    loaded = load_file(root / "decks" / name, f"decks/{name}", DECK, raw)
    # the file exists only in the request: keep its positions so problems point into its text
    loaded = dataclasses.replace(loaded, tree=read_yaml(raw).root, source=None)
    problems = list(loaded.problems)
    flag = ruleset is not None and ruleset.cs_cap_counts_warlords
    if isinstance(loaded.model, Deck):
        sizes = ruleset.deck_sizes if ruleset is not None else None
        problems += check_deck(
            loaded, loaded.model, library.cards, table, cs_cap_counts_warlords=flag, sizes=sizes
        )
        earlier = deck_files.get(draft.id)
        if earlier is not None and earlier != f"decks/{name}":
            message = f"deck id {quote(draft.id)} is already used by {earlier}"
            problems.append(loaded.problem(("id",), "duplicate-id", message))
    counted = tally(_plain_deck(draft, table.id), library.cards, cs_cap_counts_warlords=flag)
    size = sum(count for _, count in draft.cards)
    return DeckVerdict(text, table, size, _rows(table, size, counted.rows), tuple(sorted(problems)))


def _plain_deck(draft: DeckDraft, table_id: str) -> Deck:
    """Returns the draft as a deck without validation, for counting (a malformed entry counts as written)."""
    entries = [DeckEntry.model_construct(card=card, count=count) for card, count in draft.cards]
    return Deck.model_construct(id=draft.id, name=draft.name, deck_table=table_id, cards=entries)


def column_for(table: DeckTable, size: int) -> int:
    """Returns the table's column a deck is shown against: its size's, else the next size up (else the largest)."""
    sizes = table.deck_sizes
    return next((column for column in sizes if column >= size), sizes[-1])


def _rows(table: DeckTable, size: int, counts: Mapping[str, int]) -> tuple[dict[str, str], ...]:
    limits = table.rows(column_for(table, size))
    assert limits is not None
    rows: list[dict[str, str]] = []
    for row in TABLE_ROWS:
        value = counts.get(row, 0)
        limit = getattr(limits, row)
        low, high = (0, limit) if isinstance(limit, int) else (limit[0], limit[1])
        allowed = f"<= {limit}" if isinstance(limit, int) else f"{low}-{high}"
        state = "over" if value > high else "under" if value < low else ""
        rows.append({"row": row, "allowed": allowed, "count": str(value), "state": state})
    return tuple(rows)
