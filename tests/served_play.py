"""``sfbkit serve --port 0`` in a child process, for tests that talk to a real server."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

ENTRY = "import sys; from sfbkit.cli.entry import main; sys.exit(main())"
ANNOUNCED = "serving the play page on http://127.0.0.1:"


@dataclass(frozen=True)
class Served:
    """A running server: its base URL, its saves folder and the process."""

    url: str
    saves: Path
    process: subprocess.Popen[str]

    def next_line(self) -> str:
        """Returns the server's next line on standard error."""
        assert self.process.stderr is not None
        return self.process.stderr.readline()


@contextmanager
def served(saves: Path, *options: str, program: str = ENTRY, cwd: Path | None = None) -> Iterator[Served]:
    """Starts ``serve --port 0 --saves SAVES OPTIONS``, yields it once it announces its address, and stops it."""
    process = subprocess.Popen(
        [sys.executable, "-c", program, "serve", "--port", "0", "--saves", str(saves), *options],
        stderr=subprocess.PIPE,
        text=True,
        cwd=cwd,
    )
    try:
        assert process.stderr is not None
        line = process.stderr.readline()
        assert ANNOUNCED in line, line
        yield Served(line.split(" on ", 1)[1].split("/play", 1)[0], saves, process)
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait(timeout=10)
