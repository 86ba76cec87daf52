"""The parts of a game object found at ``module:name`` places in its own package, imported only when first used.

A game object is imported whenever a tree's game is looked up, so it names where
its content declaration, script runner, log replayer, players and simulation
live instead of importing them. The places are relative to the package of the
game's module, and default to the layout docs/architecture.md describes.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from sfbkit.kit.content.file_kind import FileKind
    from sfbkit.kit.game import Catalogue, MatchRun, Simulation
    from sfbkit.kit.play.player_registry import PlayerKind
    from sfbkit.kit.problems import Problem
    from sfbkit.kit.tree.content_declaration import ContentDeclaration

LibraryRun = Callable[[Any, Path], "tuple[MatchRun, str]"]
"""Runs a script or replays a log on a tree's library: the run and its summary line."""


def named(place: str) -> Any:
    """Returns the object at ``module:name``, importing its module."""
    module, _, name = place.partition(":")
    return getattr(import_module(module), name)


class DeferredGame:
    """The parts of the kit's Game that a game keeps in modules of its own: each a ``module:name`` in its package."""

    content_declaration = "content.declaration:CONTENT"
    """The game's content declaration, which finds and caches a tree's library."""
    script_runner = "play.runner:run_script_file"
    """A function that runs a match script on a library: ``(library, script) -> (run, summary)``."""
    log_replayer = "play.replay:replay_log"
    """A function that replays a JSONL log on a library: ``(library, log) -> (run, summary)``."""
    game_players = "play.players:GAME_PLAYERS"
    """The game's own players, a sequence of PlayerKind."""
    game_simulation = "play.simulation:SIMULATION"
    """The game's part of ``simulate``."""
    file_kinds = "content.kinds:kind_of"
    """A function that returns a content file's kind from its place in the tree, or None."""
    file_lister = "content.library:content_files"
    """A function that lists a tree's content files: ``(root, unreadable) -> paths``."""
    game_catalogue: str
    """The class that opens a tree for browsing, given the tree's root."""

    @property
    def content(self) -> ContentDeclaration[Any]:
        """Returns the content declaration: its folders, its base tree and how its library is built."""
        declaration: ContentDeclaration[Any] = self._named(self.content_declaration)
        return declaration

    def bundled_root(self) -> Path:
        """Returns the content tree shipped with sfbkit for this game, as its declaration names it."""
        return self.content.bundled_root()

    def content_folders(self, root: Path) -> tuple[Path, ...]:
        """Returns the tree's content folders and script folders (matches/): no output may go there."""
        return tuple(root / folder for folder in (*self.content.folders, *self.content.script_folders))

    def content_files(self, root: Path, unreadable: list[Problem] | None = None) -> list[Path]:
        """Returns the tree's content files in a stable order; an unreadable folder's problem goes to ``unreadable``."""
        files: list[Path] = self._named(self.file_lister)(root, unreadable)
        return files

    def file_kind(self, path: Path) -> FileKind | None:
        """Returns a content file's kind from its place in the tree, or None when it is not content."""
        kind: FileKind | None = self._named(self.file_kinds)(path)
        return kind

    def catalogue(self, root: Path) -> Catalogue:
        """Opens the tree for browsing; InvalidContentError lists every problem."""
        catalogue: Catalogue = self._named(self.game_catalogue)(root)
        return catalogue

    def run_script(self, root: Path, script: Path) -> tuple[MatchRun, str]:
        """Runs a match script on the tree's library (from the cache when the tree was read before)."""
        return self._on_library(self.script_runner, root, script)

    def replay(self, root: Path, log: Path) -> tuple[MatchRun, str]:
        """Replays a JSONL match log on the tree's library, verifying every event, the result and the hash."""
        return self._on_library(self.log_replayer, root, log)

    def players(self) -> Sequence[PlayerKind]:
        """Returns the game's own players by name."""
        kinds: Sequence[PlayerKind] = self._named(self.game_players)
        return kinds

    def simulation(self) -> Simulation:
        """Returns the game's part of ``simulate``: its pairing options, matches and tallies."""
        simulation: Simulation = self._named(self.game_simulation)
        return simulation

    def _named(self, place: str) -> Any:
        """Returns the object at a place relative to the package of the game's module."""
        return named(f"{type(self).__module__.rpartition('.')[0]}.{place}")

    def _on_library(self, place: str, root: Path, path: Path) -> tuple[MatchRun, str]:
        from sfbkit.kit.tree.library_cache import cached_library

        run: LibraryRun = self._named(place)
        return run(cached_library(root, self.content), path)
