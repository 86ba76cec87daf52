"""The greedy matches of the code as it stood when issue 14 was taken up, timed beside today's on the same games.

That code is commit ``ISSUE_START`` (the rules of docs/rules.md as corrected then, its player, fork and engine),
taken from this repository's history with ``git archive`` into a temporary folder and run in a process of
its own by ``issue_start_greedy.py``. Its games must give the very event hashes today's give.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path

from bench.commit_export import export
from bench.exported_run import run_json

ISSUE_START = "45a4dd0078f59a924de11f36f9df050733a34657"
"""The last commit before the work on issue 14 whose games are today's (the corrected rules, no speed-up yet)."""


PLAYER_SCRIPT = Path(__file__).resolve().parent / "issue_start_greedy.py"


@dataclass(frozen=True, slots=True)
class Played:
    """What the old code's greedy matches cost and gave: CPU seconds of the matches alone, and their event hashes."""

    cpu: float
    hashes: list[str]


def play_issue_start(first_seed: int, end_seed: int) -> Played | str:
    """Plays greedy v greedy on seeds ``first_seed`` to ``end_seed - 1`` with the old code; or says why it cannot."""
    with tempfile.TemporaryDirectory(prefix="sfbkit-issue-start-") as folder:
        code = export(ISSUE_START, Path(folder) / "code")
        if isinstance(code, str):
            return code
        answer = run_json(code, PLAYER_SCRIPT, str(code), str(first_seed), str(end_seed))
        if isinstance(answer, str):
            return answer
        return Played(float(answer["cpu"]), [str(h) for h in answer["hashes"]])
