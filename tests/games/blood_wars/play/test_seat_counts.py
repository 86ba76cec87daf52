"""Scripts from setup at every seat count (BW §1.1: 2 to 6) play, log and replay the same match."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.games.blood_wars.content.library import load_library
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.play.replay import replay_log
from sfbkit.games.blood_wars.play.runner import run_script_file

DECKS = ("cinder-host", "dawnward-vigil", "gavel-and-chain", "mire-court", "wandering-concord", "cinder-host")
LIBRARY = load_library(bundled_root())


@pytest.mark.parametrize("seats", range(2, 7))
def test_a_match_of_any_seat_count_replays_from_its_log(tmp_path: Path, seats: int) -> None:
    players = ", ".join(f"{{deck: {deck}, policy: random}}" for deck in DECKS[:seats])
    script = tmp_path / "seats.yaml"
    script.write_text(
        f"seed: {seats}\nplayers: [{players}]\nsteps:\n  - auto: {{decisions: 250}}\n"
        "  - auto: {player: first, decisions: 5}\n",
        encoding="utf-8",
    )
    run, summary = run_script_file(LIBRARY, script)
    assert len(run.decisions) > 100  # type: ignore[union-attr]
    assert summary.startswith(f"{script}: ok: 2 steps, ")
    assert run.match.seats == seats  # type: ignore[union-attr]
    log = tmp_path / "seats.jsonl"
    log.write_text(run.log_text("jsonl"), encoding="utf-8")
    replayed, message = replay_log(LIBRARY, log)
    assert message == f"{log}: replay ok: {len(run.decisions)} decisions, {len(replayed.match.events)} events"
    assert replayed.log_text("jsonl") == log.read_text(encoding="utf-8")
    assert replayed.log_text("text") == run.log_text("text")
