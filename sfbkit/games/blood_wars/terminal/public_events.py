"""The public Blood Wars events in a line each, for the terminal and the play page (BW §1.8: what every player sees happen)."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

PUBLIC_EVENTS = frozenset(
    {
        "turn_started",
        "battlefield_played",
        "inducted",
        "challenge_declared",
        "stance",
        "fate_played",
        "ability_used",
        "ballot",
        "comparison",
        "challenge_result",
        "captured",
        "cancelled",
        "victory",
        "round_limit",
    }
)
"""The events every player sees and the terminal prints as they happen (BW §1.8); the others stay unsaid."""


def _totals(data: Mapping[str, Any]) -> str:
    return f"challenging {data['challenging']['total']}, defending {data['defending']['total']}"


def event_words(kind: str, data: Mapping[str, Any], names: Callable[[str], str]) -> str:
    """Returns one public event in words; a kind it does not word is shown as its name."""
    player = f"player {data['player']}" if "player" in data else ""
    if kind == "turn_started":
        return f"round {data['round']}: {player}'s turn {data['turn']}"
    if kind == "battlefield_played":
        return f"{player} puts {names(str(data['card']))} into play"
    if kind == "inducted":
        return f"{player} inducts {names(str(data['card']))}"
    if kind == "challenge_declared":
        return (
            f"{player} declares {data['challenge']} for {names(str(data['target']))} "
            f"with {names(str(data['challenger']))}"
        )
    if kind == "stance":
        warlord = data.get("warlord")
        return f"{player}: {data['stance']}" + (f" with {names(str(warlord))}" if warlord else "")
    if kind == "fate_played":
        return f"{player} plays {names(str(data['card']))}"
    if kind == "ability_used":
        return f"{names(str(data['card']))} uses {data['name']}"
    if kind in ("ballot", "comparison"):
        return f"{kind}: {_totals(data)}"
    if kind == "challenge_result":
        return f"the {data['challenge']} challenge {'succeeds' if data['success'] else 'fails'}"
    if kind == "captured":
        return f"{player} captures {names(str(data['card']))} (now {data['vp']} VP)"
    if kind == "cancelled":
        return "the challenge is cancelled"
    if kind == "victory":
        return f"{player} wins with {data['vp']} VP"
    if kind == "round_limit":
        return f"the round limit ends the match in round {data['round']}"
    return kind
