"""The expectation keys of match scripts, in one registry: each key's value type, meaning, example and check."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal

from pydantic import AfterValidator, BaseModel, Field

from sfbkit.games.super_fantasy_brawl.content.ids import HexLabel
from sfbkit.games.super_fantasy_brawl.content.match_script import DamageCount, Round, Seat
from sfbkit.games.super_fantasy_brawl.play import event_patterns
from sfbkit.games.super_fantasy_brawl.play.event_patterns import EventPattern
from sfbkit.games.super_fantasy_brawl.play.script_steps import IdKind, Named
from sfbkit.geometry.hex import to_label
from sfbkit.kit.events import Event
from sfbkit.kit.expect_model import expect_model
from sfbkit.kit.ids import Id
from sfbkit.kit.problems import one_line
from sfbkit.kit.script_registry import Registry
from sfbkit.kit.yaml_source import Node

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.engine.match import Match
    from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState, GameState, PlayerState

Colour = Literal["red", "yellow", "blue"]
Count = Annotated[int, Field(ge=0, le=99)]
"""A count of VP, cards, steps or events."""

Where = tuple[str | int, ...]
"""Where a mismatch is, under its key (a champion, a player's index, a list index)."""

Found = tuple[Where, str]
"""A mismatch found by a check: where, and what was wrong (the key's name is added to it)."""


@dataclass(frozen=True, slots=True)
class Probe:
    """What an expectation looks at: the match, and the events since the previous expectation."""

    match: Match
    since: Sequence[Event]

    @property
    def state(self) -> GameState:
        """The match state."""
        return self.match.state


Check = Callable[[Probe, Any], Iterator[Found]]

Names = Callable[[Any], Iterable[Named]]
"""Returns the content ids a validated value names, for validation."""


def names_nothing(value: Any) -> Iterable[Named]:
    """Returns no id: the key names no content."""
    return ()


def _keyed_by_champion(value: dict[str, Any]) -> list[Named]:
    return [((cid,), cid, "champion") for cid in value]


def _per_player_ids(kind: IdKind) -> Names:
    """Returns a Names for a list with one entry per player, each a list of ids (or a count, or null)."""

    def names(value: list[Any]) -> list[Named]:
        return [
            ((player, index), item, kind)
            for player, entry in enumerate(value)
            if isinstance(entry, list)
            for index, item in enumerate(entry)
        ]

    return names


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


@dataclass(frozen=True, slots=True)
class ExpectKey:
    """One key of ``expect:``: the type of its value, what it checks (for the docs), an example and the check."""

    name: str
    value: Any
    """The type its value is validated against (pydantic)."""
    meaning: str
    """What it checks, as one Markdown table cell."""
    example: str
    """A value in YAML flow style, shown in the docs and checked to parse."""
    check: Check
    names: Names = names_nothing
    """The content ids its value names, checked by ``sfbkit validate``."""


@dataclass(frozen=True, slots=True)
class Mismatch:
    """One expectation that does not hold."""

    line: int
    message: str


# --- building blocks -------------------------------------------------------------


def flow(value: Any) -> str:
    """Returns a value as a script writes it (YAML flow style): ``[a, null]``, not ``['a', None]``."""
    if value is None:
        return "null"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(flow(item) for item in value) + "]"
    return str(value)


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


def _per_player(read: Callable[[PlayerState], list[str]], what: str, ordered: bool) -> Check:
    """Checks a list with one entry per player: null skips a player, a list is the contents, a number the size."""

    def check(probe: Probe, values: list[list[str] | int | None]) -> Iterator[Found]:
        players = probe.state.players
        for index, want in enumerate(values):
            if want is None:
                continue
            if index >= len(players):
                yield (index,), f"there is no player {index} (the match has {len(players)})"
                continue
            for message in _compare_pile(read(players[index]), want, f"player {index}'s {what}", ordered):
                yield (index,), message

    return check


def _pile(read: Callable[[GameState], list[str]], what: str, ordered: bool) -> Check:
    """Checks one pile of the match: a list is its contents, a number its size."""

    def check(probe: Probe, want: list[str] | int) -> Iterator[Found]:
        for message in _compare_pile(read(probe.state), want, what, ordered):
            yield (), message

    return check


def _compare_pile(got: list[str], want: list[str] | int, what: str, ordered: bool) -> Iterator[str]:
    if isinstance(want, int):
        if len(got) != want:
            yield f"expected {want} in {what}, found {len(got)}: {flow(got)}"
        return
    if (got if ordered else sorted(got)) != (want if ordered else sorted(want)):
        order = "in this order" if ordered else "in any order"
        yield f"expected {what} to be {flow(want)} ({order}), found {flow(got)}"


def _equal(read: Callable[[Probe], Any], show: Callable[[Any], str] = flow) -> Check:
    def check(probe: Probe, want: Any) -> Iterator[Found]:
        got = read(probe)
        if got != want:
            yield (), f"expected {show(want)}, found {show(got)}"

    return check


def _top_first(cards: list[str]) -> list[str]:
    """Returns a pile kept with its next card last (decks, challenge deck) with its next card first."""
    return list(reversed(cards))


# --- the checks that need more than a comparison -----------------------------------


def _check_teams(probe: Probe, values: list[list[str] | None]) -> Iterator[Found]:
    players = probe.state.players
    for index, want in enumerate(values):
        if want is None:
            continue
        if index >= len(players):
            yield (index,), f"there is no player {index} (the match has {len(players)})"
        elif sorted(players[index].champions) != sorted(want):
            yield (
                (index,),
                f"expected player {index}'s team {flow(want)}, found {flow(players[index].champions)}",
            )


def _check_deck_top(probe: Probe, values: list[list[str] | None]) -> Iterator[Found]:
    players = probe.state.players
    for index, want in enumerate(values):
        if want is None:
            continue
        if index >= len(players):
            yield (index,), f"there is no player {index} (the match has {len(players)})"
            continue
        top = _top_first(players[index].deck)[: len(want)]
        if top != want:
            yield (index,), f"expected player {index}'s deck to start {flow(want)}, found {flow(top)}"


def _check_cores(probe: Probe, values: list[list[str] | None]) -> Iterator[Found]:
    players = probe.state.players
    for index, want in enumerate(values):
        if want is None:
            continue
        if index >= len(players):
            yield (index,), f"there is no player {index} (the match has {len(players)})"
            continue
        ready = sorted(colour for colour, ok in players[index].ready.items() if ok)
        if ready != sorted(want):
            yield (index,), f"expected player {index}'s ready cores {flow(sorted(want))}, found {flow(ready)}"


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


def _winner(probe: Probe) -> int | str:
    result = probe.match.result
    return "none" if result is None else ("draw" if result.winner is None else result.winner)


def _show_winner(value: Any) -> str:
    return {"none": "the match still running", "draw": "a draw"}.get(str(value), f"team {value}")


def _asked(probe: Probe) -> str:
    decision = probe.match.decision
    if decision is None:
        return "the match is over"
    return f"player {decision.player} is asked for {decision.kind}"


def _check_decision(probe: Probe, want: str) -> Iterator[Found]:
    decision = probe.match.decision
    got = decision.kind if decision is not None else "none"
    if got != want:
        yield (), f"expected {want}, found {'none (the match is over)' if decision is None else got}"


def _check_decider(probe: Probe, want: int) -> Iterator[Found]:
    decision = probe.match.decision
    if decision is None or decision.player != want:
        yield (), f"expected player {want} to decide, but {_asked(probe)}"


def _legal(probe: Probe) -> list[str]:
    decision = probe.match.decision
    return list(decision.ids) if decision is not None else []


def _check_options(probe: Probe, want: list[str]) -> Iterator[Found]:
    got = _legal(probe)
    if got != want:
        yield (), f"expected {flow(want)}, found {flow(got)}"


def _check_includes(probe: Probe, want: list[str]) -> Iterator[Found]:
    legal = _legal(probe)
    for index, option in enumerate(want):
        if option not in legal:
            yield (index,), f"expected {option!r} to be legal; {_asked(probe)}; legal: {', '.join(legal)}"


def _check_excludes(probe: Probe, want: list[str]) -> Iterator[Found]:
    legal = _legal(probe)
    for index, option in enumerate(want):
        if option in legal:
            yield (index,), f"expected {option!r} not to be legal, but it is; {_asked(probe)}"


def _check_movement_left(probe: Probe, want: int) -> Iterator[Found]:
    decision = probe.match.decision
    movement = decision.movement if decision is not None else None
    if movement is None:
        yield (), f"expected a move with {want} steps left, but no move is under way; {_asked(probe)}"
    elif movement.remaining != want:
        yield (), f"expected {want} steps left in the move, found {movement.remaining}"


def _check_events(probe: Probe, want: list[EventPattern]) -> Iterator[Found]:
    since = probe.since
    position = 0
    for index, pattern in enumerate(want):
        while position < len(since) and not event_patterns.matches(since[position], pattern):
            position += 1
        if position >= len(since):
            seen = event_patterns.kinds_seen(since)
            yield (
                (index,),
                f"expected {event_patterns.describe(pattern)} (in this order); events since: {seen}",
            )
            return
        position += 1


def _check_no_events(probe: Probe, want: list[EventPattern]) -> Iterator[Found]:
    for index, pattern in enumerate(want):
        hits = [event for event in probe.since if event_patterns.matches(event, pattern)]
        if hits:
            yield (index,), f"expected no {event_patterns.describe(pattern)} event, found {len(hits)}"


def _check_event_counts(probe: Probe, want: list[dict[str, Any]]) -> Iterator[Found]:
    for index, counted in enumerate(want):
        pattern = event_patterns.without_count(counted)
        hits = sum(1 for event in probe.since if event_patterns.matches(event, pattern))
        if hits != counted[event_patterns.COUNT]:
            yield (
                (index,),
                f"expected {counted[event_patterns.COUNT]} {event_patterns.describe(pattern)} events, "
                f"found {hits}",
            )


def _on(value: Any) -> str:
    return f"on {value}"


PerPlayerPile = list[list[Id] | Count | None]
Pile = list[Id] | Count
Pattern = str | dict[str, Any]

EXPECT_KEYS: tuple[ExpectKey, ...] = (
    ExpectKey(
        "teams",
        list[list[Id] | None],
        "per player (`null` to skip one), the champions in any order (after a draft, say)",
        "[[borka, pip, velvet], null]",
        _check_teams,
        names=_per_player_ids("champion"),
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
        _equal(lambda p: list(p.state.vp)),
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
        _per_player(lambda p: p.hand, "hand", ordered=False),
        names=_per_player_ids("card"),
    ),
    ExpectKey(
        "deck_top",
        list[list[Id] | None],
        "per player (`null` to skip one): the top cards of the deck, top first",
        "[[pip-cartwheel], null]",
        _check_deck_top,
        names=_per_player_ids("card"),
    ),
    ExpectKey(
        "decks",
        PerPlayerPile,
        "per player (`null` to skip one): the whole deck, top first, or its number of cards",
        "[[borka-tempered, pip-cartwheel], 12]",
        _per_player(lambda p: _top_first(p.deck), "deck", ordered=True),
        names=_per_player_ids("card"),
    ),
    ExpectKey(
        "discards",
        PerPlayerPile,
        "per player (`null` to skip one): the discard pile in any order, or its number of cards",
        "[[borka-anvil-drop], null]",
        _per_player(lambda p: p.discard, "discard pile", ordered=False),
        names=_per_player_ids("card"),
    ),
    ExpectKey(
        "cores",
        list[list[Colour] | None],
        "per player (`null` to skip one): the ready cores",
        "[[blue], [red, yellow, blue]]",
        _check_cores,
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
        _equal(lambda p: list(p.state.track)),
        names=_pile_ids("challenge"),
    ),
    ExpectKey(
        "challenge_deck",
        Pile,
        "the challenge deck, next drawn first, or its number of cards",
        "5",
        _pile(lambda s: _top_first(s.challenge_deck), "the challenge deck", ordered=True),
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
        "round",
        Round,
        "the round",
        "3",
        _equal(lambda p: p.state.round),
    ),
    ExpectKey(
        "active",
        Seat,
        "the player whose turn it is",
        "1",
        _equal(lambda p: p.state.active_player, lambda v: f"player {v}'s turn"),
    ),
    ExpectKey(
        "winner",
        Seat | Literal["draw", "none"],
        "the winning team, `draw`, or `none` while the match runs",
        "0",
        _equal(_winner, _show_winner),
    ),
    ExpectKey(
        "decision",
        str,
        "the kind of decision the match waits for (`none` once it is over)",
        "reaction",
        _check_decision,
    ),
    ExpectKey(
        "decider",
        Seat,
        "the player that decision is for",
        "1",
        _check_decider,
    ),
    ExpectKey(
        "options",
        list[str],
        "the legal option ids of that decision, exactly and in the engine's order",
        "[target:gorlak, decline]",
        _check_options,
    ),
    ExpectKey(
        "includes",
        list[str],
        "option ids that must be among the legal ones, in any order",
        "[step:c4, stop]",
        _check_includes,
    ),
    ExpectKey(
        "excludes",
        list[str],
        "option ids that must not be legal",
        "[step:c2]",
        _check_excludes,
    ),
    ExpectKey(
        "movement_left",
        Count,
        "the steps the move (or force) under way may still take, the one asked for included",
        "2",
        _check_movement_left,
    ),
    ExpectKey(
        "events",
        list[Pattern],
        "events since the previous expectation (or the start), in this order, others may come between: "
        "a kind (`trap`) or fields to match",
        "[trap, {kind: damage, champion: gorlak, amount: 2}]",
        _check_events,
    ),
    ExpectKey(
        "no_events",
        list[Pattern],
        "events that must not have happened since the previous expectation: kinds or fields to match",
        "[trap, {kind: damage, champion: borka}]",
        _check_no_events,
    ),
    ExpectKey(
        "event_counts",
        list[Annotated[dict[str, Any], AfterValidator(event_patterns.counted)]],
        "how many events since the previous expectation match some fields: `count` and the fields",
        "[{kind: damage, champion: gorlak, count: 2}]",
        _check_event_counts,
    ),
)
"""Every expectation key, in the order of the docs."""

KEYS: Registry[ExpectKey] = Registry("expectation key")
KEYS.register_all((key.name, key) for key in EXPECT_KEYS)


ExpectSpec = expect_model(
    "ExpectSpec",
    "What must hold at one point of a script; every key given is checked.",
    ((key.name, key.value, one_line(key.meaning)) for key in EXPECT_KEYS),
    null_skips=True,
)
"""The model an ``expect:`` mapping is validated against, built from EXPECT_KEYS."""


def given(spec: BaseModel, written: dict[str, Any]) -> dict[str, Any]:
    """Returns the validated values of the keys a script wrote (not null), in the order written."""
    return {name: getattr(spec, name) for name in written if name in KEYS and getattr(spec, name) is not None}


def check(values: dict[str, Any], node: Node, match: Match, since: Sequence[Event]) -> list[Mismatch]:
    """Returns every mismatch between an expectation and the match now; ``since`` are the events to look at."""
    probe = Probe(match, since)
    return [
        Mismatch(node.deepest((name, *where)).line, one_line(f"{name}: {message}"))
        for name, want in values.items()
        for where, message in KEYS.get(name).check(probe, want)
    ]
