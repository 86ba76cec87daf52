"""Many clients playing at once against ``sfbkit serve``: no 5xx, no refusal, and every saved log replays."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.serve_load import Server, drive, unreplayable

CLIENTS = 12
ANSWERS = 20


@pytest.mark.slow
def test_clients_playing_at_once_get_no_5xx_and_every_log_replays(tmp_path: Path) -> None:
    saves = tmp_path / "saves"
    with Server(saves) as server:
        load = drive(server.port, CLIENTS, seconds=300, answers=ANSWERS)
    assert load.server_errors == [] and load.refusals == []
    assert len(load.latencies) == CLIENTS * ANSWERS
    assert len(list(saves.glob("*.jsonl"))) >= CLIENTS
    assert unreplayable(saves) == []
