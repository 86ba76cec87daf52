"""Checks the tree's Blood Wars match scripts (``matches/*.yaml``) without playing them: header, steps and ids."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from sfbkit.games.blood_wars.content.card_places import card_places
from sfbkit.games.blood_wars.content.deck import Deck
from sfbkit.games.blood_wars.content.deck_table import DeckTable
from sfbkit.games.blood_wars.content.ruleset import Ruleset
from sfbkit.games.blood_wars.play.deck_check import KEY as DECK_CHECK
from sfbkit.games.blood_wars.play.deck_check import DeckCheckScript
from sfbkit.games.blood_wars.play.scenario_checks import HOLDS
from sfbkit.games.blood_wars.play.script import GRAMMAR
from sfbkit.games.blood_wars.play.script_header import ScriptHeader
from sfbkit.kit.content.model_errors import format_path, located_errors
from sfbkit.kit.io.yaml_source import MAX_FILE_BYTES, Node, read_yaml
from sfbkit.kit.problems import Problem, quote
from sfbkit.kit.report.file_display_names import display_name
from sfbkit.kit.report.validation_report import ValidationReport
from sfbkit.kit.scripts.step_parser import ScriptProblem, StepParser
from sfbkit.kit.scripts.steps import StepSyntaxError
from sfbkit.kit.text.did_you_mean import did_you_mean

INSTANCE = re.compile(r"p[1-6]:([a-z0-9][a-z0-9-]*)#[1-9][0-9]*")
"""A card instance in an option id or an expectation, ``p<seat>:<card id>#<copy>`` (BW §14)."""
PILE_KEYS = ("hands", "decks", "battlefields", "area_fates", "victory_pools", "discards", "dead_books")
"""The expectation keys whose per-seat lists hold card ids."""
Where = tuple[str | int, ...]


def check_scripts(
    report: ValidationReport, scripts: Sequence[Path], display_base: Path | None
) -> list[Problem]:
    """Returns every problem of the scripts, each at its line: YAML, header fields, steps and unknown ids."""
    known = _known(report)
    problems: list[Problem] = []
    for path in scripts:
        problems.extend(_script_problems(path, display_name(path, report.root, display_base), known))
    return problems


def _known(report: ValidationReport) -> dict[str, dict[str, str]]:
    """Returns the tree's ids by what they name: card ids with their kind, decks, deck tables and rulesets."""
    cards = {place.card.id: str(place.path[0]).removesuffix("s") for place in card_places(report.files)}
    found: dict[str, dict[str, str]] = {"card": cards, "deck": {}, "deck table": {}, "ruleset": {}}
    for file in report.files:
        model = file.model
        for noun, kind in (("deck", Deck), ("deck table", DeckTable), ("ruleset", Ruleset)):
            if isinstance(model, kind):
                found[noun][model.id] = noun
    if any(file.model is None for file in report.files):
        # a broken content file's own problem is the one to fix; ids are not checked against a partial tree
        return {}
    return found


def _script_problems(path: Path, display: str, known: Mapping[str, Mapping[str, str]]) -> list[Problem]:
    try:
        raw = path.read_bytes()
    except OSError as error:
        return [Problem(display, 1, 1, "unreadable", "$", f"cannot read the script: {error.strerror}")]
    if len(raw) > MAX_FILE_BYTES:
        return [Problem(display, 1, 1, "too-large", "$", f"the script is larger than {MAX_FILE_BYTES} bytes")]
    document = read_yaml(raw)
    if not document.usable or document.root is None:
        return [Problem(display, i.line, i.column, i.code, "$", i.message) for i in document.issues[:1]] or [
            Problem(display, 1, 1, "yaml-syntax", "$", "not YAML")
        ]
    data, root = document.data, document.root
    if isinstance(data, dict) and DECK_CHECK in data:
        return list(_deck_check_problems(display, data, root, known))
    header = _validated(ScriptHeader, data, root, display)
    if isinstance(header, list):
        return header
    problems: list[ScriptProblem] = []
    parser = StepParser(GRAMMAR, display, problems)
    found: list[Problem] = []
    steps_node = root.child("steps")
    for index, item in enumerate(header.steps):
        node = (steps_node.child(index) if steps_node is not None else None) or root
        try:
            parser.parse_step(item, node, index + 1, format_path(("steps", index)))
        except StepSyntaxError as error:
            where = format_path(("steps", index))
            found.append(
                Problem(display, error.node.line, error.node.column, error.code, where, error.message)
            )
    if header.expect:
        try:
            parser.parse_expect(header.expect, root.child("expect") or root, len(header.steps) + 1, "expect")
        except StepSyntaxError as error:
            found.append(
                Problem(display, error.node.line, error.node.column, error.code, "expect", error.message)
            )
    found.extend(Problem(p.file, p.line, p.column, p.code, p.path or "$", p.message) for p in problems)
    if known:
        found.extend(_unknown(display, root, _header_names(header), known))
        found.extend(_unknown(display, root, _step_names(header.steps, "steps"), known))
        if header.expect:
            found.extend(_unknown(display, root, _expect_names(header.expect, ("expect",)), known))
    return found


