"""The players a Blood Wars match can name: the kit's random and first, greedy, and search on its evaluation."""

from __future__ import annotations

from typing import Any

from sfbkit.games.blood_wars.engine.evaluation import evaluate
from sfbkit.games.blood_wars.play.greedy_player import GreedyPlayer
from sfbkit.kit.play.player_registry import PlayerKind, PlayerRegistry
from sfbkit.kit.play.search_player import logistic

SEARCH_SCALE = 40.0
"""The evaluation's difference that counts as a 73% chance for the search player (a VP is 20)."""


def search_value(match: Any, seat: int) -> float:
    """Returns the evaluation of a search cutoff for a seat, in (0, 1)."""
    return logistic(evaluate(match.engine, seat), SEARCH_SCALE)


GAME_PLAYERS = (PlayerKind("greedy", GreedyPlayer, seeded=True),)
"""The players of Blood Wars itself, declared to the kit through the game."""

PLAYERS = PlayerRegistry(GAME_PLAYERS, search_value)
"""Every player a Blood Wars match may be given by name."""
