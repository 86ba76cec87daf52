"""Checks an ``expect:`` block against a match: every mismatch with the line of the key that states it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.script_steps import ExpectStep
from sfbkit.geometry.hex import to_label
from sfbkit.kit.events import Event
from sfbkit.kit.problems import one_line


@dataclass(frozen=True, slots=True)
class Mismatch:
    """One expectation that does not hold."""

    line: int
    message: str


def _champion(match: Match, cid: str) -> Any:
    return match.state.champions.get(cid)


def check(step: ExpectStep, match: Match, since: Sequence[Event]) -> list[Mismatch]:
    """Returns every mismatch between an expectation and the match now; ``since`` are the events to look at."""
    spec = step.spec
    node = step.node
    state = match.state
    out: list[Mismatch] = []

    def fail(message: str, *path: str | int) -> None:
        out.append(Mismatch(node.deepest(path).line, one_line(message)))

    def champion_map(field: str, values: dict[str, Any] | None, read: Any, show: Any = str) -> None:
        for cid, want in (values or {}).items():
            c = _champion(match, cid)
            if c is None:
                fail(f"{field}: no champion {cid!r} in this match", field, cid)
                continue
            got = read(c)
            if got != want:
                fail(f"{field}: expected {cid} {show(want)}, found {show(got)}", field, cid)

    champion_map(
        "hexes", spec.hexes, lambda c: "gate" if c.hex is None else to_label(c.hex), lambda v: f"on {v}"
    )
    champion_map("damage", spec.damage, lambda c: c.damage, lambda v: f"with {v} damage")
    champion_map("side", spec.side, lambda c: "levelled" if c.levelled else "basic", lambda v: f"{v} side up")
    champion_map("rooted", spec.rooted, lambda c: c.rooted, lambda v: "rooted" if v else "not rooted")
    if spec.vp is not None and list(state.vp) != spec.vp:
        fail(f"vp: expected {spec.vp}, found {list(state.vp)}", "vp")
    if spec.hand_sizes is not None:
        got = [len(p.hand) for p in state.players]
        if got != spec.hand_sizes:
            fail(f"hand_sizes: expected {spec.hand_sizes}, found {got}", "hand_sizes")
    for index, cards in enumerate(spec.hands or ()):
        if cards is not None and index < len(state.players):
            hand = sorted(state.players[index].hand)
            if hand != sorted(cards):
                fail(f"hands: expected player {index} to hold {sorted(cards)}, found {hand}", "hands", index)
    for index, cards in enumerate(spec.deck_top or ()):
        if cards is not None and index < len(state.players):
            top = list(reversed(state.players[index].deck))[: len(cards)]
            if top != cards:
                fail(
                    f"deck_top: expected player {index}'s deck to start {cards}, found {top}",
                    "deck_top",
                    index,
                )
    for index, colours in enumerate(spec.cores or ()):
        if colours is not None and index < len(state.players):
            ready = sorted(c for c, ok in state.players[index].ready.items() if ok)
            if ready != sorted(colours):
                fail(
                    f"cores: expected player {index}'s ready cores {sorted(colours)}, found {ready}",
                    "cores",
                    index,
                )
    _check_traps(spec.traps, match, fail)
    if spec.track is not None and list(state.track) != spec.track:
        fail(f"track: expected {spec.track}, found {list(state.track)}", "track")
    if spec.round is not None and state.round != spec.round:
        fail(f"round: expected {spec.round}, found {state.round}", "round")
    if spec.active is not None and state.active_player != spec.active:
        fail(f"active: expected player {spec.active}'s turn, found player {state.active_player}'s", "active")
    if spec.winner is not None:
        result = match.result
        winner: int | str = "none" if result is None else ("draw" if result.winner is None else result.winner)
        if winner != spec.winner:
            shown = {"none": "the match still running", "draw": "a draw"}
            fail(
                f"winner: expected {shown.get(str(spec.winner), f'team {spec.winner}')}, "
                f"found {shown.get(str(winner), f'team {winner}')}",
                "winner",
            )
    decision = match.decision
    if spec.decision is not None:
        got_kind = decision.kind if decision is not None else "none"
        if got_kind != spec.decision:
            shown_kind = "none (the match is over)" if decision is None else got_kind
            fail(f"decision: expected {spec.decision}, found {shown_kind}", "decision")
    if spec.options is not None:
        ids = list(decision.ids) if decision is not None else []
        if ids != spec.options:
            fail(f"options: expected {spec.options}, found {ids}", "options")
    _check_events(spec.events, spec.no_events, since, fail)
    return out


def _check_traps(traps: dict[str, str] | list[str] | None, match: Match, fail: Any) -> None:
    if traps is None:
        return
    placed = {to_label(h): kind for h, kind in match.state.traps.items()}
    if isinstance(traps, list):
        if sorted(placed) != sorted(traps):
            fail(f"traps: expected traps on {sorted(traps)}, found {sorted(placed)}", "traps")
        return
    for label, want in traps.items():
        got = placed.get(label, "none")
        if got != want:
            fail(f"traps: expected {want} on {label}, found {got}", "traps", label)


def _matches(event: Event, pattern: str | dict[str, Any]) -> bool:
    if isinstance(pattern, str):
        return event.kind == pattern
    data = event.to_json()
    return all(data.get(key) == value for key, value in pattern.items())


def _describe(pattern: str | dict[str, Any]) -> str:
    if isinstance(pattern, str):
        return pattern
    return "{" + ", ".join(f"{k}: {v}" for k, v in pattern.items()) + "}"


def _check_events(
    wanted: list[str | dict[str, Any]] | None, unwanted: list[str] | None, since: Sequence[Event], fail: Any
) -> None:
    if wanted:
        position = 0
        for index, pattern in enumerate(wanted):
            while position < len(since) and not _matches(since[position], pattern):
                position += 1
            if position >= len(since):
                seen = ", ".join(e.kind for e in since) or "none"
                fail(
                    f"events: expected {_describe(pattern)} (in this order); events since: {seen}",
                    "events",
                    index,
                )
                break
            position += 1
    for index, kind in enumerate(unwanted or ()):
        hits = [e for e in since if e.kind == kind]
        if hits:
            fail(f"no_events: expected no {kind} event, found {len(hits)}", "no_events", index)
