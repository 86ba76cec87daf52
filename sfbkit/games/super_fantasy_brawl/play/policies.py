"""Players by name: the kit's random and first, and this game's greedy player."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.play.greedy_player import GreedyPlayer
from sfbkit.kit.play.player_registry import PlayerKind, PlayerRegistry

GAME_PLAYERS = (PlayerKind("greedy", GreedyPlayer, seeded=True),)
"""The players of Super Fantasy Brawl itself, declared to the kit through the game."""

PLAYERS = PlayerRegistry(GAME_PLAYERS)

POLICIES = PLAYERS.names

SEEDED_POLICIES = PLAYERS.seeded_names
"""The policies whose answers depend on a seed (``first`` has none)."""

make_player = PLAYERS.make
