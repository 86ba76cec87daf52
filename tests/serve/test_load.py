"""Many clients playing at once against ``sfbkit serve``: no 5xx, no refusal, and every saved log replays."""

from __future__ import annotations

from pathlib import Path

import pytest

from bench.serve_load import Server, drive, unreplayable
from sfbkit.kit.registry import get_game
from tests.serve.conftest import FORMS

CLIENTS = 12
ANSWERS = 20


@pytest.mark.slow
def test_clients_playing_at_once_get_no_5xx_and_every_log_replays(tmp_path: Path, game: str) -> None:
    saves = tmp_path / "saves"
    content = get_game(game).bundled_root()
    with Server(saves, content) as server:
        load = drive(server.port, CLIENTS, seconds=300, answers=ANSWERS, form=FORMS[game])
    assert load.server_errors == [] and load.refusals == []
    assert len(load.latencies) == CLIENTS * ANSWERS
    assert len(list(saves.glob("*.jsonl"))) >= CLIENTS
    assert unreplayable(saves, content) == []
