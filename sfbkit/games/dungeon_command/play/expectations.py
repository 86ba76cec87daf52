"""The expectation keys of Dungeon Command's state (DC §1-§13), beside the kit's keys that know no game."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Annotated, Any, Literal, get_args

from pydantic import AfterValidator, Field

from sfbkit.games.dungeon_command.engine.core import EventKind
from sfbkit.games.dungeon_command.engine.definitions import Environment, StatusKind
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.engine.state import CreatureState, EndReason, Phase
from sfbkit.geometry.square import label, parse
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.scripts.expect_keys import (
    ExpectKey,
    Found,
    Named,
    Probe,
    clock_key,
    equal,
    flow,
    game_independent_keys,
    movement_left_key,
    per_seat_count,
    per_seat_names,
    per_seat_pile,
    top_first,
)
from sfbkit.kit.scripts.expectations import Expectations


def _square(text: str) -> str:
    parse(text)
    return text


SeatNumber = Literal[0, 1]
Count = Annotated[int, Field(ge=0, le=9_999)]
"""Morale, leadership, a pile's size, a turn, damage, a number of tokens."""
SquareLabel = Annotated[str, AfterValidator(_square)]
"""A square's label: a column letter and a row from 1 (``h6``)."""
Pair = Annotated[list[Count | None], Field(min_length=2, max_length=2)]
"""One count per seat, ``[seat 0, seat 1]``; ``null`` skips a seat."""
Pile = Annotated[list[list[Id] | Count | None], Field(min_length=2, max_length=2)]
"""Per seat, the cards of a pile or their number; ``null`` skips a seat."""
STATUS_KINDS: tuple[StatusKind, ...] = get_args(StatusKind)
EVENT_KINDS: tuple[str, ...] = get_args(EventKind)


class CreatureFields(Model):
    """What a creature on a square must be: its card, seat, damage, hit points left, tapped and moved states."""

    card: Id | None = None
    seat: SeatNumber | None = None
    damage: Count | None = None
    hp: Annotated[int, Field(ge=-9_999, le=9_999)] | None = None
    tapped: bool | None = None
    activated: bool | None = None
    moved: bool | None = None


class TreasureFields(Model):
    """The closed chests' squares and the treasure tokens on squares (DC §12)."""

    chests: list[SquareLabel] | None = None
    tokens: dict[SquareLabel, Count] | None = None


def _creature(probe: Probe, square: str) -> CreatureState | None:
    found: CreatureState | None = probe.state.at(parse(square))
    return found


def _describe(match: DCMatch, creature: CreatureState) -> dict[str, Any]:
    return {
        "card": creature.card,
        "seat": creature.owner,
        "damage": creature.damage,
        "hp": match.engine.hp(creature) - creature.damage,
        "tapped": creature.tapped,
        "activated": creature.activated,
        "moved": creature.moved,
    }


def _check_creatures(probe: Probe, value: dict[str, Any]) -> Iterator[Found]:
    for square, wanted in value.items():
        creature = _creature(probe, square)
        if creature is None:
            yield (square,), f"expected a creature on {square}, found none"
            continue
        found = _describe(probe.match, creature)
        fields = {"card": wanted} if isinstance(wanted, str) else wanted.model_dump(exclude_none=True)
        for key, expected in fields.items():
            if found[key] != expected:
                yield (square,), f"expected {square} to have {key} {flow(expected)}, found {flow(found[key])}"


def _creature_names(value: dict[str, Any]) -> list[Named]:
    named: list[Named] = []
    for square, wanted in value.items():
        card = wanted if isinstance(wanted, str) else wanted.card
        if card is not None:
            named.append(((square,), card, "creature"))
    return named


def _check_empty(probe: Probe, value: list[str]) -> Iterator[Found]:
    for index, square in enumerate(value):
        creature = _creature(probe, square)
        if creature is not None:
            yield (index,), f"expected {square} empty, found {creature.card}"


def _check_creature_count(probe: Probe, wanted: list[int | None]) -> Iterator[Found]:
    for seat, want in enumerate(wanted):
        found = sum(1 for c in probe.state.creatures.values() if c.owner == seat)
        if want is not None and want != found:
            yield (seat,), f"expected player {seat} to have {want} creatures, found {found}"


def _check_treasure(probe: Probe, value: TreasureFields) -> Iterator[Found]:
    state = probe.state
    if value.chests is not None:
        found = sorted(label(s) for s in state.chests)
        if sorted(value.chests) != found:
            yield ("chests",), f"expected closed chests on {flow(sorted(value.chests))}, found {flow(found)}"
    for square, count in (value.tokens or {}).items():
        have = state.tokens.get(parse(square), 0)
        if have != count:
            yield ("tokens", square), f"expected {count} treasure tokens on {square}, found {have}"


