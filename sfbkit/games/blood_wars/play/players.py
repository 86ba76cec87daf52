"""The players a Blood Wars match can name: the kit's random and first, greedy, and search on its evaluation."""

from __future__ import annotations

from typing import Any

from sfbkit.games.blood_wars.engine.evaluation import evaluate
from sfbkit.games.blood_wars.play.greedy_player import GreedyPlayer
from sfbkit.games.blood_wars.play.search_player import BWSearchPlayer
from sfbkit.games.blood_wars.play.search_policy import beyond_turn, search_rollout
from sfbkit.kit.play.player import Player
from sfbkit.kit.play.player_registry import PlayerKind, PlayerRegistry
from sfbkit.kit.play.search_player import SearchSettings, logistic

SEARCH_SCALE = 40.0
"""The evaluation's difference that counts as a 73% chance for the search player (a VP is 20)."""


def search_value(match: Any, seat: int) -> float:
    """Returns the evaluation of a search cutoff for a seat, in (0, 1)."""
    return logistic(evaluate(match.engine, seat), SEARCH_SCALE)


SEARCH = SearchSettings(
    iterations=40,
    evaluate=search_value,
    rollout=search_rollout,
    horizon=beyond_turn,
    cutoff=30,
    per_option=8,
)
"""The search player's settings: it searches to the end of the turn (the next troop formation), played out by
rollouts that oppose and act rather than pass, scored by the evaluation; at most 8 iterations per option."""


def _search(seed: int) -> Player[Any]:
    return BWSearchPlayer(seed, None, SEARCH)


def _budgeted_search(seed: int, iterations: int) -> Player[Any]:
    return BWSearchPlayer(seed, iterations, SEARCH)


GAME_PLAYERS = (
    PlayerKind("greedy", GreedyPlayer, seeded=True),
    PlayerKind("search", _search, seeded=True, budgeted=_budgeted_search),
)
"""The players of Blood Wars itself, declared to the kit through the game."""

PLAYERS = PlayerRegistry(GAME_PLAYERS)
"""Every player a Blood Wars match may be given by name."""
