"""Players by name: the policies a script or the simulator may name."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.match import Player
from sfbkit.games.super_fantasy_brawl.play.first_player import FirstPlayer
from sfbkit.games.super_fantasy_brawl.play.greedy_player import GreedyPlayer
from sfbkit.games.super_fantasy_brawl.play.random_player import RandomPlayer
from sfbkit.kit.errors import UsageError

POLICIES = ("random", "greedy", "first")

SEEDED_POLICIES = ("random", "greedy")
"""The policies whose answers depend on a seed (``first`` has none)."""


def make_player(name: str, seed: int) -> Player:
    """Returns a fresh player of a named policy, seeded."""
    if name == "random":
        return RandomPlayer(seed)
    if name == "greedy":
        return GreedyPlayer(seed)
    if name == "first":
        return FirstPlayer()
    raise UsageError(f"unknown player {name!r}; expected one of {', '.join(POLICIES)}")
