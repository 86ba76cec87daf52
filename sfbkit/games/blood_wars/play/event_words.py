"""Blood Wars events in plain words: one sentence per event kind (BW §14), for the text log and the terminal."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

PURPOSES = {
    "hidden_ally": "for a hidden ally",
    "combat_reward": "for the defender's reward",
    "initiative": "to seize the initiative",
    "amount": "for an amount",
    "rr_bonus": "for an extra hidden ally",
}
WHY_DRAWN = {
    "opening": "to collect forces",
    "reinforcements": "as reinforcements",
    "reward": "as a reward",
    "effect": "by an effect",
    "mulligan": "after a mulligan",
    "draw": "",
}
WHY_GONE = {
    "effect": "by an effect",
    "lying_low": "as its warlord lies low",
    "used": "after use",
    "warlord_left": "as its warlord left play",
    "loss_of_status": "by loss of status",
    "formation": "during formation",
    "refill": "to refill the deck",
}


def words(value: object) -> str:
    """Returns a value of an event as prose: a list joined with commas and "and", a flag as yes or no."""
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, list | tuple):
        items = [words(item) for item in value]
        if not items:
            return "none"
        return " and ".join(items) if len(items) < 3 else ", ".join(items[:-1]) + " and " + items[-1]
    if value is None:
        return "none"
    if isinstance(value, str) and value.startswith("p") and ":" in value and "#" in value:
        return card(value)
    return str(value).replace("_", " ")


def seat(index: object) -> str:
    """Returns a player's name from its index: ``p1`` for 0 (BW §14)."""
    return f"p{int(str(index)) + 1}" if isinstance(index, int) else str(index)


def card(instance: object) -> str:
    """Returns a card instance ``p1:ashlord-vhorza#2`` as ``p1's ashlord-vhorza (2nd copy)``."""
    text = str(instance)
    if ":" not in text or "#" not in text:
        return text
    owner, rest = text.split(":", 1)
    name, copy = rest.rsplit("#", 1)
    nth = {"1": "", "2": " (2nd copy)", "3": " (3rd copy)"}.get(copy, f" (copy {copy})")
    return f"{owner}'s {name}{nth}"


def counted(number: object, noun: str) -> str:
    """Returns a count with its noun, singular for one (``1 card``, ``3 cards``)."""
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _drew(d: dict[str, Any]) -> str:
    why = WHY_DRAWN.get(str(d.get("why")), f"({words(d.get('why'))})")
    return f"{seat(d['player'])} draws {counted(d['amount'], 'card')}{' ' + why if why else ''}."


def _rr_check(d: dict[str, Any]) -> str:
    purpose = PURPOSES.get(str(d["purpose"]), f"for {words(d['purpose'])}")
    if d["card"] is None:
        return f"{seat(d['player'])} has no card to reveal {purpose}: RR 0."
    return f"{seat(d['player'])} reveals {card(d['card'])} {purpose}: RR {d['value']}."


def _stance(d: dict[str, Any]) -> str:
    if d["stance"] == "neutral" or d.get("warlord") is None:
        return f"{seat(d['player'])} stays neutral."
    return f"{seat(d['player'])} {d['stance']}s with {card(d['warlord'])}."


def _side(d: dict[str, Any]) -> str:
    parts = d.get("parts")
    shown = ""
    if isinstance(parts, dict) and parts:
        named = [
            f"{card(k)} {v}" if k != "side" else f"side bonus {v}"
            for k, v in parts.items()
            if k != "side" or v
        ]
        shown = " (" + ", ".join(named) + ")" if named else ""
    elif isinstance(parts, list) and parts:
        shown = " (" + ", ".join(words(p) for p in parts) + ")"
    extra = ""
    if d.get("hidden_ally"):
        extra = f" + hidden ally {d['hidden_ally']}"
    return f"{d['total']}{shown}{extra}"


def _totals(kind: str) -> Callable[[dict[str, Any]], str]:
    def phrase(d: dict[str, Any]) -> str:
        return f"The {kind}: challenging side {_side(d['challenging'])} against defending side {_side(d['defending'])}."

    return phrase


def _result(d: dict[str, Any]) -> str:
    outcome = "succeeds" if d["success"] else "fails"
    return f"The {d['challenge']} challenge for {card(d['target'])} {outcome}."


def _placed(verb: str) -> Callable[[dict[str, Any]], str]:
    def phrase(d: dict[str, Any]) -> str:
        under = f", held by {card(d['legion'])}" if d.get("legion") else ""
        return f"{card(d['card'])} is {verb} {card(d['warlord'])}'s battle hand{under}."

    return phrase


def _modified(d: dict[str, Any]) -> str:
    amount = int(d["amount"])
    signed = f"+{amount}" if amount >= 0 else str(amount)
    to = card(d["card"]) if d.get("card") else f"the {d.get('side')} side"
    return f"{to} gets {signed} {str(d['stat']).upper()} from {card(d['by'])}."


