"""Checks over the whole content tree: unique ids, file names, references, decks, arenas and the trap supply."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.arena import Arena
from sfbkit.games.super_fantasy_brawl.content.arena_checks import check_arena
from sfbkit.games.super_fantasy_brawl.content.card import Deck
from sfbkit.games.super_fantasy_brawl.content.challenge import ChallengeDeck
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.games.super_fantasy_brawl.content.effect_checks import check_card, check_challenge, check_champion
from sfbkit.games.super_fantasy_brawl.content.kinds import ARENA, CHALLENGES, CHAMPION, DECK, RULESET, TRAPS
from sfbkit.games.super_fantasy_brawl.content.ruleset import Ruleset
from sfbkit.games.super_fantasy_brawl.content.trap import TrapSupply
from sfbkit.kit.content.loader import LoadedFile, locate
from sfbkit.kit.content.model_walk import named_strings
from sfbkit.kit.problems import Problem, one_line
from sfbkit.kit.tree.tree_library import misnamed_files, missing_files

REQUIRED = (
    (TRAPS.name, "cards/traps.yaml", "the trap supply is required"),
    (CHALLENGES.name, "cards/challenges.yaml", "the challenge deck is required"),
    (ARENA.name, "arenas/<id>.yaml", "at least one arena is required"),
    (RULESET.name, "rulesets/<id>.yaml", "at least one ruleset is required"),
    (CHAMPION.name, "champions/<id>.yaml", "at least one champion is required"),
)
"""Kind, where it lives, and what the tree needs of it."""

CARDS_PER_CHAMPION = 6
"""Action cards in each champion's deck (RULES §1)."""

TRAPS_ON_ARENA = 4
"""Trap tokens on the arena at all times (RULES §1)."""

COLOUR_FIELDS = frozenset({"controls", "area", "of"})
"""Fields whose value may name a statue colour or coloured area."""

_COLOURS = frozenset({"red", "yellow", "blue"})

IdPath = tuple[str | int, ...]


def cross_check(files: Sequence[LoadedFile], root: Path) -> list[Problem]:
    """Returns every problem that only shows when the files are read together."""
    problems: list[Problem] = []
    problems.extend(missing_files(files, root, REQUIRED))
    problems.extend(_unique_ids(files))
    problems.extend(misnamed_files(files))
    problems.extend(_decks(files))
    problems.extend(_trap_supply(files))
    arenas: list[Arena] = []
    for file in files:
        if isinstance(file.model, Arena):
            arenas.append(file.model)
            problems.extend(check_arena(file, file.model))
        elif isinstance(file.model, Champion):
            problems.extend(check_champion(file, file.model))
        elif isinstance(file.model, Deck):
            for index, card in enumerate(file.model.cards):
                problems.extend(check_card(file, card, ("cards", index)))
        elif isinstance(file.model, ChallengeDeck):
            for index, challenge in enumerate(file.model.challenges):
                problems.extend(check_challenge(file, challenge, ("challenges", index)))
    problems.extend(_colour_references(files, arenas))
    return problems


def defined_ids(file: LoadedFile) -> Iterator[tuple[str, str, IdPath]]:
    """Yields (namespace, id, path) for every id a file defines."""
    model = file.model
    if isinstance(model, Champion):
        yield "champion or card", model.id, ("id",)
    elif isinstance(model, Deck):
        for index, card in enumerate(model.cards):
            yield "champion or card", card.id, ("cards", index, "id")
    elif isinstance(model, TrapSupply):
        for index, token in enumerate(model.tokens):
            yield "trap", token.id, ("tokens", index, "id")
    elif isinstance(model, ChallengeDeck):
        for index, challenge in enumerate(model.challenges):
            yield "challenge", challenge.id, ("challenges", index, "id")
    elif isinstance(model, Arena):
        yield "arena", model.id, ("id",)
    elif isinstance(model, Ruleset):
        yield "ruleset", model.id, ("id",)


