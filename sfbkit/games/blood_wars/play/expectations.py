"""The expectation keys of Blood Wars' state (BW §1, §5-§16), beside the kit's keys that know no game."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Annotated, Any, Literal

from pydantic import Field

from sfbkit.games.blood_wars.engine.core import card_id
from sfbkit.games.blood_wars.engine.state import Phase, PlayerState
from sfbkit.games.blood_wars.engine.values import legion_cs, warlord_stat
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.scripts.expect_keys import (
    Check,
    ExpectKey,
    Found,
    Probe,
    Seat,
    clock_key,
    equal,
    flow,
    game_independent_keys,
)
from sfbkit.kit.scripts.expectations import Expectations

Count = Annotated[int, Field(ge=0, le=9_999)]
"""A number of cards, VP, a round or a turn."""
PerSeat = Annotated[list[Count | None], Field(min_length=2, max_length=6)]
"""One count per seat in the order given, ``[seat 0, seat 1, ...]``; ``null`` skips a seat."""
Pile = Annotated[list[list[Id] | Count | None], Field(min_length=2, max_length=6)]
"""Per seat, the card ids of a place or their number; ``null`` skips a seat."""
Instance = Annotated[str, Field(pattern=r"^p[1-6]:[a-z0-9][a-z0-9-]*#[1-9][0-9]*$")]
"""A card instance ``p<seat>:<card id>#<copy>`` (BW §14)."""


class WarlordFields(Model):
    """What a warlord in play must be: its facing and its battle hand (card ids in any order, or their number)."""

    face_down: bool | None = None
    battle_hand: list[Id] | Count | None = None


class ChallengeFields(Model):
    """What the challenge in progress must be (BW §8): its kind, target, challenger and the two sides."""

    kind: Literal["intrigue", "combat"] | None = None
    target: Instance | None = None
    challenger: Instance | None = None
    supporters: list[Instance] | None = None
    opposers: list[Instance] | None = None


def _seat_count(probe: Probe, wanted: list[Any]) -> Iterator[Found]:
    seats = len(probe.state.players)
    if len(wanted) != seats:
        yield (), f"expected one value per seat ({seats}), found {len(wanted)}"


def _ids(cards: list[str]) -> list[str]:
    return [card_id(card) for card in cards]


def _pile(name: str, read: Callable[[PlayerState], list[str]], ordered: bool) -> Check:
    """Checks a place per seat: a list is its card ids (top first when ``ordered``), a number its size."""

    def check(probe: Probe, wanted: list[list[str] | int | None]) -> Iterator[Found]:
        yield from _seat_count(probe, wanted)
        for seat, want in enumerate(wanted[: len(probe.state.players)]):
            if want is None:
                continue
            got = _ids(read(probe.state.players[seat]))
            if isinstance(want, int):
                if len(got) != want:
                    yield (seat,), f"expected {want} in p{seat + 1}'s {name}, found {len(got)}: {flow(got)}"
            elif (got if ordered else sorted(got)) != (want if ordered else sorted(want)):
                order = "in this order" if ordered else "in any order"
                yield (
                    (seat,),
                    f"expected p{seat + 1}'s {name} to be {flow(want)} ({order}), found {flow(got)}",
                )

    return check


def _per_seat(name: str, read: Callable[[Probe, int], int]) -> Check:
    def check(probe: Probe, wanted: list[int | None]) -> Iterator[Found]:
        yield from _seat_count(probe, wanted)
        for seat, want in enumerate(wanted[: len(probe.state.players)]):
            found = read(probe, seat)
            if want is not None and want != found:
                yield (seat,), f"expected p{seat + 1}'s {name} {want}, found {found}"

    return check


def _owner(probe: Probe, instance: str) -> PlayerState | None:
    seat = int(instance[1 : instance.index(":")]) - 1
    players = probe.state.players
    return players[seat] if seat < len(players) else None


def _check_warlords(probe: Probe, value: dict[str, WarlordFields | bool]) -> Iterator[Found]:
    for warlord, wanted in value.items():
        player = _owner(probe, warlord)
        if player is None or warlord not in player.warlords:
            yield (warlord,), f"expected {warlord} in play, found it {_where(probe, warlord)}"
            continue
        fields = WarlordFields(face_down=wanted) if isinstance(wanted, bool) else wanted
        down = warlord in probe.state.face_down
        if fields.face_down is not None and fields.face_down != down:
            yield (
                (warlord,),
                f"expected {warlord} face {'down' if fields.face_down else 'up'}, found it face {'down' if down else 'up'}",
            )
        hand = _ids(player.battle.get(warlord, []))
        want = fields.battle_hand
        if isinstance(want, int) and len(hand) != want:
            yield (
                (warlord,),
                f"expected {want} cards in {warlord}'s battle hand, found {len(hand)}: {flow(hand)}",
            )
        elif isinstance(want, list) and sorted(want) != sorted(hand):
            yield (
                (warlord,),
                f"expected {warlord}'s battle hand to be {flow(want)} (in any order), found {flow(hand)}",
            )


