"""A run's results file: a header naming the run, then one JSON line per finished game, read back to resume."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, BinaryIO

from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import GameTally
from sfbkit.kit.simulation.simulated_games import PlayedGame, SimulatedGame

FORMAT = "sfbkit-results/1"
"""The header's ``format``: a file without it is not a results file and is never written to."""


def run_fingerprint(specs: Sequence[SimulatedGame], trees: Mapping[str, str] | None = None) -> str:
    """Returns a digest of every game of a run (game, tree, pairing, seats, seed, players), naming the run.

    ``trees`` names a temporary tree by what it stands for (a sweep's value), so a resumed run matches.
    """
    digest = hashlib.sha256()
    for spec in specs:
        root = trees.get(spec.root, spec.root) if trees is not None else spec.root
        record = (spec.game, root, spec.index, spec.pairing, spec.setup, spec.order, spec.seed, spec.players)
        digest.update(repr(record).encode())
    return digest.hexdigest()


def game_line(game: PlayedGame) -> str:
    """Returns one finished game as a JSON line."""
    tally = game.tally
    record = {
        "index": game.index,
        "pairing": game.pairing,
        "winner": tally.winner,
        "first": tally.first,
        "length": tally.length,
        "capped": game.capped,
        "counts": [list(count) for count in tally.counts],
    }
    return json.dumps(record, separators=(",", ":")) + "\n"


def _played(record: Any) -> PlayedGame:
    counts = tuple((str(s), str(k), str(f), int(a)) for s, k, f, a in record["counts"])
    winner = record["winner"]
    tally = GameTally(
        None if winner is None else int(winner), int(record["first"]), int(record["length"]), counts
    )
    return PlayedGame(int(record["index"]), int(record["pairing"]), tally, bool(record["capped"]))


class ResultsFile:
    """The results file of one run: the games it already holds, and the file to append each new one to."""

    def __init__(
        self, path: Path, specs: Sequence[SimulatedGame], trees: Mapping[str, str] | None = None
    ) -> None:
        self.path = path
        self.fingerprint = run_fingerprint(specs, trees)
        self.total = len(specs)
        self._handle: BinaryIO | None = None
        self._keep = 0
        self._finished: dict[int, PlayedGame] | None = None
        """The bytes of the file that hold whole lines of this run (what resuming keeps)."""

    def finished(self) -> dict[int, PlayedGame]:
        """Returns the games the file holds by index (none when it is new); UsageError for another run's file.

        A last line cut short (the run was killed while writing it) is dropped, and cut from the file on resume.
        """
        if self._finished is None:
            self._finished = self._read()
        return self._finished

    def _read(self) -> dict[int, PlayedGame]:
        if not self.path.exists():
            return {}
        data = self.path.read_bytes()
        lines = data.split(b"\n")
        if not data.strip():
            return {}
        header = self._header(lines[0])
        if header.get("run") != self.fingerprint:
            raise UsageError(
                f"{self.path}:1: holds the games of another run (other players, pairings, seed, games or "
                "content); give another --results file, or remove this one to start over"
            )
        games: dict[int, PlayedGame] = {}
        kept = len(lines[0]) + 1
        for number, line in enumerate(lines[1:], start=2):
            if number == len(lines):  # the text after the last newline: empty, or a line cut short
                break
            try:
                game = _played(json.loads(line))
            except (ValueError, KeyError, TypeError) as error:
                raise UsageError(
                    f"{self.path}:{number}: expected one finished game as JSON ({type(error).__name__}); "
                    "the file was changed by hand"
                ) from None
            if not 0 <= game.index < self.total:
                raise UsageError(f"{self.path}:{number}: game {game.index} is not a game of this run")
            games[game.index] = game
            kept += len(line) + 1
        self._keep = kept
        return games

    def _header(self, line: bytes) -> dict[str, Any]:
        try:
            header = json.loads(line)
        except ValueError:
            header = None
        if not isinstance(header, dict) or header.get("format") != FORMAT:
            raise UsageError(
                f'{self.path}:1: expected a results file of sfbkit (a first line with "format": '
                f'"{FORMAT}"); it is left as it is: give another --results file'
            )
        return header

    def open(self, reading: Iterable[Path] = ()) -> None:
        """Opens the file to append to (after ``finished``): a header for a new file, a cut-short line cut off."""
        from sfbkit.kit.io.atomic import append_to, open_append

        self._handle = open_append(self.path, reading)
        if self.path.is_file() and self.path.stat().st_size > self._keep:
            self._handle.truncate(self._keep)
        if self._keep == 0:
            header = {"format": FORMAT, "run": self.fingerprint, "games": self.total}
            append_to(self.path, self._handle, json.dumps(header) + "\n")

    def record(self, game: PlayedGame) -> None:
        """Appends one finished game and flushes it, so a run killed after it keeps it."""
        from sfbkit.kit.io.atomic import append_to

        assert self._handle is not None, "open() first"
        append_to(self.path, self._handle, game_line(game))

    def close(self) -> None:
        """Closes the file."""
        if self._handle is not None:
            self._handle.close()
            self._handle = None
