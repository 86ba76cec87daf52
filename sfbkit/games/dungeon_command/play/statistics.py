"""Balance statistics over simulated Dungeon Command games: win rates, first-player edge, creatures and orders."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from sfbkit.games.dungeon_command.play.simulation import GameRecord
from sfbkit.kit.rates import wilson


def summarise(records: Sequence[GameRecord]) -> dict[str, Any]:
    """Returns the statistics as JSON-able data: per pairing, first player, and per card."""
    pairings: dict[int, dict[str, Any]] = {}
    first_wins = decided = 0
    cards: dict[str, dict[str, int]] = {}
    for record in records:
        pairing = pairings.setdefault(
            record.pairing, {"warbands": list(record.warbands), "games": 0, "wins": [0, 0], "draws": 0}
        )
        pairing["games"] += 1
        if record.winner is None:
            pairing["draws"] += 1
        else:
            pairing["wins"][record.winner] += 1
            decided += 1
            first_wins += record.winner == record.first
        for seat in (0, 1):
            for card in record.played[seat]:
                tally = cards.setdefault(
                    card, {"played": 0, "destroyed": 0, "damage_dealt": 0, "won_when_played": 0}
                )
                tally["played"] += 1
                tally["won_when_played"] += record.winner == seat
            for card in record.destroyed[seat]:
                cards.setdefault(card, {"played": 0, "destroyed": 0, "damage_dealt": 0, "won_when_played": 0})
                cards[card]["destroyed"] += 1
            for card, amount in record.damage[seat]:
                cards.setdefault(card, {"played": 0, "destroyed": 0, "damage_dealt": 0, "won_when_played": 0})
                cards[card]["damage_dealt"] += amount
    return {
        "games": len(records),
        "pairings": [
            {
                **pairing,
                "win_rate": [wilson(pairing["wins"][s], pairing["games"]).to_json() for s in (0, 1)],
            }
            for _, pairing in sorted(pairings.items())
        ],
        "first_player": wilson(first_wins, decided).to_json(),
        "cards": {
            card: {
                **tally,
                "win_rate_when_played": wilson(tally["won_when_played"], tally["played"]).to_json(),
            }
            for card, tally in sorted(cards.items())
        },
    }


def _rate(rate: dict[str, Any]) -> str:
    return f"{100 * rate['rate']:.1f}% [{100 * rate['low']:.1f}, {100 * rate['high']:.1f}]"


def text_report(summary: dict[str, Any]) -> str:
    """Returns the statistics as readable text (rates with their 95% Wilson intervals)."""
    lines = [f"{summary['games']} games"]
    for pairing in summary["pairings"]:
        a, b = pairing["warbands"]
        lines.append(
            f"{a} v {b}: {pairing['games']} games, {a} {_rate(pairing['win_rate'][0])}, "
            f"{b} {_rate(pairing['win_rate'][1])}, {pairing['draws']} draws"
        )
    lines.append(f"first player wins {_rate(summary['first_player'])} of decided games")
    lines.append("card: played, destroyed, damage dealt, win rate when played")
    for card, tally in summary["cards"].items():
        lines.append(
            f"  {card}: {tally['played']}, {tally['destroyed']}, {tally['damage_dealt']}, "
            f"{_rate(tally['win_rate_when_played'])}"
        )
    return "\n".join(lines) + "\n"


def csv_report(summary: dict[str, Any]) -> str:
    """Returns one CSV row per card: played, destroyed, damage dealt, games won when played and its interval."""
    import csv
    import io

    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(
        ["card", "played", "destroyed", "damage_dealt", "won_when_played", "win_rate", "low", "high"]
    )
    for card, tally in summary["cards"].items():
        rate = tally["win_rate_when_played"]
        writer.writerow(
            [
                card,
                tally["played"],
                tally["destroyed"],
                tally["damage_dealt"],
                tally["won_when_played"],
                rate["rate"],
                rate["low"],
                rate["high"],
            ]
        )
    return out.getvalue()