PLACES: tuple[tuple[str, Callable[[PlayerState], list[str]]], ...] = (
    ("deck", lambda p: p.deck),
    ("command hand", lambda p: p.hand),
    ("area", lambda p: [*p.battlefields, *p.area_fates]),
    ("victory pool", lambda p: p.pool),
    ("discard pile", lambda p: p.discard),
    ("Dead-Book", lambda p: p.dead),
)


def _where(probe: Probe, instance: str) -> str:
    """Returns where a card instance is now, for messages."""
    player = _owner(probe, instance)
    if player is None:
        return "in no seat's places"
    for name, read in PLACES:
        if instance in read(player):
            return f"in the {name}"
    for warlord, cards in player.battle.items():
        if instance in cards:
            return f"in {warlord}'s battle hand"
    if instance in probe.state.resolving:
        return "resolving"
    return "nowhere (no such card)"


def _check_facing(down: bool) -> Check:
    def check(probe: Probe, value: list[str]) -> Iterator[Found]:
        for index, instance in enumerate(value):
            player = _owner(probe, instance)
            if player is None or not probe.match.engine.in_play(instance):
                yield (index,), f"expected {instance} in play, found it {_where(probe, instance)}"
            elif (instance in probe.state.face_down) != down:
                yield (
                    (index,),
                    f"expected {instance} face {'down' if down else 'up'}, found it face {'up' if down else 'down'}",
                )

    return check


def _check_places(probe: Probe, value: dict[str, str]) -> Iterator[Found]:
    for instance, place in value.items():
        found = _where(probe, instance)
        if found != place and found != f"in the {place}" and found != f"in {place}":
            yield (instance,), f"expected {instance} in the {place}, found it {found}"


def _check_challenge(probe: Probe, value: ChallengeFields | Literal["none"]) -> Iterator[Found]:
    challenge = probe.state.challenge
    if value == "none":
        if challenge is not None:
            yield (), f"expected no challenge, found a {challenge.kind} challenge for {challenge.target}"
        return
    if challenge is None:
        yield (), "expected a challenge in progress, found none"
        return
    found = {
        "kind": challenge.kind,
        "target": challenge.target,
        "challenger": challenge.challenger,
        "supporters": [w for _, w in challenge.supporters],
        "opposers": [w for _, w in challenge.opposers],
    }
    for key, want in value.model_dump(exclude_none=True).items():
        if found[key] != want:
            yield (key,), f"expected the challenge's {key} {flow(want)}, found {flow(found[key])}"


def _check_stat(stat: Literal["is", "cs"]) -> Check:
    """Checks the current IS or CS of card instances in play (BW §1.7, §17: facing, passives, modifiers)."""

    def check(probe: Probe, value: dict[str, int]) -> Iterator[Found]:
        eng = probe.match.engine
        for instance, want in value.items():
            if _owner(probe, instance) is None or not eng.in_play(instance):
                yield (instance,), f"expected {instance} in play, found it {_where(probe, instance)}"
                continue
            kind = eng.card(instance).kind
            if kind == "warlord":
                found = warlord_stat(eng, instance, stat)
            elif kind == "legion" and stat == "cs":
                found = legion_cs(eng, instance)
            else:
                yield (
                    (instance,),
                    f"{instance} is a {kind}; {stat.upper()} is read from a warlord"
                    + (" or a legion" if stat == "cs" else ""),
                )
                continue
            if found != want:
                yield (instance,), f"expected {instance}'s {stat.upper()} {want}, found {found}"

    return check


def _reason(probe: Probe) -> str:
    result = probe.match.result
    return "none" if result is None else str(result.reason)


PILE_KEYS: tuple[tuple[str, str, str, Callable[[PlayerState], list[str]], bool], ...] = (
    ("hands", "command hand", "[[writ-of-recall], 7]", lambda p: p.hand, False),
    ("decks", "deck", "[[veiled-pikes, vellmoor], null]", lambda p: list(reversed(p.deck)), True),
    ("battlefields", "battlefields in play", "[[vellmoor], []]", lambda p: p.battlefields, False),
    ("area_fates", "permanent fates in the area", "[0, null]", lambda p: p.area_fates, False),
    ("victory_pools", "victory pool", "[[vellmoor], 0]", lambda p: p.pool, False),
    ("discards", "discard pile", "[null, [veiled-pikes]]", lambda p: p.discard, False),
    ("dead_books", "Dead-Book", "[0, 1]", lambda p: p.dead, False),
)

