"""The saved-match list: a damaged log is listed as damaged with its reason, and the others still show."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from starlette.testclient import TestClient

from sfbkit.kit.serve.app import make_app
from sfbkit.kit.serve.play_view import PlayView
from tests.serve.conftest import DC, SFB, start

SIDES = {SFB: ("teams", "teams must be lists"), DC: ("warbands", "warbands must be two")}
"""The header field each game names its sides in, and what a damaged one is listed with."""


def _damage(path: Path, field: str, value: object) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    header[field] = value
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")


@pytest.mark.parametrize(
    ("field", "value", "reason"),
    [
        ("players", 5, "players must be a list"),
        ("players", ["\u00b2:human", "1:greedy"], "players must name each seat"),
        ("players", ["0:human", "0:greedy"], "players must name each seat"),
        ("sides", "borka", ""),
    ],
)
def test_a_damaged_save_is_listed_with_its_reason_and_the_rest_still_show(
    server: TestClient, view: PlayView, game: str, saves: Path, field: str, value: object, reason: str
) -> None:
    if field == "sides":
        field, reason = SIDES[game]
    good = start(server, seed=1)
    bad = start(server, seed=2)
    _damage(saves / f"{bad}.jsonl", field, value)
    response = server.get("/api/matches")
    assert response.status_code == 200, response.text
    listed = {entry["id"]: entry for entry in response.json()["matches"]}
    assert listed[good]["seats"] == ["human", "greedy"] and "damaged" not in listed[good]
    assert reason in listed[bad]["damaged"]
    with TestClient(make_app(view, saves), raise_server_exceptions=False) as restarted:
        assert restarted.get(f"/api/matches/{good}").status_code == 200
        resumed = restarted.get(f"/api/matches/{bad}")
        assert resumed.status_code in (200, 422), resumed.text


def test_empty_and_binary_saves_are_listed_as_damaged(server: TestClient, saves: Path) -> None:
    (saves / "20200101-000000-empty.jsonl").write_bytes(b"")
    (saves / "20200101-000000-bytes.jsonl").write_bytes(b"\xff\xfe\n")
    (saves / "20200101-000000-deep.jsonl").write_text("[" * 100_000 + "\n", encoding="utf-8")
    listed = {entry["id"]: entry["damaged"] for entry in server.get("/api/matches").json()["matches"]}
    assert listed == {
        "20200101-000000-empty": "the log is empty",
        "20200101-000000-bytes": "the log cannot be read as UTF-8 text",
        "20200101-000000-deep": "line 1 is not JSON",
    }
