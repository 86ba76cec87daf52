"""Shared pieces of the play server's tests: the bundled library, a test client, a new match, answers."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.serve.app import make_app
from sfbkit.games.super_fantasy_brawl.serve.sfb_view import SfbView

TEAMS = [["borka", "pip", "velvet"], ["gorlak", "thornwick", "mirelda"]]


@pytest.fixture(scope="session")
def bundled() -> Library:
    return load_library(bundled_content_root())


@pytest.fixture()
def saves(tmp_path: Path) -> Path:
    folder = tmp_path / "saves"
    folder.mkdir()
    return folder


@pytest.fixture()
def server(bundled: Library, saves: Path) -> Iterator[TestClient]:
    with TestClient(make_app(bundled, SfbView(bundled), saves), raise_server_exceptions=False) as client:
        yield client


def start(client: TestClient, **body: Any) -> str:
    """Returns the id of a new match of TEAMS (seed 3 unless given)."""
    response = client.post("/api/matches", json={"teams": TEAMS, "seed": 3, **body})
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


def answer_first(client: TestClient, match_id: str, seat: int | None = None) -> dict[str, Any]:
    """Answers the pending decision with its first option and returns the view sent back."""
    view = client.get(f"/api/matches/{match_id}" + ("" if seat is None else f"?seat={seat}")).json()
    response = client.post(
        f"/api/matches/{match_id}/answer", json={"option": view["decision"]["options"][0]["id"]}
    )
    assert response.status_code == 200, response.text
    return dict(response.json())
