"""Balance statistics over simulated games: Wilson intervals, win rates, first-player edge, VP sources, cards."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sfbkit.kit.rates import Rate, wilson


@dataclass(frozen=True, slots=True)
class GameRecord:
    """What one simulated game tells about balance."""

    index: int
    pairing: int
    seats: tuple[tuple[str, ...], tuple[str, ...]]
    """The champions of seat 0 and seat 1."""
    winner: int | None
    """The winning seat, None for a draw."""
    first_player: int
    rounds: int
    reason: str
    vp: tuple[int, int]
    vp_by_source: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]
    """Per seat, (source, VP) pairs sorted by source."""
    played: tuple[tuple[str, ...], tuple[str, ...]]
    """Per seat, the cards played at least once, sorted."""


@dataclass(slots=True)
class _Tally:
    games: int = 0
    wins: int = 0


@dataclass(slots=True)
class _CardTally:
    available: int = 0
    played: int = 0
    wins_when_played: int = 0


@dataclass(slots=True)
class Summary:
    """Every statistic of a simulation, built from the game records in game order."""

    games: int = 0
    pairings: list[dict[str, Any]] = field(default_factory=list)
    first_player: Rate = field(default_factory=lambda: wilson(0, 0))
    draws: int = 0
    average_rounds: float = 0.0
    vp_by_source: dict[str, float] = field(default_factory=dict)
    champions: dict[str, Rate] = field(default_factory=dict)
    cards: dict[str, dict[str, Any]] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        """Returns the JSON form."""
        return {
            "games": self.games,
            "draws": self.draws,
            "pairings": self.pairings,
            "first_player_wins": self.first_player.to_json(),
            "average_rounds": round(self.average_rounds, 6),
            "vp_per_game_by_source": {k: round(v, 6) for k, v in self.vp_by_source.items()},
            "champions": {k: v.to_json() for k, v in self.champions.items()},
            "cards": self.cards,
        }


def summarise(
    records: Sequence[GameRecord],
    pairings: Sequence[tuple[tuple[str, ...], tuple[str, ...]]],
    decks: dict[str, tuple[str, ...]],
) -> Summary:
    """Aggregates game records (in game order, so sums are identical whoever computed the games)."""
    summary = Summary(games=len(records))
    per_pairing = [[0, 0, 0, 0] for _ in pairings]  # games, wins of the first team, of the second, draws
    decided = first_wins = 0
    rounds = 0
    sources: dict[str, int] = {}
    champions: dict[str, _Tally] = {}
    cards: dict[str, _CardTally] = {}
    for record in records:
        rounds += record.rounds
        tally = per_pairing[record.pairing]
        tally[0] += 1
        if record.winner is None:
            summary.draws += 1
            tally[3] += 1
        else:
            decided += 1
            first_wins += record.winner == record.first_player
            winning_team = record.seats[record.winner]
            tally[1 if winning_team == pairings[record.pairing][0] else 2] += 1
        for seat in (0, 1):
            won = record.winner == seat
            for source, vp in record.vp_by_source[seat]:
                sources[source] = sources.get(source, 0) + vp
            played = set(record.played[seat])
            for champion in record.seats[seat]:
                champ = champions.setdefault(champion, _Tally())
                champ.games += 1
                champ.wins += won
                for card in decks.get(champion, ()):
                    card_tally = cards.setdefault(card, _CardTally())
                    card_tally.available += 1
                    if card in played:
                        card_tally.played += 1
                        card_tally.wins_when_played += won
    for (first, second), (games, first_wins_pairing, second_wins, draws) in zip(
        pairings, per_pairing, strict=True
    ):
        summary.pairings.append(
            {
                "teams": [list(first), list(second)],
                "games": games,
                "wins": [first_wins_pairing, second_wins],
                "draws": draws,
                "win_rate": [
                    wilson(first_wins_pairing, games).to_json(),
                    wilson(second_wins, games).to_json(),
                ],
            }
        )
    summary.first_player = wilson(first_wins, decided)
    summary.average_rounds = rounds / len(records) if records else 0.0
    summary.vp_by_source = {k: v / len(records) for k, v in sorted(sources.items())} if records else {}
    summary.champions = {k: wilson(t.wins, t.games) for k, t in sorted(champions.items())}
    summary.cards = {
        card: {
            "available": t.available,
            "played": t.played,
            "play_rate": wilson(t.played, t.available).to_json(),
            "win_rate_when_played": wilson(t.wins_when_played, t.played).to_json(),
        }
        for card, t in sorted(cards.items())
    }
    return summary
