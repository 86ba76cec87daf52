"""The players a Blood Wars match can name: the kit's random and first, greedy, and search on its evaluation."""

from __future__ import annotations

from typing import Any

from sfbkit.games.blood_wars.engine.evaluation import evaluate
from sfbkit.games.blood_wars.play.greedy_player import GreedyPlayer
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.player_registry import PlayerKind, PlayerRegistry, search_kind
from sfbkit.kit.play.search_player import SearchSettings, logistic

SEARCH_SCALE = 40.0
"""The evaluation's difference that counts as a 73% chance for the search player (a VP is 20)."""


def search_value(match: Any, seat: int) -> float:
    """Returns the evaluation of a search cutoff for a seat, in (0, 1)."""
    return logistic(evaluate(match.engine, seat), SEARCH_SCALE)


_HOLDING_BACK = frozenset({"pass", "done", "end-phase", "neutral", "keep"})
"""Answers that do nothing; a rollout takes them only when nothing else is offered."""


def search_rollout(match: Any, decision: Decision) -> str:
    """Returns the search player's cheap default answer: the first option that acts, else the first option."""
    for option_id in decision.ids:
        if option_id not in _HOLDING_BACK:
            return option_id
    return decision.ids[0]


SEARCH = SearchSettings(evaluate=search_value, rollout=search_rollout)
"""The search player's settings: rollouts that act rather than pass, cut off and scored by the evaluation."""

GAME_PLAYERS = (PlayerKind("greedy", GreedyPlayer, seeded=True), search_kind(SEARCH))
"""The players of Blood Wars itself, declared to the kit through the game."""

PLAYERS = PlayerRegistry(GAME_PLAYERS)
"""Every player a Blood Wars match may be given by name."""
