"""Pages a game adds to ``sfbkit serve`` beside the play page (a deck builder...), so the server stays game-blind.

A game offers them through ``game_pages(root)``; the server mounts each page's
routes and answers their RequestErrors as it answers its own (4xx with a
one-line ``error``). A page's JSON API lives under ``/api/<path>/``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol, runtime_checkable

from starlette.routing import BaseRoute


@dataclass(frozen=True)
class GamePage:
    """One page of a game: where it is served, what it is called, and its routes (the page and its API)."""

    path: str
    """The page's address, such as ``/deck``."""
    title: str
    """What the page is called in the server's first line, such as ``deck page``."""
    routes: tuple[BaseRoute, ...]


@runtime_checkable
class PageGame(Protocol):
    """A game with pages of its own for ``sfbkit serve``."""

    def game_pages(self, root: Path) -> Sequence[GamePage]:
        """Returns the game's pages on the tree at ``root``."""
        ...


def pages_of(game: object, root: Path) -> tuple[GamePage, ...]:
    """Returns the pages a game adds on a tree, none when it offers none."""
    return tuple(game.game_pages(root)) if isinstance(game, PageGame) else ()
