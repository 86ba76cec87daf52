"""Saving matches: an answer is kept only once its log is on the disk, and a new match never replaces another."""

from __future__ import annotations

import errno
from collections.abc import Iterator
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from sfbkit.kit.serve import log_files, match_ids
from tests.serve.conftest import answer_first, form_of, start


def _disk_full(descriptor: int, data: bytes) -> None:
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_failed_save_changes_nothing_and_asks_to_send_again(
    server: TestClient, saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    match_id = start(server, opponent="random")
    twin = start(server, opponent="random")
    for _ in range(3):
        answer_first(server, match_id)
        answer_first(server, twin)
    before = server.get(f"/api/matches/{match_id}").json()
    saved = (saves / f"{match_id}.jsonl").read_bytes()
    option = before["decision"]["options"][-1]["id"]
    with monkeypatch.context() as patch:
        patch.setattr(log_files, "_write", _disk_full)
        response = server.post(f"/api/matches/{match_id}/answer", json={"option": option})
        assert response.status_code == 503, response.text
        assert "No space left on device" in response.json()["error"]
        assert "send it again" in response.json()["error"]
        assert server.get(f"/api/matches/{match_id}").json() == before
    assert (saves / f"{match_id}.jsonl").read_bytes() == saved
    assert sorted(path.name for path in saves.iterdir()) == sorted([f"{match_id}.jsonl", f"{twin}.jsonl"])
    # Sent again once the disk has room, the answer and the bot's replies are those of a match that never failed.
    for _ in range(4):
        retried = server.post(f"/api/matches/{match_id}/answer", json={"option": option})
        unbroken = server.post(f"/api/matches/{twin}/answer", json={"option": option})
        assert retried.status_code == unbroken.status_code == 200
        assert {**retried.json(), "id": twin} == unbroken.json()
        option = unbroken.json()["decision"]["options"][-1]["id"]


def test_a_failed_save_of_a_new_match_leaves_no_match(
    server: TestClient, saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(log_files, "_write", _disk_full)
    response = server.post("/api/matches", json={**form_of(server), "seed": 1})
    assert response.status_code == 503 and "send it again" in response.json()["error"]
    assert list(saves.iterdir()) == []
    assert server.get("/api/matches").json()["matches"] == []


def test_match_ids_have_128_random_bits() -> None:
    ids = {match_ids.new_match_id() for _ in range(50)}
    assert len(ids) == 50
    assert all(
        len(match_id.rsplit("-", 1)[1]) == 32 and match_ids.MATCH_ID.match(match_id) for match_id in ids
    )


def test_a_repeated_id_gives_the_second_match_a_new_one(
    server: TestClient, saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ids: Iterator[str] = iter(["20260101-000000-same", "20260101-000000-same", "20260101-000000-other"])
    monkeypatch.setattr(match_ids, "new_match_id", lambda: next(ids))
    first = start(server, seed=1)
    first_log = (saves / f"{first}.jsonl").read_text(encoding="utf-8")
    first_view = server.get(f"/api/matches/{first}").json()
    second = start(server, seed=2, opponent="random")
    assert (first, second) == ("20260101-000000-same", "20260101-000000-other")
    assert (saves / f"{first}.jsonl").read_text(encoding="utf-8") == first_log
    assert server.get(f"/api/matches/{first}").json() == first_view
    assert server.get(f"/api/matches/{second}").json()["seats"] == ["human", "random"]


def test_a_saved_log_left_by_another_server_is_not_replaced(
    server: TestClient, saves: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (saves / "20260101-000000-taken.jsonl").write_text("not ours\n", encoding="utf-8")
    ids: Iterator[str] = iter(["20260101-000000-taken", "20260101-000000-free"])
    monkeypatch.setattr(match_ids, "new_match_id", lambda: next(ids))
    assert start(server) == "20260101-000000-free"
    assert (saves / "20260101-000000-taken.jsonl").read_text(encoding="utf-8") == "not ours\n"
