"""The expectation keys of Dungeon Command match scripts: each checks one aspect of the match (DC §1-§13)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Annotated, Any, Literal, get_args

from pydantic import AfterValidator, Discriminator, Field, Tag

from sfbkit.games.dungeon_command.engine.asking import DecisionKind
from sfbkit.games.dungeon_command.engine.core import EventKind
from sfbkit.games.dungeon_command.engine.definitions import Environment
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.engine.state import EndReason, Phase
from sfbkit.geometry.square import label, parse
from sfbkit.kit.expect_model import expect_model
from sfbkit.kit.ids import Id
from sfbkit.kit.model_base import Model
from sfbkit.kit.script_registry import Registry


@dataclass(frozen=True, slots=True)
class Checked:
    """What an expectation sees: the match and the index of the first event since the previous expect."""

    match: DCMatch
    since: int


Check = Callable[[Checked, Any], str | None]
"""Returns what was wrong, or None when the expectation holds; the value has been validated against its key's type."""


@dataclass(frozen=True, slots=True)
class ExpectKey:
    """One key of ``expect:``: the type its value is validated against (pydantic), what it checks, and the check."""

    value: Any
    meaning: str
    check: Check


KEYS: Registry[ExpectKey] = Registry("expectation key")


def _key(name: str, value: Any, meaning: str) -> Callable[[Check], Check]:
    """Returns a decorator that registers a check under ``name`` with the type of its value."""

    def add(check: Check) -> Check:
        KEYS.register(name)(ExpectKey(value, meaning, check))
        return check

    return add


def _square(text: str) -> str:
    parse(text)
    return text


def _list_or_one(value: Any) -> str:
    return "list" if isinstance(value, list) else "one"


def _one_or_list(item: Any) -> Any:
    """Returns the type of a list of ``item`` that may also be written as one bare item (``empty: h2``)."""
    return Annotated[
        Annotated[list[item], Tag("list")] | Annotated[item, Tag("one")],
        Discriminator(_list_or_one),
    ]


SeatNumber = Literal[0, 1]
Count = Annotated[int, Field(ge=0, le=9_999)]
"""Morale, leadership, a hand's size, a turn, damage, a number of tokens."""
SquareLabel = Annotated[str, AfterValidator(_square)]
"""A square's label: a column letter and a row from 1 (``h6``)."""
Pair = Annotated[list[Count | None], Field(min_length=2, max_length=2)]
"""One count per seat, ``[seat 0, seat 1]``; ``null`` skips a seat."""


class CreatureFields(Model):
    """What a creature on a square must be: its card, seat, damage, hit points left and tapped state."""

    card: Id | None = None
    seat: SeatNumber | None = None
    damage: Count | None = None
    hp: Annotated[int, Field(ge=-9_999, le=9_999)] | None = None
    tapped: bool | None = None


class TreasureFields(Model):
    """The closed chests' squares and the treasure tokens on squares (DC §12)."""

    chests: list[SquareLabel] | None = None
    tokens: dict[SquareLabel, Count] | None = None


class DecisionFields(Model):
    """The kind of the open decision and the seat it asks."""

    kind: DecisionKind | None = None
    player: SeatNumber | None = None


class OptionSets(Model):
    """Option ids the open decision must offer and must not offer."""

    includes: list[str] = Field(default_factory=list)
    excludes: list[str] = Field(default_factory=list)


class ResultFields(Model):
    """How the match ended (DC §13): the winner, the reason, the final morale and the turns played."""

    winner: SeatNumber | None = None
    reason: EndReason | None = None
    morale: Pair | None = None
    turns: Count | None = None


def _event(value: dict[str, Any]) -> dict[str, Any]:
    if value.get("kind") not in EVENT_KINDS:
        raise ValueError(f"an event is matched by its kind, one of {', '.join(EVENT_KINDS)}")
    return value


EVENT_KINDS: tuple[str, ...] = get_args(EventKind)
EventFields = Annotated[dict[str, Any], AfterValidator(_event)]
"""An event's kind and any of its fields."""