def _check_statuses(probe: Probe, value: dict[str, list[str]]) -> Iterator[Found]:
    engine = probe.match.engine
    for square, wanted in value.items():
        creature = _creature(probe, square)
        if creature is None:
            yield (square,), f"expected a creature on {square}, found none"
            continue
        found = [kind for kind in STATUS_KINDS if engine.has_status(creature, kind)]
        if sorted(found) != sorted(wanted):
            yield (square,), f"expected {square} to have statuses {flow(sorted(wanted))}, found {flow(found)}"


def _reason(probe: Probe) -> str:
    result = probe.match.result
    return "none" if result is None else str(result.reason)


GAME_KEYS: tuple[ExpectKey, ...] = (
    ExpectKey(
        "creatures",
        dict[SquareLabel, Id | CreatureFields],
        "square → the creature on it: its id, or `{card, seat, damage, hp, tapped, activated, moved}` "
        "(hp is what is left)",
        "{h6: chain-warden, e5: {seat: 1, damage: 10, tapped: true}}",
        _check_creatures,
        names=_creature_names,
    ),
    ExpectKey("empty", list[SquareLabel], "squares no creature stands on", "[h2, h3]", _check_empty),
    ExpectKey(
        "creature_count",
        Pair,
        "per player (`null` to skip one), the creatures on the battlefield",
        "[3, 4]",
        _check_creature_count,
    ),
    ExpectKey(
        "statuses",
        dict[SquareLabel, list[StatusKind]],
        "square → the statuses the creature on it has now, from effects and auras, in any order (DC §17.4)",
        "{e5: [immobilized], h6: []}",
        _check_statuses,
    ),
    ExpectKey(
        "treasure",
        TreasureFields,
        "the closed chests' squares and the tokens on squares (DC §12)",
        "{chests: [d8, k8], tokens: {k8: 2}}",
        _check_treasure,
    ),
    ExpectKey(
        "morale",
        Pair,
        "per player (`null` to skip one), the morale",
        "[12, null]",
        per_seat_count(lambda p: p.morale, "morale"),
    ),
    ExpectKey(
        "leadership",
        Pair,
        "per player (`null` to skip one), the leadership",
        "[6, 5]",
        per_seat_count(lambda p: p.leadership, "leadership"),
    ),
    *(
        ExpectKey(
            f"{kind}_{pile}",
            Pile,
            f"per player (`null` to skip one): the {kind} {what}, or their number",
            example,
            per_seat_pile(read, f"{kind} {pile[:-1]}", ordered),
            names=per_seat_names(kind),
        )
        for kind, pile, what, example, read, ordered in (
            (
                "order",
                "hands",
                "cards in hand in any order",
                "[[lantern-strike], 0]",
                lambda p: p.order_hand,
                False,
            ),
            (
                "creature",
                "hands",
                "cards in hand in any order",
                "[4, null]",
                lambda p: p.creature_hand,
                False,
            ),
            ("order", "decks", "deck, top first", "[null, 5]", lambda p: top_first(p.order_deck), True),
            (
                "creature",
                "decks",
                "deck, top first",
                "[[marsh-wight], null]",
                lambda p: top_first(p.creature_deck),
                True,
            ),
            (
                "order",
                "discards",
                "discard pile in any order",
                "[[lantern-strike], null]",
                lambda p: p.order_discard,
                False,
            ),
            (
                "creature",
                "discards",
                "discard pile in any order",
                "[0, 1]",
                lambda p: p.creature_discard,
                False,
            ),
        )
    ),
    ExpectKey("phase", Phase, "the phase of the turn", "activation", equal(lambda p: p.state.phase)),
    ExpectKey(
        "active",
        SeatNumber,
        "the player whose turn it is",
        "1",
        equal(lambda p: p.state.active, lambda v: f"player {v}'s turn"),
    ),
    ExpectKey(
        "environment",
        Environment,
        "the battlefield's environment",
        "dungeon",
        equal(lambda p: p.state.environment),
    ),
    ExpectKey(
        "reason",
        EndReason | Literal["none"],
        "why the match ended (DC §13), or `none` while it runs",
        "turn_limit",
        equal(_reason),
    ),
)
"""The keys of this game's state."""

EXPECTATIONS = Expectations(
    "MatchExpect",
    (
        *GAME_KEYS,
        clock_key("turn", lambda match: match.state.turn, Count),
        movement_left_key(),
        *game_independent_keys("player"),
    ),
    retired={
        "result": "write 'winner: SEAT' (or draw), 'over: true', 'reason: REASON', 'morale: [A, B]' and 'turn: N'",
    },
)
"""Every expectation key of Dungeon Command's scripts: its own, then the kit's."""

KEYS = EXPECTATIONS.registry

ExpectSpec = EXPECTATIONS.spec
"""The model an ``expect:`` mapping is validated against."""
