"""Checks over a whole Blood Wars tree: required files, unique ids, file names and references (BW §16)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from pathlib import Path

from sfbkit.games.blood_wars.content.card_places import card_places
from sfbkit.games.blood_wars.content.deck import Deck
from sfbkit.games.blood_wars.content.deck_checks import check_deck
from sfbkit.games.blood_wars.content.deck_table import DeckTable
from sfbkit.games.blood_wars.content.effect_checks import check_card_effects
from sfbkit.games.blood_wars.content.example_checks import check_examples
from sfbkit.games.blood_wars.content.ruleset import Ruleset
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.problems import Problem, quote
from sfbkit.kit.text.did_you_mean import did_you_mean
from sfbkit.kit.tree.tree_library import misnamed_files, missing_files

REQUIRED: tuple[tuple[str, str, str], ...] = (
    ("warlords", "cards/warlords.yaml", "the warlords are required"),
    ("legions", "cards/legions.yaml", "the legions are required"),
    ("battlefields", "cards/battlefields.yaml", "the battlefields are required"),
    ("deck-table", "deck-tables/<id>.yaml", "at least one deck table is required"),
    ("ruleset", "rulesets/<id>.yaml", "at least one ruleset is required"),
)
"""Kind, where it lives, and what the tree needs of it."""

CARD_KINDS = frozenset({"battlefields", "warlords", "legions", "fates"})
"""The card list kinds: a deck is checked only when every card list validated (else its ids are unknown)."""


def cross_check(files: Sequence[LoadedFile], root: Path) -> list[Problem]:
    """Returns every problem that only shows when the files are read together."""
    problems: list[Problem] = []
    problems.extend(missing_files(files, root, REQUIRED))
    problems.extend(_unique_card_ids(files))
    problems.extend(_unique_file_ids(files))
    problems.extend(misnamed_files(files))
    tables = {file.model.id: file.model for file in files if isinstance(file.model, DeckTable)}
    broken = frozenset(file.kind.name for file in files if file.model is None)
    cards = {place.card.id: place.card for place in card_places(files)}
    rulesets = {file.model.id: file.model for file in files if isinstance(file.model, Ruleset)}
    decks = {file.model.id: file.model for file in files if isinstance(file.model, Deck)}
    whole = not broken & (CARD_KINDS | {"deck", "ruleset"})
    for place in card_places(files):
        problems.extend(check_card_effects(place))
        if whole:
            problems.extend(check_examples(place, cards, decks, rulesets))
    cards_whole = not broken & CARD_KINDS
    for file in files:
        if isinstance(file.model, Ruleset | Deck):
            problems.extend(_table_reference(file, file.model.deck_table, tables, broken))
        if isinstance(file.model, Deck) and cards_whole and file.model.deck_table in tables:
            problems.extend(check_deck(file, file.model, cards, tables[file.model.deck_table]))
    return problems


def _unique_card_ids(files: Sequence[LoadedFile]) -> Iterator[Problem]:
    """Ids are unique across the four card kinds (BW §16)."""
    first: dict[str, str] = {}
    for place in card_places(files):
        identifier = place.card.id
        where = f"{place.file.display} ({place.path[0]} #{int(place.path[1]) + 1})"
        earlier = first.setdefault(identifier, where)
        if earlier != where:
            yield place.file.problem(
                (*place.path, "id"), "duplicate-id", f"id {quote(identifier)} is already used by {earlier}"
            )


def _unique_file_ids(files: Sequence[LoadedFile]) -> Iterator[Problem]:
    first: dict[tuple[str, str], LoadedFile] = {}
    for file in files:
        identifier = getattr(file.model, "id", None)
        if file.model is None or not isinstance(identifier, str):
            continue
        earlier = first.setdefault((file.kind.name, identifier), file)
        if earlier is not file:
            message = f"{file.kind.name} id {quote(identifier)} is already used by {earlier.display}"
            yield file.problem(("id",), "duplicate-id", message)


def _table_reference(
    file: LoadedFile, table: str, tables: Mapping[str, DeckTable], broken: frozenset[str]
) -> Iterator[Problem]:
    if table not in tables and "deck-table" not in broken:
        yield file.problem(
            ("deck_table",),
            "bad-reference",
            f"no deck table has id {quote(table)}{did_you_mean(table, sorted(tables))}",
        )