def _counter(name: str, read: Callable[[DCMatch, int], int]) -> Check:
    def check(seen: Checked, wanted: list[int | None]) -> str | None:
        found = [read(seen.match, seat) for seat in (0, 1)]
        if any(w is not None and w != f for w, f in zip(wanted, found, strict=True)):
            return f"expected {name} {wanted}, found {found}"
        return None

    return check


_key("morale", Pair, "each seat's morale")(_counter("morale", lambda m, s: m.state.players[s].morale))
_key("leadership", Pair, "each seat's leadership")(
    _counter("leadership", lambda m, s: m.state.players[s].leadership)
)
_key("order_hands", Pair, "how many orders each seat holds")(
    _counter("order hand sizes", lambda m, s: len(m.state.players[s].order_hand))
)
_key("creature_hands", Pair, "how many creature cards each seat holds")(
    _counter("creature hand sizes", lambda m, s: len(m.state.players[s].creature_hand))
)


def _describe(match: DCMatch, square: str) -> dict[str, Any] | None:
    creature = match.state.at(parse(square))
    if creature is None:
        return None
    eng = match.engine
    return {
        "card": creature.card,
        "seat": creature.owner,
        "damage": creature.damage,
        "hp": eng.hp(creature) - creature.damage,
        "tapped": creature.tapped,
    }


@_key(
    "creatures",
    dict[SquareLabel, Id | CreatureFields],
    "the creature on each square: its id, or `{card, seat, damage, hp, tapped}` (hp is what is left)",
)
def creatures(seen: Checked, value: dict[str, Any]) -> str | None:
    """``creatures: {h6: chain-warden, e5: {card: x, seat: 1, damage: 10, hp: 20, tapped: true}}``."""
    for square, wanted in value.items():
        found = _describe(seen.match, square)
        if found is None:
            return f"expected a creature on {square}, found none"
        fields = {"card": wanted} if isinstance(wanted, str) else wanted
        for key, expected in fields.items():
            if found[key] != expected:
                return f"expected {square} to have {key} {expected!r}, found {found[key]!r}"
    return None


@_key("empty", _one_or_list(SquareLabel), "no creature stands on these squares")
def empty(seen: Checked, value: list[str] | str) -> str | None:
    """``empty: [h2, h3]``: no creature stands on these squares."""
    for square in value if isinstance(value, list) else [value]:
        found = _describe(seen.match, square)
        if found is not None:
            return f"expected {square} empty, found {found['card']}"
    return None


@_key("creature_count", Pair, "how many creatures each seat has on the battlefield")
def creature_count(seen: Checked, wanted: list[int | None]) -> str | None:
    """``creature_count: [3, 4]``: creatures each seat has on the battlefield."""
    found = [sum(1 for c in seen.match.state.creatures.values() if c.owner == s) for s in (0, 1)]
    if any(w is not None and w != f for w, f in zip(wanted, found, strict=True)):
        return f"expected creature counts {wanted}, found {found}"
    return None


@_key("treasure", TreasureFields, "the closed chests' squares and the tokens on squares (DC §12)")
def treasure(seen: Checked, value: dict[str, Any]) -> str | None:
    """``treasure: {chests: [d8, k8], tokens: {k8: 2}}``: closed chests and tokens on squares (DC §12)."""
    state = seen.match.state
    if "chests" in value:
        found = sorted(label(s) for s in state.chests)
        if sorted(value["chests"]) != found:
            return f"expected closed chests on {sorted(value['chests'])}, found {found}"
    for square, count in (value.get("tokens") or {}).items():
        have = state.tokens.get(parse(square), 0)
        if have != count:
            return f"expected {count} treasure tokens on {square}, found {have}"
    return None


def _scalar(name: str, read: Callable[[DCMatch], object]) -> Check:
    def check(seen: Checked, value: Any) -> str | None:
        found = read(seen.match)
        return None if found == value else f"expected {name} {value!r}, found {found!r}"

    return check


