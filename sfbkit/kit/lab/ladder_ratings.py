"""A ladder's ratings: OpenSkill (Plackett-Luce) over its games in game order, and each pair's head-to-head."""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from sfbkit.kit.simulation.win_rates import Z95, wilson

if TYPE_CHECKING:
    from sfbkit.kit.lab.ladder_games import LadderGame
    from sfbkit.kit.simulation.simulated_games import PlayedGame


@dataclass(frozen=True, slots=True)
class Rating:
    """An entrant's skill estimate: ``mu`` with uncertainty ``sigma``, and its record."""

    name: str
    mu: float
    sigma: float
    games: int
    wins: int
    draws: int

    @property
    def low(self) -> float:
        """Returns the lower end of the 95% interval of the skill."""
        return self.mu - Z95 * self.sigma

    @property
    def high(self) -> float:
        """Returns the upper end of the 95% interval of the skill."""
        return self.mu + Z95 * self.sigma


@dataclass(frozen=True, slots=True)
class Ladder:
    """Every entrant's rating (in the order of ``--players``) and each pair's wins over their decided games."""

    ratings: tuple[Rating, ...]
    head_to_head: dict[tuple[int, int], tuple[int, int]]
    """(a, b) -> (games a won against b, decided games between them)."""

    def better(self, low: int, high: int) -> float:
        """Returns how likely entrant ``high`` is the stronger of the two, from both ratings' uncertainty."""
        a, b = self.ratings[low], self.ratings[high]
        spread = math.sqrt(a.sigma**2 + b.sigma**2)
        return 0.5 * (1 + math.erf((b.mu - a.mu) / (spread * math.sqrt(2))))

    def record(self, a: int, b: int) -> dict[str, Any]:
        """Returns how often ``a`` beat ``b`` in their decided games, with its 95% Wilson interval."""
        won, decided = self.head_to_head.get((a, b), (0, 0))
        return wilson(won, decided).to_json()


def rate_ladder(entrants: Sequence[str], games: Sequence[LadderGame], played: Sequence[PlayedGame]) -> Ladder:
    """Returns the ladder's ratings, updated game by game in game order (so the same whoever played them)."""
    from openskill.models import PlackettLuce

    model = PlackettLuce()
    skills = [model.rating(name=name) for name in entrants]
    wins = [0] * len(entrants)
    draws = [0] * len(entrants)
    counted = [0] * len(entrants)
    head: dict[tuple[int, int], tuple[int, int]] = {}
    for game, result in zip(games, played, strict=True):
        a, b = game.entrants
        counted[a] += 1
        counted[b] += 1
        winner = None if result.capped else result.tally.winner
        if winner is None:
            draws[a] += 1
            draws[b] += 1
            ranks: list[float] = [1.0, 1.0]
        else:
            won, lost = game.entrants[winner], game.entrants[1 - winner]
            wins[won] += 1
            ranks = [1.0, 2.0] if winner == 0 else [2.0, 1.0]
            for first, second in ((won, lost), (lost, won)):
                so_far = head.get((first, second), (0, 0))
                head[(first, second)] = (so_far[0] + (first == won), so_far[1] + 1)
        rated = model.rate([[skills[a]], [skills[b]]], ranks=ranks)
        skills[a], skills[b] = rated[0][0], rated[1][0]
    ratings = tuple(
        Rating(name, skills[i].mu, skills[i].sigma, counted[i], wins[i], draws[i])
        for i, name in enumerate(entrants)
    )
    return Ladder(ratings, head)
