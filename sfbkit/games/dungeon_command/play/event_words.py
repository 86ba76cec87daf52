"""Dungeon Command events in plain words: one sentence per event kind, for the text log and the terminal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

DURATIONS = {
    "this_attack": "for this attack",
    "attack": "for this attack",
    "next_attack": "for its next attack",
    "this_activation": "for this activation",
    "this_turn": "for this turn",
    "until_your_next_turn": "until its owner's next turn",
}
STATUSES = {
    "immobilized": "is immobilized",
    "cannot_attack": "cannot attack",
    "cover": "has cover",
    "ignore_adjacency_stop": "does not stop next to enemies",
    "flying": "flies",
    "burrowing": "burrows",
}


def words(value: object) -> str:
    """Returns a value of an event as prose: a list joined with commas and "and", a flag as yes or no."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        items = [words(item) for item in value]
        return " and ".join(items) if len(items) < 3 else ", ".join(items[:-1]) + " and " + items[-1]
    if value is None:
        return "none"
    return str(value).replace("_", " ")


def counted(number: object, noun: str) -> str:
    """Returns a count with its noun, singular for one (``1 token``, ``3 tokens``)."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _who(seat: object) -> str:
    return f"player {seat}"


def _seats(d: dict[str, Any]) -> str:
    bands = ", ".join(f"{_who(seat)} leads {band}" for seat, band in enumerate(d["warbands"]))
    return f"{_who(d['first'])} goes first; {bands}."


def _match_end(d: dict[str, Any]) -> str:
    how = f"by {words(d['reason'])}, morale {' to '.join(str(points) for points in d['morale'])}"
    if d["winner"] is None:
        return f"The match ends in a draw {how}."
    return f"The match ends: {_who(d['winner'])} wins {how}."


def _status(d: dict[str, Any]) -> str:
    duration = DURATIONS.get(d["duration"], words(d["duration"]))
    if "stat" in d:
        return f"{d['creature']} gets {words(d['stat'])} {d['amount']:+d} {duration}."
    return f"{d['creature']} {STATUSES.get(d['status'], words(d['status']))} {duration}."


def _move_end(d: dict[str, Any]) -> str:
    moved = f"{counted(d['squares'], 'square')} from {d['start']}"
    if d.get("destroyed"):
        return f"{d['creature']} is destroyed after moving {moved}."
    return f"{d['creature']} ends its move {moved}."


def _prevented(d: dict[str, Any]) -> str:
    if "creature" in d:
        return f"The damage to {d['creature']} ({words(d['source'])}) is prevented."
    return f"{d['amount']} damage is prevented; {d['left']} is still to come."


PHRASES: dict[str, Callable[[dict[str, Any]], str]] = {
    "toss": lambda d: f"{_who(d['winner'])} wins the toss.",
    "seats": _seats,
    "environment": lambda d: f"The battlefield is played on its {d['environment']} face.",
    "chests_dealt": lambda d: f"Chests are dealt on {words(d['squares'])}.",
    "draw_creature": lambda d: f"{_who(d['player'])} draws the creature card {d['card']}.",
    "draw_order": lambda d: f"{_who(d['player'])} draws the order card {d['card']}.",
    "shuffle": lambda d: f"{_who(d['player'])} shuffles the discarded {d['deck']} into a new deck.",
    "mulligan": lambda d: f"{_who(d['player'])} takes a mulligan, shuffling back {words(d['hand'])}.",
    "turn_start": lambda d: f"Turn {d['turn']} begins for {_who(d['player'])}.",
    "phase": lambda d: (
        f"The {d['phase']} phase ends early; {words(d['ended_early'])} did not activate."
        if d.get("ended_early")
        else f"The {d['phase']} phase begins."
    ),
    "deploy": lambda d: f"{_who(d['player'])} deploys {d['creature']} (level {d['level']}).",
    "activation_start": lambda d: f"{d['creature']} activates.",
    "activation_end": lambda d: f"{d['creature']} ends its activation.",
    "move_start": lambda d: (
        f"{d['creature']} moves ({words(d['style'])}, up to {counted(d['squares'], 'square')})."
    ),
    "step": lambda d: f"{d['creature']} steps to {d['square']}.",
    "move_end": _move_end,
    "place": lambda d: f"{d['creature']} of {_who(d['owner'])} is placed on {d['square']}.",
    "attack_declared": lambda d: (
        f"{d['attacker']} makes a {words(d['attack'])} attack for {d['damage']} damage on {words(d['targets'])}."
    ),
    "attack_cancelled": lambda d: f"The attack of {d['creature']} is cancelled.",
    "damage_pending": lambda d: (
        f"{d['creature']} is about to take {d['amount']} damage ({words(d['source'])})."
    ),
    "damage_prevented": _prevented,
    "damage_redirected": lambda d: f"The damage goes to {d['creature']} instead.",
    "dodge": lambda d: f"{d['creature']} dodges.",
    "cower": lambda d: (
        f"{d['creature']} cowers: {_morale_points(d['morale_cost'])} instead of {d['amount']} damage."
    ),
    "damage": lambda d: (
        f"{d['creature']} takes {d['amount']} damage ({words(d['source'])}); {d['total']} in all."
    ),
    "heal": lambda d: f"{d['creature']} heals {d['amount']} damage; {d['total']} damage left.",
    "destroyed": lambda d: f"{d['creature']} is destroyed.",
    "morale": lambda d: (
        f"{_who(d['player'])} morale changes by {d['amount']} to {d['morale']} ({words(d['reason'])})."
    ),
    "leadership": lambda d: (
        f"{_who(d['player'])} leadership changes by {d['amount']} to {d['leadership']} ({words(d['reason'])})."
    ),
    "chest_opened": lambda d: (
        f"The chest on {d['square']} opens: value {d['value']}, {counted(d['tokens'], 'treasure token')}."
    ),
    "collect": lambda d: (
        f"{d['creature']} collects a treasure token on {d['square']}; {counted(d['tokens'], 'token')} left there."
    ),
    "order_played": lambda d: f"{_who(d['player'])} plays {d['order']} with {d['creature']}.",
    "support": lambda d: f"{d['creature']} supports {d['order']}; support level {d['total']}.",
    "order_returned": lambda d: f"{_who(d['player'])} takes {d['order']} back into their hand.",
    "order_discarded": lambda d: (
        f"{_who(d['player'])} discards {d['order']}" + (" after playing it." if d.get("played") else ".")
    ),
    "pass": lambda d: f"{_who(d['player'])} passes.",
    "power_used": lambda d: (
        f"{_who(d['player'])} uses {d['power']}" + (f" of {d['creature']}." if d.get("creature") else ".")
    ),
    "extra_action": lambda d: f"{d['creature']} gains an extra {words(d['action'])} action.",
    "status": _status,
    "status_expired": lambda d: (
        f"{d['creature']}: the effects that last {DURATIONS.get(d['duration'], words(d['duration']))} end."
    ),
    "tap": lambda d: f"{d['creature']} is tapped ({words(d['reason'])}).",
    "untap": lambda d: f"{d['creature']} is untapped ({words(d['reason'])}).",
    "match_end": _match_end,
}


def _morale_points(points: object) -> str:
    return f"{counted(points, 'morale point')} lost"


def event_words(kind: str, data: dict[str, Any]) -> str:
    """Returns one event in plain words."""
    phrase = PHRASES.get(kind)
    if phrase is not None:
        try:
            return phrase(data)
        except (KeyError, TypeError, ValueError):
            pass
    fields = ", ".join(f"{words(key)} {words(value)}" for key, value in data.items() if key != kind)
    return f"{words(kind)}: {fields}." if fields else f"{words(kind)}."
