"""The players a Dungeon Command script, simulation or terminal can name: random, uniform, greedy and first."""

from __future__ import annotations

from typing import Protocol

from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.play.greedy_player import GreedyPlayer
from sfbkit.games.dungeon_command.play.heading_random_player import HeadingRandomPlayer
from sfbkit.games.dungeon_command.play.script import Policy
from sfbkit.kit.decisions import Decision
from sfbkit.kit.players import FirstPlayer, RandomPlayer


class Player(Protocol):
    """Anything that answers decisions."""

    name: str

    def choose(self, match: DCMatch, decision: Decision) -> str:
        """Returns a legal option id."""
        ...


class UniformPlayer(RandomPlayer):
    """Answers every decision with a uniformly random legal option, passing as often as acting."""

    name = "uniform"


def player(policy: Policy, seed: int = 0) -> Player:
    """Returns a fresh player of a policy (random ones seeded with ``seed``)."""
    if policy == "random":
        return HeadingRandomPlayer(seed)
    if policy == "uniform":
        return UniformPlayer(seed)
    if policy == "first":
        return FirstPlayer()
    return GreedyPlayer()
