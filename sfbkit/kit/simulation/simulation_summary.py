"""The summary of a simulation, any game's: win rates per side, first side, draws, capped games, tallied tables."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any

from sfbkit.kit.simulation.win_rates import wilson

if TYPE_CHECKING:
    from sfbkit.kit.game import SimulationPlan, TallySection
    from sfbkit.kit.simulation.simulated_games import PlayedGame


def summarise(
    plan: SimulationPlan,
    played: Sequence[PlayedGame],
    sections: Sequence[TallySection],
    settings: Mapping[str, Any],
) -> dict[str, Any]:
    """Returns every statistic as JSON data, summed in game order (so the same whoever played the games)."""
    pairings: list[dict[str, Any]] = [
        {"sides": list(pairing.sides), "games": 0, "wins": [0] * len(pairing.sides), "draws": 0, "capped": 0}
        for pairing in plan.pairings
    ]
    decided = first_wins = length = draws = capped = 0
    tables: dict[str, dict[str, dict[str, int]]] = {section.name: {} for section in sections}
    for game in played:
        tally = game.tally
        pairing = pairings[game.pairing]
        pairing["games"] += 1
        length += tally.length
        if game.capped:
            capped += 1
            pairing["capped"] += 1
        elif tally.winner is None:
            draws += 1
            pairing["draws"] += 1
        if tally.winner is not None and not game.capped:
            decided += 1
            first_wins += tally.winner == tally.first
            pairing["wins"][tally.winner] += 1
        for name, key, field, amount in tally.counts:
            row = tables[name].setdefault(key, {})
            row[field] = row.get(field, 0) + amount
    for pairing in pairings:
        pairing["win_rate"] = [wilson(wins, pairing["games"]).to_json() for wins in pairing["wins"]]
    games = len(played)
    summary: dict[str, Any] = {
        "settings": dict(settings),
        "games": games,
        "draws": draws,
        "capped": capped,
        "average_length": round(length / games, 6) if games else 0.0,
        "pairings": pairings,
        "first_player_wins": wilson(first_wins, decided).to_json(),
    }
    for section in sections:
        summary[section.name] = {
            key: _row(section, row, games) for key, row in sorted(tables[section.name].items())
        }
    return summary


def _row(section: TallySection, counts: Mapping[str, int], games: int) -> dict[str, Any]:
    row: dict[str, Any] = {field: counts.get(field, 0) for field in section.counts}
    for name, successes, trials in section.rates:
        row[name] = wilson(row[successes], row[trials]).to_json()
    for field in section.per_game:
        row[f"{field}_per_game"] = round(row[field] / games, 6) if games else 0.0
    return row
