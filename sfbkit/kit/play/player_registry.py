"""Players by name: the kit's ``random`` and ``first`` plus the ones a game declares (``greedy``...)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any, NamedTuple

from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.first_player import FirstPlayer
from sfbkit.kit.play.player import Player
from sfbkit.kit.play.random_player import RandomPlayer
from sfbkit.kit.play.search_player import MAX_ITERATIONS, SearchPlayer, SearchSettings


class PlayerKind(NamedTuple):
    """A player a name selects: how to make one from a seed, and whether its answers depend on that seed.

    A kind with ``budgeted`` also takes a budget, ``name:N`` (N a whole number from 1); ``make`` is its default.
    """

    name: str
    make: Callable[[int], Player[Any]]
    seeded: bool
    budgeted: Callable[[int, int], Player[Any]] | None = None
    """Makes a player from a seed and a budget."""


def _first(seed: int) -> Player[Any]:
    return FirstPlayer()


RANDOM = PlayerKind("random", RandomPlayer, seeded=True)
FIRST = PlayerKind("first", _first, seeded=False)


class UnknownPlayerError(UsageError):
    """A player name that neither the kit nor the game declares."""


def search_kind(settings: SearchSettings) -> PlayerKind:
    """Returns the ``search`` player a game declares with its own settings (evaluation, default policy...)."""

    def budgeted(seed: int, iterations: int) -> Player[Any]:
        return SearchPlayer(seed, iterations, settings)

    def make(seed: int) -> Player[Any]:
        return SearchPlayer(seed, None, settings)

    return PlayerKind("search", make, seeded=True, budgeted=budgeted)


SEARCH = search_kind(SearchSettings())


class PlayerRegistry:
    """The players one game's matches may be given by name: ``random``, the game's own, ``search``, then ``first``.

    A game may give its own ``random`` (random answers that play its game rather than wait it out) and its
    own ``search`` (``search_kind`` with the game's evaluation and default policy), which then take the
    kit's places.
    """

    def __init__(self, game_players: Sequence[PlayerKind] = ()) -> None:
        own_random = [kind for kind in game_players if kind.name == RANDOM.name]
        own_search = [kind for kind in game_players if kind.name == SEARCH.name]
        others = [kind for kind in game_players if kind.name not in (RANDOM.name, SEARCH.name)]
        kinds = (*(own_random or [RANDOM]), *others, *(own_search or [SEARCH]), FIRST)
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

    def knows(self, name: str) -> bool:
        """Tells whether a name selects a player (``search:25`` included)."""
        try:
            self._parse(name)
        except UnknownPlayerError:
            return False
        return True

    def make(self, name: str, seed: int) -> Player[Any]:
        """Returns a fresh player of a name (``name:N`` gives a budget), seeded; UnknownPlayerError says why not."""
        kind, budget = self._parse(name)
        if budget is None:
            return kind.make(seed)
        assert kind.budgeted is not None
        return kind.budgeted(seed, budget)

    def _parse(self, name: str) -> tuple[PlayerKind, int | None]:
        base, colon, budget = name.partition(":")
        kind = self._kinds.get(base)
        if kind is None:
            raise UnknownPlayerError(f"unknown player {name!r}; known players: {', '.join(self.names)}")
        if not colon:
            return kind, None
        if kind.budgeted is None:
            raise UnknownPlayerError(f"player {base!r} takes no budget; {name!r} names none")
        if not (
            budget.isascii() and budget.isdigit() and len(budget) <= 7 and 1 <= int(budget) <= MAX_ITERATIONS
        ):
            raise UnknownPlayerError(
                f"bad budget in {name!r}: expected {base}:N with N a whole number from 1 to {MAX_ITERATIONS},"
                f" such as {base}:100"
            )
        return kind, int(budget)
