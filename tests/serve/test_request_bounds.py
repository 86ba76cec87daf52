"""Requests the server must refuse with one line: seeds out of range, big or deep bodies, unknown keys, odd seats."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from sfbkit.kit.serve.request_body import MAX_BODY_BYTES
from sfbkit.kit.serve.sessions import MAX_SEED
from tests.serve.conftest import form_of, start

JSON = {"content-type": "application/json"}


def _refused(response: object, status: int, words: str) -> None:
    assert response.status_code == status, response.text  # type: ignore[attr-defined]
    error = response.json()["error"]  # type: ignore[attr-defined]
    assert words in error and "\n" not in error and len(error) < 300, error


@pytest.mark.parametrize("seed", ["-1", str(2**64), "1e19", str(MAX_SEED + 1), "3.5"])
def test_a_seed_out_of_replays_range_is_refused(server: TestClient, seed: str) -> None:
    body = json.dumps(form_of(server))[:-1] + ', "seed": ' + seed + "}"
    _refused(server.post("/api/matches", content=body, headers=JSON), 422, "seed must be an integer from 0")
    assert server.get("/api/matches").json()["matches"] == []


def test_the_largest_seed_replay_accepts_is_played(server: TestClient) -> None:
    match_id = start(server, seed=MAX_SEED)
    assert server.get(f"/api/matches/{match_id}").status_code == 200


def test_a_body_over_the_cap_is_refused_before_the_match_is_made(server: TestClient) -> None:
    padding = "x" * MAX_BODY_BYTES
    _refused(server.post("/api/matches", json={**form_of(server), "x": padding}), 413, "over")

    opening = json.dumps(form_of(server))[:-1].encode() + b', "x": "'

    def chunks() -> object:
        yield opening
        for _ in range(64):
            yield b"x" * 1024
        yield b'"}'

    _refused(server.post("/api/matches", content=chunks(), headers=JSON), 413, "over")  # type: ignore[arg-type]
    assert server.get("/api/matches").json()["matches"] == []


@pytest.mark.parametrize(
    ("route", "body", "named"),
    [
        ("/api/matches", {"oponent": "random"}, "'oponent'"),
        ("/api/matches", {"seed": 1, "x": 1, "y": 2}, "'x', 'y'"),
        ("answer", {"option": "end-turn", "choice": 1}, "'choice'"),
    ],
)
def test_unknown_keys_are_refused_by_name(server: TestClient, route: str, body: object, named: str) -> None:
    if route == "answer":
        route = f"/api/matches/{start(server)}/answer"
    else:
        body = {**form_of(server), **body}  # type: ignore[dict-item]
    _refused(server.post(route, json=body), 422, named)


def test_hostile_bodies_get_a_4xx_not_a_500(server: TestClient) -> None:
    match_id = start(server)
    deep = b"[" * 100_000 + b"]" * 100_000
    assert server.post("/api/matches", content=deep, headers=JSON).status_code == 413
    shallow_but_deep = b"[" * (MAX_BODY_BYTES // 2 - 1) + b"]" * (MAX_BODY_BYTES // 2 - 1)
    _refused(server.post("/api/matches", content=shallow_but_deep, headers=JSON), 400, "nested")
    nested_object = b'{"teams": ' + b"[" * 3000 + b"]" * 3000 + b"}"
    _refused(server.post("/api/matches", content=nested_object, headers=JSON), 400, "nested")
    huge = b'{"teams": [], "seed": ' + b"9" * 4301 + b"}"
    _refused(server.post("/api/matches", content=huge, headers=JSON), 422, "digits")
    for body in (b'{"option": NaN}', b'{"option": "x", "seat": ' + b"7" * 5000 + b"}"):
        response = server.post(f"/api/matches/{match_id}/answer", content=body, headers=JSON)
        assert 400 <= response.status_code < 500, response.text


@pytest.mark.parametrize("seat", ["\u00b2", "\u2460", "7" * 5000, "-1", "0x1", " 1"])
def test_a_seat_that_is_not_ascii_digits_is_refused(server: TestClient, seat: str) -> None:
    match_id = start(server)
    _refused(server.get(f"/api/matches/{match_id}", params={"seat": seat}), 422, "seat must be a seat number")


def test_a_match_without_a_seed_gets_a_random_one_in_range(server: TestClient, saves: Path) -> None:
    seeds = set()
    for _ in range(2):
        response = server.post("/api/matches", json=form_of(server))
        assert response.status_code == 201, response.text
        header = json.loads(
            (saves / f"{response.json()['id']}.jsonl").read_text(encoding="utf-8").split("\n", 1)[0]
        )
        assert 0 <= header["seed"] <= MAX_SEED
        seeds.add(header["seed"])
    assert len(seeds) == 2
