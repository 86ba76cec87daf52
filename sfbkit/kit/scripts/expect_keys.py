"""Expectation keys: what each checks, and the keys that know no game (decisions, events, the result, the clock)."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Annotated, Any, Literal

from pydantic import AfterValidator, BeforeValidator, Field

from sfbkit.kit.play.events import Event
from sfbkit.kit.play.match_protocol import MAX_SEATS
from sfbkit.kit.scripts import event_patterns
from sfbkit.kit.scripts.event_patterns import EventPattern

Where = tuple[str | int, ...]
"""Where a mismatch is, under its key (a piece, a player's index, a list index)."""

Found = tuple[Where, str]
"""A mismatch found by a check: where, and what was wrong (the key's name is added to it)."""

Named = tuple[tuple[str | int, ...], str, str]
"""An id a value names: where under the value, the id, and what kind of content it should be."""

Seat = Annotated[int, Field(ge=0, le=MAX_SEATS - 1)]
"""A seat's number, from 0."""

Clock = Annotated[int, Field(ge=0, le=9_999)]
"""A round or turn number."""


@dataclass(frozen=True, slots=True)
class Probe:
    """What an expectation looks at: the match, and the events since the previous expectation."""

    match: Any
    since: Sequence[Event]

    @property
    def state(self) -> Any:
        """The match state (the game's own)."""
        return self.match.state


Check = Callable[[Probe, Any], Iterator[Found]]

Names = Callable[[Any], Iterable[Named]]
"""Returns the content ids a validated value names, for validation."""


def names_nothing(value: Any) -> Iterable[Named]:
    """Returns no id: the key names no content."""
    return ()


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


def per_seat_names(kind: str) -> Names:
    """Returns the Names of a list with one entry per seat, each a list of ids of a kind (or a count, or null)."""

    def names(value: list[Any]) -> list[Named]:
        return [
            ((seat, index), item, kind)
            for seat, entry in enumerate(value)
            if isinstance(entry, list)
            for index, item in enumerate(entry)
        ]

    return names


def top_first(cards: list[str]) -> list[str]:
    """Returns a pile kept with its next card last (a deck) with its next card first, as a script writes it."""
    return list(reversed(cards))


def compare_pile(got: list[str], want: list[str] | int, what: str, ordered: bool) -> Iterator[str]:
    """Yields what differs between a pile and the expected one: its cards (in order when ``ordered``) or its size."""
    if isinstance(want, int):
        if len(got) != want:
            yield f"expected {want} in {what}, found {len(got)}: {flow(got)}"
        return
    if (got if ordered else sorted(got)) != (want if ordered else sorted(want)):
        order = "in this order" if ordered else "in any order"
        yield f"expected {what} to be {flow(want)} ({order}), found {flow(got)}"


SeatCompare = Callable[[Any, int, Any], Iterator[str]]
"""Yields what differs between one seat's player state (the game's own) and the value expected of that seat."""


def per_seat(compare: SeatCompare) -> Check:
    """Checks a list with one entry per seat: null skips a seat; ``compare`` says what differs for the others."""

    def check(probe: Probe, values: list[Any]) -> Iterator[Found]:
        players = probe.state.players
        for seat, want in enumerate(values):
            if want is None:
                continue
            if seat >= len(players):
                yield (seat,), f"there is no player {seat} (the match has {len(players)})"
                continue
            for message in compare(players[seat], seat, want):
                yield (seat,), message

    return check


def per_seat_pile(read: Callable[[Any], list[str]], what: str, ordered: bool) -> Check:
    """Checks a pile of each seat's player state: null skips a seat, a list is the cards, a number the size."""
    return per_seat(
        lambda player, seat, want: compare_pile(read(player), want, f"player {seat}'s {what}", ordered)
    )


def per_seat_count(read: Callable[[Any], int], what: str) -> Check:
    """Checks a number of each seat's player state: null skips a seat."""

    def compare(player: Any, seat: int, want: int) -> Iterator[str]:
        if read(player) != want:
            yield f"expected player {seat}'s {what} {want}, found {read(player)}"

    return per_seat(compare)


@dataclass(frozen=True, slots=True)
class Mismatch:
    """One expectation that does not hold."""

    line: int
    message: str


def flow(value: Any) -> str:
    """Returns a value as a script writes it (YAML flow style): ``[a, null]``, not ``['a', None]``."""
    if value is None:
        return "null"
    if isinstance(value, dict):
        return "{" + ", ".join(f"{key}: {flow(item)}" for key, item in value.items()) + "}"
    if isinstance(value, list | tuple):
        return "[" + ", ".join(flow(item) for item in value) + "]"
    return str(value)


def equal(read: Callable[[Probe], Any], show: Callable[[Any], str] = flow) -> Check:
    """Returns a check that the value read from the match equals the expected one."""

    def check(probe: Probe, want: Any) -> Iterator[Found]:
        got = read(probe)
        if got != want:
            yield (), f"expected {show(want)}, found {show(got)}"

    return check


def _not_a_mapping(key: str, hint: str) -> Callable[[Any], Any]:
    """Returns a validator refusing a mapping for a key, with a hint naming the spelling to write instead."""

    def refuse(value: Any) -> Any:
        if isinstance(value, dict):
            raise ValueError(f"{key} is not a mapping; {hint}")
        return value

    return refuse


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


def _winner(probe: Probe) -> int | str:
    result = probe.match.result
    return "none" if result is None else ("draw" if result.winner is None else result.winner)


def _check_over(probe: Probe, want: bool) -> Iterator[Found]:
    over = probe.match.result is not None
    if over != want:
        yield (
            (),
            "expected the match over, found it running"
            if want
            else "expected the match running, found it over",
        )


Pattern = str | dict[str, Any]


def _check_movement_left(probe: Probe, want: int) -> Iterator[Found]:
    decision = probe.match.decision
    movement = decision.movement if decision is not None else None
    if movement is None:
        yield (), f"expected a move with {want} steps left, but no move is under way; {_asked(probe)}"
    elif movement.remaining != want:
        yield (), f"expected {want} steps left in the move, found {movement.remaining}"


def movement_left_key() -> ExpectKey:
    """Returns the key of the steps a move under way has left, read from its step decision's movement."""
    return ExpectKey(
        "movement_left",
        Annotated[int, Field(ge=0, le=99)],
        "the steps the move (or force) under way may still take, the one asked for included",
        "2",
        _check_movement_left,
    )


def clock_key(name: Literal["round", "turn"], read: Callable[[Any], int], value: Any = Clock) -> ExpectKey:
    """Returns the key of a game's clock, ``round`` or ``turn``, read from the match."""
    return ExpectKey(name, value, f"the {name}", "3", equal(lambda probe: read(probe.match)))


def game_independent_keys(side: str) -> tuple[ExpectKey, ...]:
    """Returns the keys every game's scripts have; ``side`` is what a winner is (``team``, ``player``)."""

    def show_winner(value: Any) -> str:
        return {"none": "the match still running", "draw": "a draw"}.get(str(value), f"{side} {value}")

    return (
        ExpectKey(
            "winner",
            Seat | Literal["draw", "none"],
            f"the winning {side}, `draw`, or `none` while the match runs",
            "0",
            equal(_winner, show_winner),
        ),
        ExpectKey("over", bool, "whether the match has ended", "true", _check_over),
        ExpectKey(
            "decision",
            Annotated[
                str,
                BeforeValidator(_not_a_mapping("decision", "write 'decision: KIND' and 'decider: SEAT'")),
            ],
            "the kind of decision the match waits for (`none` once it is over)",
            "reaction",
            _check_decision,
        ),
        ExpectKey("decider", Seat, "the player that decision is for", "1", _check_decider),
        ExpectKey(
            "options",
            Annotated[
                list[str],
                BeforeValidator(
                    _not_a_mapping("options", "write 'includes: [...]' and 'excludes: [...]' under expect")
                ),
            ],
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
        ExpectKey("excludes", list[str], "option ids that must not be legal", "[step:c2]", _check_excludes),
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
