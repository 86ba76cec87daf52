"""Players by name: the kit's ``random`` and ``first`` plus the ones a game declares (``greedy``...)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.first_player import FirstPlayer
from sfbkit.kit.play.player import Player
from sfbkit.kit.play.random_player import RandomPlayer


class PlayerKind(NamedTuple):
    """A player a name selects: how to make one from a seed, and whether its answers depend on that seed."""

    name: str
    make: Callable[[int], Player[Any]]
    seeded: bool


def _first(seed: int) -> Player[Any]:
    return FirstPlayer()


RANDOM = PlayerKind("random", RandomPlayer, seeded=True)
FIRST = PlayerKind("first", _first, seeded=False)


class UnknownPlayerError(UsageError):
    """A player name that neither the kit nor the game declares."""


class PlayerRegistry:
    """The players one game's matches may be given by name: ``random``, the game's own, then ``first``."""

    def __init__(self, game_players: Sequence[PlayerKind] = ()) -> None:
        kinds = (RANDOM, *game_players, FIRST)
        self._kinds: dict[str, PlayerKind] = {}
        for kind in kinds:
            if kind.name in self._kinds:
                raise ValueError(f"two players are named {kind.name!r}")
            self._kinds[kind.name] = kind

    @property
    def names(self) -> tuple[str, ...]:
        """Returns every player name, in the order help and messages list them."""
        return tuple(self._kinds)

    @property
    def seeded_names(self) -> tuple[str, ...]:
        """Returns the names of the players whose answers depend on their seed."""
        return tuple(name for name, kind in self._kinds.items() if kind.seeded)

    def make(self, name: str, seed: int) -> Player[Any]:
        """Returns a fresh player of a name, seeded; UnknownPlayerError names the known players."""
        kind = self._kinds.get(name)
        if kind is None:
            raise UnknownPlayerError(f"unknown player {name!r}; known players: {', '.join(self.names)}")
        return kind.make(seed)
