"""The part of a game's PlayView that is the same for every game whose runs record themselves.

The game names its own functions in a RunParts: how its library compiles, how
a match starts from a setup, its run, and how a saved log is read and
replayed. The view keeps the library and its compiled content, finds its
board assets beside the game's module, restarts a run with its seats, bot
seeds and title, resumes a saved log and writes the JSONL log.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Generic, Protocol, TypeVar

from sfbkit.kit.serve.play_view import ServedRun

if TYPE_CHECKING:
    from sfbkit.kit.game import LogFormat
    from sfbkit.kit.play.match_log import LogFile


class RecordedRun(ServedRun, Protocol):
    """A run the server plays that knows the setup it started from, its title, and writes its own log."""

    title: str

    def __init__(self, setup: Any, match: Any) -> None: ...
    @property
    def setup(self) -> Any: ...
    def log_text(self, log_format: LogFormat) -> str: ...


LibraryT = TypeVar("LibraryT")
DefsT = TypeVar("DefsT")
SetupT = TypeVar("SetupT")
MatchT = TypeVar("MatchT")
RunT = TypeVar("RunT", bound=RecordedRun)


@dataclass(frozen=True, slots=True)
class RunParts(Generic[LibraryT, DefsT, SetupT, MatchT, RunT]):
    """A game's own functions behind its recorded runs."""

    compiled: Callable[[LibraryT], DefsT]
    """Compiles the library for the engine."""
    start_match: Callable[[DefsT, SetupT], MatchT]
    """Starts a match of a setup."""
    run: type[RunT]
    """The game's run, which records a match started from a setup."""
    read_log_file: Callable[[Path], LogFile]
    """Reads a saved log of the game; LogError when it is none."""
    replay_log: Callable[[LibraryT, Path], tuple[RunT, str]]
    """Replays a saved log on the library, verifying it: the run and its summary."""


class RecordedRunView(Generic[LibraryT, DefsT, SetupT, MatchT, RunT]):
    """A game's PlayView over runs that record themselves, built on the game's RunParts."""

    parts: RunParts[LibraryT, DefsT, SetupT, MatchT, RunT]

    def __init__(self, library: LibraryT) -> None:
        self.library = library
        self.defs = self.parts.compiled(library)

    def started(self, setup: SetupT) -> RunT:
        """Returns a new run of a setup, no answer given yet."""
        return self.parts.run(setup, self.parts.start_match(self.defs, setup))

    def run_of(self, run: ServedRun) -> RunT:
        """Returns a run this view started, as its own type."""
        assert isinstance(run, self.parts.run)
        return run

    def asset(self, name: str) -> str:
        """Returns one of the board assets, shipped beside the module of the game's view."""
        from sfbkit.kit.io.paths import package_file

        return package_file(type(self).__module__, name).read_text(encoding="utf-8")

    def restart(self, run: ServedRun) -> RunT:
        """Returns the match again from its setup, its seats, bot seeds and title kept."""
        before = self.run_of(run)
        again = self.started(before.setup)
        again.title = before.title
        again.seat_names.update(before.seat_names)
        again.player_seeds.update(before.player_seeds)
        return again

    def resume(self, path: Path) -> tuple[RunT, dict[str, Any]]:
        """Replays a saved log as ``sfbkit replay`` does; returns the run and the log's header."""
        header = self.parts.read_log_file(path).header
        run, _ = self.parts.replay_log(self.library, path)
        return run, header

    def log_text(self, run: ServedRun) -> str:
        """Returns the JSONL log ``sfbkit match --log jsonl`` writes, which ``sfbkit replay`` verifies."""
        return self.run_of(run).log_text("jsonl")
