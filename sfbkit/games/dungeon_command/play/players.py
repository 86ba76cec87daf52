"""The players a Dungeon Command script, simulation or terminal can name: random (its own), uniform, greedy, search, first."""

from __future__ import annotations

from typing import Any

from sfbkit.games.dungeon_command.engine.evaluation import evaluate
from sfbkit.games.dungeon_command.play.greedy_player import GreedyPlayer, search_rollout
from sfbkit.games.dungeon_command.play.heading_random_player import HeadingRandomPlayer
from sfbkit.games.dungeon_command.play.script import Policy
from sfbkit.kit.play.player import Player
from sfbkit.kit.play.player_registry import PlayerKind, PlayerRegistry, search_kind
from sfbkit.kit.play.random_player import RandomPlayer
from sfbkit.kit.play.search_player import SearchSettings, logistic


class UniformPlayer(RandomPlayer):
    """Answers every decision with a uniformly random legal option, passing as often as acting."""

    name = "uniform"


def _greedy(seed: int) -> Player[Any]:
    return GreedyPlayer()


SEARCH_SCALE = 30.0
"""The evaluation's difference that counts as a 73% chance for the search player (a morale point is 10)."""


def search_value(match: Any, seat: int) -> float:
    """Returns the greedy player's evaluation of a search cutoff for a seat, in (0, 1)."""
    return logistic(evaluate(match.engine, seat), SEARCH_SCALE)


SEARCH = SearchSettings(iterations=20, evaluate=search_value, rollout=search_rollout, cutoff=8, per_option=5)
"""The search player's settings: short rollouts of the greedy player's cheap preferences, then the evaluation;
a decision of two options (most of a turn's) gets ten iterations."""

GAME_PLAYERS = (
    PlayerKind("random", HeadingRandomPlayer, seeded=True),
    PlayerKind("uniform", UniformPlayer, seeded=True),
    PlayerKind("greedy", _greedy, seeded=False),
    search_kind(SEARCH),
)
"""The players of Dungeon Command itself, declared to the kit through the game."""

PLAYERS = PlayerRegistry(GAME_PLAYERS)


def player(policy: Policy, seed: int = 0) -> Player[Any]:
    """Returns a fresh player of a policy (random ones seeded with ``seed``)."""
    return PLAYERS.make(policy, seed)