_key("turn", Count, "the turn number")(_scalar("turn", lambda m: m.state.turn))
_key("phase", Phase, "the phase of the turn")(_scalar("phase", lambda m: m.state.phase))
_key("active", SeatNumber, "the seat whose turn it is")(_scalar("active player", lambda m: m.state.active))
_key("environment", Environment, "the battlefield's environment")(
    _scalar("environment", lambda m: m.state.environment)
)


@_key("decision", DecisionKind | DecisionFields, "the open decision: its kind, or `{kind, player}`")
def decision(seen: Checked, value: str | dict[str, Any]) -> str | None:
    """``decision: {kind: cower, player: 1}`` (or just the kind)."""
    fields = {"kind": value} if isinstance(value, str) else value
    current = seen.match.decision
    if current is None:
        return f"expected a {fields.get('kind', 'decision')} decision, found the match over"
    found = {"kind": current.kind, "player": current.player}
    for key, wanted in fields.items():
        if found[key] != wanted:
            return f"expected decision {key} {wanted!r}, found {found[key]!r}"
    return None


@_key("options", list[str] | OptionSets, "the open decision's option ids, exactly, or `{includes, excludes}`")
def options(seen: Checked, value: list[str] | dict[str, list[str]]) -> str | None:
    """``options: [pass, dodge:f6]`` exactly, or ``{includes: [...], excludes: [...]}``."""
    current = seen.match.decision
    found = list(current.ids) if current is not None else []
    if isinstance(value, list):
        return None if found == value else f"expected options {value}, found {found}"
    missing = [v for v in value.get("includes", []) if v not in found]
    if missing:
        return f"expected options to include {', '.join(missing)}; found {', '.join(found) or 'none'}"
    present = [v for v in value.get("excludes", []) if v in found]
    if present:
        return f"expected options to exclude {', '.join(present)}"
    return None


@_key("events", list[EventFields], "events since the previous `expect`, in order, with these fields")
def events(seen: Checked, value: list[dict[str, Any]]) -> str | None:
    """``events: [{kind: destroyed, creature: x@f6}]``: events since the previous expect, in this order."""
    recent = [event.to_json() for event in seen.match.events[seen.since :]]
    position = 0
    for wanted in value:
        while position < len(recent) and any(recent[position].get(k) != v for k, v in wanted.items()):
            position += 1
        if position == len(recent):
            kinds = sorted({e["kind"] for e in recent})
            return f"expected an event {wanted} (in order) since the previous expect; kinds seen: {', '.join(kinds) or 'none'}"
        position += 1
    return None


@_key("no_events", _one_or_list(EventKind), "no event of these kinds since the previous `expect`")
def no_events(seen: Checked, value: list[str] | str) -> str | None:
    """``no_events: [destroyed, damage]``: no event of these kinds since the previous expect."""
    kinds = {e.kind for e in seen.match.events[seen.since :]}
    found = [k for k in (value if isinstance(value, list) else [value]) if k in kinds]
    return f"expected no {', '.join(found)} event since the previous expect" if found else None


@_key("result", Literal["running"] | ResultFields, "`running`, or `{winner, reason, morale, turns}` (DC §13)")
def result(seen: Checked, value: str | dict[str, Any]) -> str | None:
    """``result: {winner: 0, reason: morale, morale: [9, 0]}`` or ``result: running``."""
    found = seen.match.result
    if value == "running":
        return None if found is None else f"expected the match running, found it over ({found.reason})"
    assert isinstance(value, dict)
    if found is None:
        return "expected the match over, found it running"
    have = {
        "winner": found.winner,
        "reason": found.reason,
        "morale": list(found.morale),
        "turns": found.turns,
    }
    for key, wanted in value.items():
        if have[key] != wanted:
            return f"expected result {key} {wanted!r}, found {have[key]!r}"
    return None


ExpectSpec = expect_model(
    "MatchExpect",
    "Expectation keys, each checked when the step is reached (docs/dungeon-command/matches.md).",
    ((name, KEYS.get(name).value, KEYS.get(name).meaning) for name in KEYS),
    null_skips=False,
)
"""The model an ``expect:`` mapping is validated against, built from KEYS."""
