"""The expectation keys of match scripts, in one registry: each key's value type, meaning, example and check."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import Field

from sfbkit.games.super_fantasy_brawl.content.ids import HexLabel
from sfbkit.games.super_fantasy_brawl.content.match_script import DamageCount, Round, Seat
from sfbkit.games.super_fantasy_brawl.play.script_steps import IdKind
from sfbkit.geometry.hex import to_label
from sfbkit.kit.content.ids import Id
from sfbkit.kit.scripts.expect_keys import (
    Check,
    ExpectKey,
    Found,
    Named,
    Names,
    Probe,
    clock_key,
    compare_pile,
    equal,
    flow,
    game_independent_keys,
    movement_left_key,
    per_seat,
    per_seat_names,
    per_seat_pile,
    top_first,
)
from sfbkit.kit.scripts.expectations import Expectations

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState, GameState, PlayerState

Colour = Literal["red", "yellow", "blue"]
Count = Annotated[int, Field(ge=0, le=99)]
"""A count of VP, cards, steps or events."""


def _keyed_by_champion(value: dict[str, Any]) -> list[Named]:
    return [((cid,), cid, "champion") for cid in value]


def _pile_ids(kind: IdKind) -> Names:
    """Returns a Names for a pile: a list of ids (``null`` for an empty slot), or a count."""

    def names(value: list[Any] | int) -> list[Named]:
        if not isinstance(value, list):
            return []
        return [((index,), item, kind) for index, item in enumerate(value) if item is not None]

    return names


def _trap_names(value: dict[str, str] | list[str]) -> list[Named]:
    if not isinstance(value, dict):
        return []  # a list of hexes names no trap kind
    return [((hex_label,), kind, "trap") for hex_label, kind in value.items() if kind != "none"]


# --- building blocks -------------------------------------------------------------


def _strength_bonus(probe: Probe, champion: ChampionState) -> int:
    """Returns the champion's strength bonus now; the engine's rules are imported only when a match is read."""
    from sfbkit.games.super_fantasy_brawl.engine.abilities import strength_bonus

    return strength_bonus(probe.match.engine, champion)


def _defence(probe: Probe, champion: ChampionState) -> int:
    """Returns the champion's defence now, with every modifier (RULES §5.1)."""
    from sfbkit.games.super_fantasy_brawl.engine.abilities import defence

    return defence(probe.match.engine, champion)


def _per_champion(read: Callable[[Probe, ChampionState], Any], show: Callable[[Any], str]) -> Check:
    def check(probe: Probe, values: dict[str, Any]) -> Iterator[Found]:
        for cid, want in values.items():
            champion = probe.state.champions.get(cid)
            if champion is None:
                yield (cid,), f"no champion {cid!r} in this match"
                continue
            got = read(probe, champion)
            if got != want:
                yield (cid,), f"expected {cid} {show(want)}, found {show(got)}"

    return check


def _pile(read: Callable[[GameState], list[str]], what: str, ordered: bool) -> Check:
    """Checks one pile of the match: a list is its contents, a number its size."""

    def check(probe: Probe, want: list[str] | int) -> Iterator[Found]:
        for message in compare_pile(read(probe.state), want, what, ordered):
            yield (), message

    return check


# --- the checks that need more than a comparison -----------------------------------


def _team(player: PlayerState, seat: int, want: list[str]) -> Iterator[str]:
    if sorted(player.champions) != sorted(want):
        yield f"expected player {seat}'s team {flow(want)}, found {flow(player.champions)}"


def _deck_top(player: PlayerState, seat: int, want: list[str]) -> Iterator[str]:
    top = top_first(player.deck)[: len(want)]
    if top != want:
        yield f"expected player {seat}'s deck to start {flow(want)}, found {flow(top)}"


def _cores(player: PlayerState, seat: int, want: list[str]) -> Iterator[str]:
    ready = sorted(colour for colour, ok in player.ready.items() if ok)
    if ready != sorted(want):
        yield f"expected player {seat}'s ready cores {flow(sorted(want))}, found {flow(ready)}"


def _check_hand_sizes(probe: Probe, want: list[int]) -> Iterator[Found]:
    got = [len(player.hand) for player in probe.state.players]
    if got != want:
        yield (), f"expected {flow(want)}, found {flow(got)}"


def _check_traps(probe: Probe, want: dict[str, str] | list[str]) -> Iterator[Found]:
    placed = {to_label(h): kind for h, kind in probe.state.traps.items()}
    if isinstance(want, list):
        if sorted(placed) != sorted(want):
            yield (), f"expected traps on {flow(sorted(want))}, found {flow(sorted(placed))}"
        return
    for label, kind in want.items():
        got = placed.get(label, "none")
        if got != kind:
            yield (label,), f"expected {kind} on {label}, found {got}"


def _on(value: Any) -> str:
    return f"on {value}"


PerPlayerPile = list[list[Id] | Count | None]
Pile = list[Id] | Count

