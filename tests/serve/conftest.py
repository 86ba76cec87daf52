"""Shared pieces of the play server's tests: each game's play view, a test client, a new match, answers."""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.kit.registry import get_game
from sfbkit.kit.serve.app import make_app
from sfbkit.kit.serve.play_view import PlayView

SFB = "super-fantasy-brawl"
DC = "dungeon-command"
GAMES = (SFB, DC)
"""Every game with a play page; the server's tests that know no game run against each."""

TEAMS = [["borka", "pip", "velvet"], ["gorlak", "thornwick", "mirelda"]]
WARBANDS = ["lanternguard", "mirewood-brood"]
FORMS: dict[str, dict[str, Any]] = {SFB: {"teams": TEAMS}, DC: {"warbands": WARBANDS}}
"""The new-match fields each game's tests start with."""


@cache
def play_view(game: str) -> PlayView:
    """Returns a game's play view on its bundled content (made once per test process)."""
    found = get_game(game)
    view = found.play_view(found.bundled_root())
    assert view is not None
    return view


def replay_text(game: str, text: str, folder: Path) -> str:
    """Replays a JSONL log of a game on its bundled content; returns ``replay ok`` line (ScriptError if not)."""
    path = folder / "replayed" / "match.jsonl"
    path.parent.mkdir(exist_ok=True)
    path.write_text(text, encoding="utf-8")
    found = get_game(game)
    return found.replay(found.bundled_root(), path)[1]


@pytest.fixture(scope="session")
def bundled() -> Library:
    return load_library(bundled_content_root())


@pytest.fixture(params=GAMES)
def game(request: pytest.FixtureRequest) -> str:
    return str(request.param)


@pytest.fixture()
def view(game: str) -> PlayView:
    return play_view(game)


@pytest.fixture()
def saves(tmp_path: Path) -> Path:
    folder = tmp_path / "saves"
    folder.mkdir()
    return folder


@pytest.fixture()
def server(view: PlayView, saves: Path) -> Iterator[TestClient]:
    with TestClient(make_app(view, saves), raise_server_exceptions=False) as client:
        yield client


def form_of(client: TestClient) -> dict[str, Any]:
    """Returns the new-match fields of the game a client's server plays (read from its form)."""
    keys = {field["key"] for field in client.get("/api/setup").json()["fields"]}
    return next(dict(form) for form in FORMS.values() if set(form) <= keys)


def start(client: TestClient, **body: Any) -> str:
    """Returns the id of a new match of the game's test form (seed 3 unless given)."""
    response = client.post("/api/matches", json={**form_of(client), "seed": 3, **body})
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


def finish(client: TestClient, match_id: str, last: bool = False) -> dict[str, Any]:
    """Answers every decision (its first option, or its last) until the match ends; returns the final view."""
    view = client.get(f"/api/matches/{match_id}").json()
    for _ in range(3000):
        if view["result"] is not None:
            return dict(view)
        options = view["decision"]["options"]
        option = options[-1 if last else 0]["id"]
        response = client.post(f"/api/matches/{match_id}/answer", json={"option": option})
        assert response.status_code == 200, response.text
        view = response.json()
    raise AssertionError("the match did not end")