def _unique_ids(files: Sequence[LoadedFile]) -> Iterator[Problem]:
    seen: dict[tuple[str, str], tuple[LoadedFile, IdPath]] = {}
    for file in files:
        for namespace, identifier, path in defined_ids(file):
            first = seen.get((namespace, identifier))
            if first is None:
                seen[(namespace, identifier)] = (file, path)
                continue
            first_file, first_path = first
            line, column = locate(first_file.root, first_path)
            yield file.problem(
                path,
                "duplicate-id",
                f"{namespace} id '{identifier}' is already used at {one_line(first_file.display)}:{line}:{column}",
            )


def _decks(files: Sequence[LoadedFile]) -> Iterator[Problem]:
    champions: dict[str, LoadedFile] = {}
    presumed: set[str] = set()
    for file in files:
        if isinstance(file.model, Champion):
            champions.setdefault(file.model.id, file)
        elif file.kind is CHAMPION:
            presumed.add(file.path.stem)
    decks: dict[str, LoadedFile] = {}
    presumed_decks = {file.path.stem for file in files if file.kind is DECK and file.model is None}
    for file in files:
        if not isinstance(file.model, Deck):
            continue
        deck = file.model
        if deck.champion not in champions and deck.champion not in presumed:
            known = ", ".join(sorted(champions)) or "none"
            yield file.problem(
                ("champion",),
                "bad-reference",
                f"no champion has the id '{deck.champion}' (champions: {known})",
            )
        first = decks.get(deck.champion)
        if first is not None:
            yield file.problem(
                ("champion",),
                "duplicate-id",
                f"champion '{deck.champion}' already has a deck in {one_line(first.display)}",
            )
        else:
            decks[deck.champion] = file
        if len(deck.cards) != CARDS_PER_CHAMPION:
            yield file.problem(
                ("cards",),
                "wrong-count",
                f"a champion has exactly {CARDS_PER_CHAMPION} action cards (RULES §1); "
                f"this deck has {len(deck.cards)}",
                at_key=True,
            )
    for champion_id, file in champions.items():
        if champion_id not in decks and champion_id not in presumed_decks:
            yield file.problem(
                ("id",),
                "wrong-count",
                f"champion '{champion_id}' has no action cards: expected a deck file "
                f"cards/{champion_id}.yaml with {CARDS_PER_CHAMPION} cards",
            )


def _trap_supply(files: Sequence[LoadedFile]) -> Iterator[Problem]:
    for file in files:
        if isinstance(file.model, TrapSupply):
            total = sum(token.count for token in file.model.tokens)
            if total < TRAPS_ON_ARENA + 1:
                yield file.problem(
                    ("tokens",),
                    "wrong-count",
                    f"the supply holds {total} trap tokens; at least {TRAPS_ON_ARENA + 1} are needed: "
                    f"{TRAPS_ON_ARENA} on the arena and one to draw when a trap is replaced (RULES §1, §9)",
                    at_key=True,
                )


def _colour_references(files: Sequence[LoadedFile], arenas: Sequence[Arena]) -> Iterator[Problem]:
    """Reports statue colours and coloured areas named by effects or conditions that an arena lacks."""
    if not arenas:
        return
    for file in files:
        if file.model is None or file.kind not in (CHAMPION, DECK, CHALLENGES):
            continue
        for path, colour in _colours_in(file.model, ()):
            for arena in arenas:
                if colour not in arena.statues or colour not in arena.areas:
                    has = ", ".join(sorted(arena.areas)) or "none"
                    yield file.problem(
                        path,
                        "bad-reference",
                        f"arena '{arena.id}' has no {colour} statue and area (it has: {has})",
                    )


def _colours_in(value: Any, path: IdPath) -> Iterator[tuple[IdPath, str]]:
    for colour_path, _, colour in named_strings(value, path, COLOUR_FIELDS):
        if colour in _COLOURS:
            yield colour_path, colour
