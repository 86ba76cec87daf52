"""The expectation keys of Dungeon Command match scripts: each checks one aspect of the match (DC §1-§13)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.geometry.square import label, parse
from sfbkit.kit.script_registry import Registry


@dataclass(frozen=True, slots=True)
class Checked:
    """What an expectation sees: the match and the index of the first event since the previous expect."""

    match: DCMatch
    since: int


Check = Callable[[Checked, Any], str | None]
"""Returns what was wrong, or None when the expectation holds."""

KEYS: Registry[Check] = Registry("expectation key")


def _pair(value: Any, what: str) -> list[int | None]:
    if not (isinstance(value, list) and len(value) == 2):
        raise ValueError(f"expected [seat 0, seat 1] {what}")
    return value


def _counter(name: str, read: Callable[[DCMatch, int], int]) -> Check:
    def check(seen: Checked, value: Any) -> str | None:
        wanted = _pair(value, name)
        found = [read(seen.match, seat) for seat in (0, 1)]
        if any(w is not None and w != f for w, f in zip(wanted, found, strict=True)):
            return f"expected {name} {wanted}, found {found}"
        return None

    return check


KEYS.register("morale")(_counter("morale", lambda m, s: m.state.players[s].morale))
KEYS.register("leadership")(_counter("leadership", lambda m, s: m.state.players[s].leadership))
KEYS.register("order_hands")(_counter("order hand sizes", lambda m, s: len(m.state.players[s].order_hand)))
KEYS.register("creature_hands")(
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


@KEYS.register("creatures")
def creatures(seen: Checked, value: Any) -> str | None:
    """``creatures: {h6: chain-warden, e5: {card: x, seat: 1, damage: 10, hp: 20, tapped: true}}``."""
    if not isinstance(value, dict):
        raise ValueError("expected a mapping of square to a creature id or {card, seat, damage, hp, tapped}")
    for square, wanted in value.items():
        found = _describe(seen.match, str(square))
        if found is None:
            return f"expected a creature on {square}, found none"
        fields = {"card": wanted} if isinstance(wanted, str) else wanted
        if not isinstance(fields, dict):
            raise ValueError(f"{square}: expected a creature id or a mapping")
        for key, expected in fields.items():
            if key not in found:
                raise ValueError(f"{square}: unknown field {key!r}; expected card, seat, damage, hp, tapped")
            if found[key] != expected:
                return f"expected {square} to have {key} {expected!r}, found {found[key]!r}"
    return None


@KEYS.register("empty")
def empty(seen: Checked, value: Any) -> str | None:
    """``empty: [h2, h3]``: no creature stands on these squares."""
    for square in value if isinstance(value, list) else [value]:
        found = _describe(seen.match, str(square))
        if found is not None:
            return f"expected {square} empty, found {found['card']}"
    return None


@KEYS.register("creature_count")
def creature_count(seen: Checked, value: Any) -> str | None:
    """``creature_count: [3, 4]``: creatures each seat has on the battlefield."""
    wanted = _pair(value, "creature counts")
    found = [sum(1 for c in seen.match.state.creatures.values() if c.owner == s) for s in (0, 1)]
    if any(w is not None and w != f for w, f in zip(wanted, found, strict=True)):
        return f"expected creature counts {wanted}, found {found}"
    return None


@KEYS.register("treasure")
def treasure(seen: Checked, value: Any) -> str | None:
    """``treasure: {chests: [d8, k8], tokens: {k8: 2}}``: closed chests and tokens on squares (DC §12)."""
    if not isinstance(value, dict) or set(value) - {"chests", "tokens"}:
        raise ValueError("expected {chests: [squares], tokens: {square: n}}")
    state = seen.match.state
    if "chests" in value:
        found = sorted(label(s) for s in state.chests)
        if sorted(value["chests"]) != found:
            return f"expected closed chests on {sorted(value['chests'])}, found {found}"
    for square, count in (value.get("tokens") or {}).items():
        have = state.tokens.get(parse(str(square)), 0)
        if have != count:
            return f"expected {count} treasure tokens on {square}, found {have}"
    return None


def _scalar(name: str, read: Callable[[DCMatch], object]) -> Check:
    def check(seen: Checked, value: Any) -> str | None:
        found = read(seen.match)
        return None if found == value else f"expected {name} {value!r}, found {found!r}"

    return check


KEYS.register("turn")(_scalar("turn", lambda m: m.state.turn))
KEYS.register("phase")(_scalar("phase", lambda m: m.state.phase))
KEYS.register("active")(_scalar("active player", lambda m: m.state.active))
KEYS.register("environment")(_scalar("environment", lambda m: m.state.environment))


@KEYS.register("decision")
def decision(seen: Checked, value: Any) -> str | None:
    """``decision: {kind: cower, player: 1}`` (or just the kind)."""
    fields = {"kind": value} if isinstance(value, str) else value
    if not isinstance(fields, dict) or set(fields) - {"kind", "player"}:
        raise ValueError("expected a kind or {kind, player}")
    current = seen.match.decision
    if current is None:
        return f"expected a {fields.get('kind', 'decision')} decision, found the match over"
    found = {"kind": current.kind, "player": current.player}
    for key, wanted in fields.items():
        if found[key] != wanted:
            return f"expected decision {key} {wanted!r}, found {found[key]!r}"
    return None


@KEYS.register("options")
def options(seen: Checked, value: Any) -> str | None:
    """``options: [pass, dodge:f6]`` exactly, or ``{includes: [...], excludes: [...]}``."""
    current = seen.match.decision
    found = list(current.ids) if current is not None else []
    if isinstance(value, list):
        return None if found == [str(v) for v in value] else f"expected options {value}, found {found}"
    if not isinstance(value, dict) or set(value) - {"includes", "excludes"}:
        raise ValueError("expected a list of option ids or {includes, excludes}")
    missing = [str(v) for v in value.get("includes", []) if str(v) not in found]
    if missing:
        return f"expected options to include {', '.join(missing)}; found {', '.join(found) or 'none'}"
    present = [str(v) for v in value.get("excludes", []) if str(v) in found]
    if present:
        return f"expected options to exclude {', '.join(present)}"
    return None


@KEYS.register("events")
def events(seen: Checked, value: Any) -> str | None:
    """``events: [{kind: destroyed, creature: x@f6}]``: events since the previous expect, in this order."""
    if not isinstance(value, list) or not all(isinstance(v, dict) and "kind" in v for v in value):
        raise ValueError("expected a list of events, each with a kind and fields")
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


@KEYS.register("no_events")
def no_events(seen: Checked, value: Any) -> str | None:
    """``no_events: [destroyed, damage]``: no event of these kinds since the previous expect."""
    kinds = {e.kind for e in seen.match.events[seen.since :]}
    found = [str(k) for k in (value if isinstance(value, list) else [value]) if k in kinds]
    return f"expected no {', '.join(found)} event since the previous expect" if found else None


@KEYS.register("result")
def result(seen: Checked, value: Any) -> str | None:
    """``result: {winner: 0, reason: morale, morale: [9, 0]}`` or ``result: running``."""
    found = seen.match.result
    if value == "running":
        return None if found is None else f"expected the match running, found it over ({found.reason})"
    if not isinstance(value, dict) or set(value) - {"winner", "reason", "morale", "turns"}:
        raise ValueError("expected running or {winner, reason, morale, turns}")
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