def _validated(model: type[BaseModel], data: Any, root: Node, display: str) -> Any:
    """Returns the validated header, or its every located problem."""
    try:
        return model.model_validate(data)
    except ValidationError as error:
        return [
            Problem(display, e.line, e.column, e.code, e.path, e.message)
            for e in located_errors(model, error, root)
        ]


def _deck_check_problems(
    display: str, data: Any, root: Node, known: Mapping[str, Mapping[str, str]]
) -> Iterator[Problem]:
    script = _validated(DeckCheckScript, data, root, display)
    if isinstance(script, list):
        yield from script
        return
    if not known:
        return
    check = script.deck_check
    at: Where = (DECK_CHECK, "deck")
    named: list[tuple[Where, str, str]] = [((*at, "deck_table"), check.deck.deck_table, "deck table")]
    named.extend(((*at, "cards", i, "card"), entry.card, "card") for i, entry in enumerate(check.deck.cards))
    for index, change in enumerate(check.changes):
        for key in ("remove", "add"):
            named.extend(
                ((DECK_CHECK, "changes", index, key, card), card, "card") for card in getattr(change, key)
            )
    yield from _unknown(display, root, named, known)


def _header_names(header: ScriptHeader) -> Iterator[tuple[Where, str, str]]:
    yield ("ruleset",), header.ruleset, "ruleset"
    for index, seat in enumerate(header.players):
        if seat.deck is not None:
            yield ("players", index, "deck"), seat.deck, "deck"
    if header.scenario is None:
        return
    for s, setup in enumerate(header.scenario.seats):
        at: Where = ("scenario", "seats", s)
        for place in ("deck", "hand", "area", "victory_pool", "discard", "dead_book"):
            for i, card in enumerate(getattr(setup, place)):
                yield (*at, place, i), card, f"card:{place}"
        for w, warlord in enumerate(setup.warlords):
            yield (*at, "warlords", w, "card"), warlord.card, "card:warlords"
            for c, placed in enumerate(warlord.battle_hand):
                yield (*at, "warlords", w, "battle_hand", c, "card"), placed.card, "card:battle_hand"


def _step_names(steps: Sequence[Any], key: str) -> Iterator[tuple[Where, str, str]]:
    for index, step in enumerate(steps):
        at: Where = (key, index)
        if isinstance(step, dict) and set(step) == {"expect"} and isinstance(step["expect"], dict):
            yield from _expect_names(step["expect"], (*at, "expect"))
        else:
            yield from _instances(step, at)


def _expect_names(expect: Mapping[str, Any], at: Where) -> Iterator[tuple[Where, str, str]]:
    for name, value in expect.items():
        where = (*at, name)
        if name in PILE_KEYS and isinstance(value, list):
            for seat, pile in enumerate(value):
                for i, card in enumerate(pile if isinstance(pile, list) else ()):
                    if isinstance(card, str):
                        yield (*where, seat, i), card, "card"
        elif name == "warlords" and isinstance(value, dict):
            for warlord, fields in value.items():
                yield from _instances(warlord, (*where, warlord))
                hand = fields.get("battle_hand") if isinstance(fields, dict) else None
                for i, card in enumerate(hand if isinstance(hand, list) else ()):
                    if isinstance(card, str):
                        yield (*where, warlord, "battle_hand", i), card, "card"
        elif name not in ("events", "no_events", "event_counts"):
            yield from _instances(value, where)


def _instances(value: Any, at: Where) -> Iterator[tuple[Where, str, str]]:
    """Yields the card id of every instance a value spells (in option ids, keys and lists)."""
    if isinstance(value, str):
        for match in INSTANCE.finditer(value):
            yield at, match.group(1), "card"
    elif isinstance(value, dict):
        for key, inner in value.items():
            yield from _instances(key, (*at, key))
            yield from _instances(inner, (*at, key))
    elif isinstance(value, list):
        for index, inner in enumerate(value):
            yield from _instances(inner, (*at, index))


def _unknown(
    display: str, root: Node, named: Iterable[tuple[Where, str, str]], known: Mapping[str, Mapping[str, str]]
) -> Iterator[Problem]:
    """Returns a ``bad-reference`` for each id the tree lacks, and for a card in a place that cannot hold it."""
    for where, wanted, noun in named:
        noun, _, place = noun.partition(":")
        ids = known[noun]
        node = root.deepest(where)
        if wanted not in ids:
            message = f"no {noun} has id {quote(wanted)}{did_you_mean(wanted, sorted(ids))}"
        elif place and ids[wanted] not in HOLDS[place]:
            holds = " or ".join(sorted(HOLDS[place]))
            message = f"{wanted} is a {ids[wanted]}; a seat's {place.replace('_', ' ')} holds {holds} cards"
        else:
            continue
        yield Problem(display, node.line, node.column, "bad-reference", format_path(where), message)
