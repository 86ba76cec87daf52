"""The players a Dungeon Command script, simulation or terminal can name: the kit's random and first, and greedy."""

from __future__ import annotations

from typing import Any

from sfbkit.games.dungeon_command.play.greedy_player import GreedyPlayer
from sfbkit.games.dungeon_command.play.script import Policy
from sfbkit.kit.play.player import Player
from sfbkit.kit.play.player_registry import PlayerKind, PlayerRegistry


def _greedy(seed: int) -> Player[Any]:
    return GreedyPlayer()


GAME_PLAYERS = (PlayerKind("greedy", _greedy, seeded=False),)
"""The players of Dungeon Command itself, declared to the kit through the game."""

PLAYERS = PlayerRegistry(GAME_PLAYERS)


def player(policy: Policy, seed: int = 0) -> Player[Any]:
    """Returns a fresh player of a policy (random ones seeded with ``seed``)."""
    return PLAYERS.make(policy, seed)