def _match_end(d: dict[str, Any]) -> str:
    how = f"by {words(d['reason'])} in round {d['round']}, VP {' : '.join(str(v) for v in d['vp'])}"
    if d["winner"] is None:
        return f"The match ends in a draw {how}."
    return f"The match ends: {seat(d['winner'])} wins {how}."


PHRASES: dict[str, Callable[[dict[str, Any]], str]] = {
    "shuffled": lambda d: f"{seat(d['player'])} shuffles a deck of {counted(d['cards'], 'card')}.",
    "drew": _drew,
    "rr_check": _rr_check,
    "mulligan": lambda d: (
        f"{seat(d['player'])} takes a mulligan, setting aside {counted(d['discarded'], 'card')}."
    ),
    "seated": lambda d: f"Seat order: {', '.join(seat(p) for p in d['order'])}.",
    "turn_started": lambda d: f"Round {d['round']}: {seat(d['player'])} begins turn {d['turn']}.",
    "phase": lambda d: f"{seat(d['player'])}'s {words(d['phase'])} phase.",
    "placed": _placed("placed in"),
    "moved": _placed("moved to"),
    "returned": lambda d: (
        f"{card(d['card'])} returns to its owner's command hand {WHY_GONE.get(str(d['why']), words(d['why']))}."
    ),
    "battlefield_played": lambda d: f"{seat(d['player'])} brings {card(d['card'])} into play.",
    "challenge_declared": lambda d: (
        f"{seat(d['player'])} declares a {d['challenge']} challenge for {card(d['target'])} "
        f"with {card(d['challenger'])}."
    ),
    "stance": _stance,
    "committed": lambda d: f"{seat(d['player'])} commits {card(d['card'])} to {card(d['warlord'])}.",
    "ability_used": lambda d: f"{card(d['card'])} uses {d.get('name') or 'ability ' + str(d['ability'])}.",
    "fate_played": lambda d: f"{seat(d['player'])} plays {card(d['card'])} ({words(d['window'])} window).",
    "flipped": lambda d: f"{card(d['card'])} turns face {'down' if d['down'] else 'up'}.",
    "ballot": _totals("ballot"),
    "comparison": _totals("combat strength comparison"),
    "captured": lambda d: f"{seat(d['player'])} captures {card(d['card'])} and has {d['vp']} VP.",
    "challenge_result": _result,
    "reward_drawn": lambda d: f"{seat(d['player'])} is rewarded with {counted(d['amount'], 'card')}.",
    "discarded": lambda d: f"{card(d['card'])} is discarded {WHY_GONE.get(str(d['why']), words(d['why']))}.",
    "dead_book": lambda d: f"{card(d['card'])} goes to the Dead-Book.",
    "cancelled": lambda d: f"{card(d['by'])} cancels the challenge.",
    "lying_low": lambda d: f"{words(d['warlords'])} {'lies' if len(d['warlords']) == 1 else 'lie'} low.",
    "inducted": lambda d: (
        f"{seat(d['player'])} inducts {card(d['card'])}: the warlord comes into play face up."
    ),
    "regrouped": lambda d: (
        f"{seat(d['player'])} regroups: {words(d['cards'])} turn face up."
        if d["cards"]
        else f"{seat(d['player'])} regroups; nothing was face down."
    ),
    "culled": lambda d: f"{seat(d['player'])} culls {card(d['card'])} from the command hand.",
    "victory": lambda d: f"{seat(d['player'])} reaches {d['vp']} VP.",
    "round_limit": lambda d: f"Round {d['round']} ends at the round limit.",
    "modified": _modified,
    "immune": lambda d: f"{card(d['card'])} is immune to {words(d['op'])}.",
    "triggered": lambda d: f"{card(d['card'])} triggers on {words(d['trigger'])}.",
    "arranged": lambda d: f"{seat(d['player'])} arranges the top {counted(d['amount'], 'card')} of the deck.",
    "recovered": lambda d: f"{seat(d['player'])} recovers {card(d['card'])} from the discard pile.",
    "revealed": lambda d: (
        f"{seat(d['player'])} reveals the command hand: {words(d['cards'])}."
        if "player" in d
        else f"{card(d['warlord'])}'s battle hand is revealed: {words(d['cards'])}."
    ),
    "match_end": _match_end,
}


def event_words(kind: str, data: dict[str, Any]) -> str:
    """Returns one event in plain words."""
    phrase = PHRASES.get(kind)
    if phrase is not None:
        try:
            return sentence(phrase(data))
        except (KeyError, TypeError, ValueError, AttributeError):
            pass
    fields = ", ".join(f"{words(key)} {words(value)}" for key, value in data.items())
    return sentence(f"{words(kind)}: {fields}." if fields else f"{words(kind)}.")


def sentence(text: str) -> str:
    """Returns a phrase as a sentence: its first letter upper case, unless it opens with a player's name (``p2``)."""
    if len(text) > 1 and text[0] == "p" and text[1].isdigit():
        return text
    return text[:1].upper() + text[1:]