GAME_KEYS: tuple[ExpectKey, ...] = (
    *(
        ExpectKey(
            key,
            Pile,
            f"per seat (`null` to skip one): the card ids of its {what}"
            + (", top first" if ordered else " in any order")
            + ", or their number",
            example,
            _pile(what, read, ordered),
        )
        for key, what, example, read, ordered in PILE_KEYS
    ),
    ExpectKey(
        "warlords",
        dict[Instance, WarlordFields | bool],
        "warlord instance → `true`/`false` (face down or not), or `{face_down, battle_hand}`; "
        "the battle hand is card ids in any order or their number",
        "{p1:magistrate-orrun-vell#1: {face_down: false, battle_hand: [archive-halberdiers]}}",
        _check_warlords,
    ),
    ExpectKey(
        "face_down",
        list[Instance],
        "card instances in play that are face down",
        "[p1:vellmoor#1]",
        _check_facing(True),
    ),
    ExpectKey(
        "face_up",
        list[Instance],
        "card instances in play that are face up",
        "[p2:underhollow#1]",
        _check_facing(False),
    ),
    ExpectKey(
        "places",
        dict[Instance, str],
        "card instance → where it is: `deck`, `command hand`, `area`, `victory pool`, `discard pile`, "
        "`Dead-Book`, or `<warlord>'s battle hand`",
        "{p1:vellmoor#1: victory pool}",
        _check_places,
    ),
    ExpectKey(
        "vp",
        PerSeat,
        "per seat (`null` to skip one), the victory points",
        "[4, null]",
        _per_seat("VP", lambda p, s: int(p.match.engine.vp(s))),
    ),
    ExpectKey(
        "turns_taken",
        PerSeat,
        "per seat (`null` to skip one), the turns it has taken",
        "[3, 2]",
        _per_seat("turns taken", lambda p, s: p.state.players[s].turns),
    ),
    ExpectKey(
        "phase",
        Phase,
        "the phase of the turn (`over` once the match ends)",
        "action",
        equal(lambda p: p.state.phase),
    ),
    ExpectKey(
        "active",
        Seat,
        "the seat whose turn it is, from 0",
        "1",
        equal(lambda p: p.state.turn_player, lambda v: f"seat {v}'s turn"),
    ),
    ExpectKey(
        "seat_order",
        list[Seat],
        "the seats in turn order, from 0 (BW §5.3)",
        "[1, 0]",
        equal(lambda p: list(p.state.order)),
    ),
    ExpectKey(
        "is",
        dict[Instance, Annotated[int, Field(ge=-999, le=999)]],
        "warlord instance → its current IS: printed or face-down, with passives and modifiers (BW §1.7)",
        "{p1:magistrate-orrun-vell#1: 13}",
        _check_stat("is"),
    ),
    ExpectKey(
        "cs",
        dict[Instance, Annotated[int, Field(ge=-999, le=999)]],
        "warlord or legion instance → its current CS: printed or face-down, with passives and modifiers",
        "{p1:archive-halberdiers#1: 7}",
        _check_stat("cs"),
    ),
    ExpectKey(
        "captures", Count, "the captures made this turn (BW §8.1)", "1", equal(lambda p: p.state.captures)
    ),
    ExpectKey(
        "challenge",
        ChallengeFields | Literal["none"],
        "the challenge in progress: `{kind, target, challenger, supporters, opposers}`, or `none`",
        "{kind: intrigue, opposers: [p3:ferryman-of-two-shores#1]}",
        _check_challenge,
    ),
    ExpectKey(
        "reason",
        Literal["vp", "round_limit", "none"],
        "why the match ended (BW §6.5), or `none` while it runs",
        "vp",
        equal(_reason),
    ),
)
"""The keys of this game's state."""

EXPECTATIONS = Expectations(
    "BWMatchExpect",
    (*GAME_KEYS, clock_key("round", lambda match: match.state.round, Count), *game_independent_keys("seat")),
)
"""Every expectation key of Blood Wars' scripts: its own, then the kit's."""

KEYS = EXPECTATIONS.registry

ExpectSpec = EXPECTATIONS.spec
"""The model an ``expect:`` mapping is validated against."""
