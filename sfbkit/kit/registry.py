"""The games sfbkit knows: registered as ``sfbkit.games`` entry points, so the kit never imports a game by name."""

from __future__ import annotations

from functools import cache
from importlib import import_module
from pathlib import Path

from sfbkit.kit.cache.cache_store import keep_out_of
from sfbkit.kit.content.manifest import DEFAULT_GAME, ManifestError, read_manifest
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import Game
from sfbkit.kit.installed_games import registered_entry_points

ENTRY_POINT_GROUP = "sfbkit.games"


class UnknownGameError(UsageError):
    """A game id that no installed package registers."""


_ADDED: dict[str, str] = {}
"""Games registered in this process besides the entry points (a game's own tests add theirs)."""


@cache
def _registered() -> dict[str, str]:
    """Returns game id -> ``module:attribute`` of every registered game."""
    return {**registered_entry_points(ENTRY_POINT_GROUP), **_ADDED}


def register_game(game_id: str, target: str | None) -> None:
    """Registers ``module:attribute`` as the game ``game_id`` in this process (None: unregisters it)."""
    if target is None:
        _ADDED.pop(game_id, None)
    else:
        _ADDED[game_id] = target
    _registered.cache_clear()
    get_game.cache_clear()


def game_ids() -> tuple[str, ...]:
    """Returns the ids of every registered game, sorted."""
    return tuple(sorted(_registered()))


@cache
def get_game(game_id: str) -> Game:
    """Returns the registered game with this id; UnknownGameError lists the known ones."""
    target = _registered().get(game_id)
    if target is None:
        known = ", ".join(game_ids()) or "none"
        raise UnknownGameError(f"unknown game {game_id!r}; registered games: {known}")
    module_name, _, attribute = target.partition(":")
    game: Game = getattr(import_module(module_name), attribute)
    return game


def game_of_tree(root: Path) -> Game:
    """Returns the game a content tree declares in its manifest (the default game without one)."""
    keep_out_of(root)
    manifest = read_manifest(root)
    try:
        return get_game(manifest.game)
    except UnknownGameError as error:
        raise ManifestError(f"{root / 'sfbkit.yaml'}:1:1: {error}") from None


def default_game() -> Game:
    """Returns the game of trees without a manifest."""
    return get_game(DEFAULT_GAME)