GAME_KEYS: tuple[ExpectKey, ...] = (
    ExpectKey(
        "teams",
        list[list[Id] | None],
        "per player (`null` to skip one), the champions in any order (after a draft, say)",
        "[[borka, pip, velvet], null]",
        per_seat(_team),
        names=per_seat_names("champion"),
    ),
    ExpectKey(
        "hexes",
        dict[Id, HexLabel | Literal["gate"]],
        "champion → hex label or `gate`",
        "{gorlak: c3, pip: gate}",
        _per_champion(lambda p, c: "gate" if c.hex is None else to_label(c.hex), _on),
        names=_keyed_by_champion,
    ),
    ExpectKey(
        "damage",
        dict[Id, DamageCount],
        "champion → the damage on it",
        "{gorlak: 6}",
        _per_champion(lambda p, c: c.damage, lambda v: f"with {v} damage"),
        names=_keyed_by_champion,
    ),
    ExpectKey(
        "side",
        dict[Id, Literal["basic", "levelled"]],
        "champion → the side up (`basic`/`levelled`)",
        "{borka: levelled}",
        _per_champion(lambda p, c: "levelled" if c.levelled else "basic", lambda v: f"{v} side up"),
        names=_keyed_by_champion,
    ),
    ExpectKey(
        "rooted",
        dict[Id, bool],
        "champion → rooted this turn or not",
        "{gorlak: true}",
        _per_champion(lambda p, c: c.rooted, lambda v: "rooted" if v else "not rooted"),
        names=_keyed_by_champion,
    ),
    ExpectKey(
        "bloodied",
        dict[Id, bool],
        "champion → bloodied or not, under the ruleset's threshold (RULES §7)",
        "{gorlak: true, borka: false}",
        _per_champion(
            lambda p, c: p.match.engine.is_bloodied(c), lambda v: "bloodied" if v else "not bloodied"
        ),
        names=_keyed_by_champion,
    ),
    ExpectKey(
        "strength_bonus",
        dict[Id, Annotated[int, Field(ge=-99, le=99)]],
        "champion → what is added now to the printed strength of its attacks: modifiers of this turn "
        "and of the attack under way, and passive abilities (RULES §5.1)",
        "{borka: 1}",
        _per_champion(_strength_bonus, lambda v: f"with strength bonus {v}"),
        names=_keyed_by_champion,
    ),
    ExpectKey(
        "defence",
        dict[Id, Count],
        "champion → its defence now, with every modifier and passive ability (RULES §5.1)",
        "{gorlak: 2}",
        _per_champion(_defence, lambda v: f"with defence {v}"),
        names=_keyed_by_champion,
    ),
    ExpectKey(
        "vp",
        list[Count],
        "VP per team",
        "[2, 0]",
        equal(lambda p: list(p.state.vp)),
    ),
    ExpectKey(
        "hand_sizes",
        list[Count],
        "cards in hand per player",
        "[4, 5]",
        _check_hand_sizes,
    ),
    ExpectKey(
        "hands",
        PerPlayerPile,
        "per player (`null` to skip one): the cards in hand in any order, or their number",
        "[[borka-anvil-drop], 0]",
        per_seat_pile(lambda p: p.hand, "hand", ordered=False),
        names=per_seat_names("card"),
    ),
    ExpectKey(
        "deck_top",
        list[list[Id] | None],
        "per player (`null` to skip one): the top cards of the deck, top first",
        "[[pip-cartwheel], null]",
        per_seat(_deck_top),
        names=per_seat_names("card"),
    ),
    ExpectKey(
        "decks",
        PerPlayerPile,
        "per player (`null` to skip one): the whole deck, top first, or its number of cards",
        "[[borka-tempered, pip-cartwheel], 12]",
        per_seat_pile(lambda p: top_first(p.deck), "deck", ordered=True),
        names=per_seat_names("card"),
    ),
    ExpectKey(
        "discards",
        PerPlayerPile,
        "per player (`null` to skip one): the discard pile in any order, or its number of cards",
        "[[borka-anvil-drop], null]",
        per_seat_pile(lambda p: p.discard, "discard pile", ordered=False),
        names=per_seat_names("card"),
    ),
    ExpectKey(
        "cores",
        list[list[Colour] | None],
        "per player (`null` to skip one): the ready cores",
        "[[blue], [red, yellow, blue]]",
        per_seat(_cores),
    ),
    ExpectKey(
        "traps",
        dict[HexLabel, Id | Literal["none"]] | list[HexLabel],
        "hex → trap kind or `none`; or a list: exactly these hexes hold a trap",
        "{d4: stun, e5: none}",
        _check_traps,
        names=_trap_names,
    ),
    ExpectKey(
        "trap_supply",
        Pile,
        "the trap tokens in the supply, in any order (it is shuffled), or their number",
        "[root, damage-2]",
        _pile(lambda s: s.trap_supply, "the trap supply", ordered=False),
        names=_pile_ids("trap"),
    ),
    ExpectKey(
        "track",
        list[Id | None],
        "the challenge track, slot by slot (`null` for an empty slot)",
        "[gallery-owner, null, null]",
        equal(lambda p: list(p.state.track)),
        names=_pile_ids("challenge"),
    ),
    ExpectKey(
        "challenge_deck",
        Pile,
        "the challenge deck, next drawn first, or its number of cards",
        "5",
        _pile(lambda s: top_first(s.challenge_deck), "the challenge deck", ordered=True),
        names=_pile_ids("challenge"),
    ),
    ExpectKey(
        "challenge_discard",
        Pile,
        "the discarded challenges in any order, or their number",
        "[gallery-owner]",
        _pile(lambda s: s.challenge_discard, "the challenge discard", ordered=False),
        names=_pile_ids("challenge"),
    ),
    ExpectKey(
        "active",
        Seat,
        "the player whose turn it is",
        "1",
        equal(lambda p: p.state.active_player, lambda v: f"player {v}'s turn"),
    ),
)
"""The keys of this game's state."""

EXPECTATIONS = Expectations(
    "ExpectSpec",
    (
        *GAME_KEYS,
        clock_key("round", lambda match: match.state.round, Round),
        movement_left_key(),
        *game_independent_keys("team"),
    ),
)
"""Every expectation key of the game's scripts: its own, then the kit's."""

EXPECT_KEYS = EXPECTATIONS.keys
"""Every expectation key, in the order of the docs."""

KEYS = EXPECTATIONS.registry

ExpectSpec = EXPECTATIONS.spec
"""The model an ``expect:`` mapping is validated against."""

given = EXPECTATIONS.given

check = EXPECTATIONS.check
