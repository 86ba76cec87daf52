"""The play server's endpoints through Starlette's TestClient: matches, answers, seats, resuming, refusals."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from sfbkit.kit.serve.app import make_app
from sfbkit.kit.serve.play_view import PlayView
from tests.serve.conftest import finish, play_view, replay_text, start

JSON = {"content-type": "application/json"}


def _client(view: PlayView, saves: Path, site: Path | None = None, **kwargs: Any) -> TestClient:
    return TestClient(make_app(view, saves, site, **kwargs), raise_server_exceptions=False)


@pytest.fixture()
def client(view: PlayView, tmp_path: Path) -> Iterator[TestClient]:
    with _client(view, tmp_path) as test_client:
        yield test_client


def test_pages_and_assets(client: TestClient, view: PlayView) -> None:
    home = client.get("/", follow_redirects=False)
    assert home.status_code == 307 and home.headers["location"] == "/play"
    form = client.get("/play")
    assert form.status_code == 200 and 'id="play-data"' in form.text
    assert '"match":null' in form.text
    for name in ("play.js", "play.css", *(f"game/{asset}" for asset in view.board_assets)):
        assert client.get(f"/assets/{name}").status_code == 200, name
        assert f'/assets/{name}"' in form.text, name
    boards = [f"game/{name}" for name, kind in view.board_assets.items() if kind == "text/javascript"]
    assert any("window.sfbkitPlayBoard" in client.get(f"/assets/{name}").text for name in boards)
    assert client.get("/assets/game/play.js").status_code == 404


def test_a_match_against_the_bot_to_its_end_and_its_log_replays(
    client: TestClient, game: str, tmp_path: Path
) -> None:
    match_id = start(client, opponent="greedy")
    view = client.get(f"/api/matches/{match_id}").json()
    assert view["seats"] == ["human", "greedy"] and view["viewer"] == 0
    assert view["decision"]["mine"] and view["decision"]["player"] == 0
    assert view["board"] and view["status"] and view["panels"]
    final = finish(client, match_id)
    assert final["result"]["winner"] in (0, 1)
    assert final["decision"] is None and final["result_text"]
    late = client.post(f"/api/matches/{match_id}/answer", json={"option": "end-turn"})
    assert late.status_code == 409 and late.json() == {"error": "the match is over", "legal": []}
    log = client.get(f"/api/matches/{match_id}/log")
    assert log.status_code == 200
    assert f"replay ok: {final['decisions']} decisions" in replay_text(game, log.text, tmp_path)
    assert json.loads(log.text.splitlines()[0])["players"] == ["0:human", "1:greedy"]
    listed = client.get("/api/matches").json()["matches"]
    assert [entry["id"] for entry in listed] == [match_id]
    assert listed[0]["over"] is True and len(listed[0]["sides"]) == 2


def test_hot_seat_shows_the_deciding_seat_and_hides_the_other(client: TestClient) -> None:
    match_id = start(client, opponent="human")
    view = client.get(f"/api/matches/{match_id}").json()
    assert view["hotseat"] and view["seats"] == ["human", "human"]
    deciding = view["decision"]["player"]
    assert view["viewer"] == deciding
    waiting = 1 - deciding
    assert client.get(f"/api/matches/{match_id}?seat={waiting}").status_code == 403
    option = view["decision"]["options"][0]["id"]
    refused = client.post(f"/api/matches/{match_id}/answer", json={"option": option, "seat": waiting})
    assert refused.status_code == 409 and "decision" in refused.json()["error"]
    # An answer comes back as the view of whoever decides next, though it is the other seat.
    seen = {deciding}
    for _ in range(12):
        response = client.post(f"/api/matches/{match_id}/answer", json={"option": option, "seat": deciding})
        assert response.status_code == 200, response.text
        view = response.json()
        deciding = view["decision"]["player"]
        assert view["viewer"] == deciding
        seen.add(deciding)
        option = view["decision"]["options"][0]["id"]
    assert seen == {0, 1}


def test_an_illegal_option_is_refused_with_the_legal_ids(client: TestClient) -> None:
    match_id = start(client)
    view = client.get(f"/api/matches/{match_id}").json()
    response = client.post(f"/api/matches/{match_id}/answer", json={"option": "step:z99"})
    assert response.status_code == 409
    assert response.json()["legal"] == [option["id"] for option in view["decision"]["options"]]
    assert client.get(f"/api/matches/{match_id}").json()["decisions"] == view["decisions"]


def test_a_saved_match_resumes_in_a_new_server(game: str, tmp_path: Path) -> None:
    with _client(play_view(game), tmp_path) as first:
        match_id = start(first, opponent="random")
        for _ in range(12):
            view = first.get(f"/api/matches/{match_id}").json()
            first.post(
                f"/api/matches/{match_id}/answer", json={"option": view["decision"]["options"][-1]["id"]}
            )
        before = first.get(f"/api/matches/{match_id}").json()
    with _client(play_view(game), tmp_path) as second:
        after = second.get(f"/api/matches/{match_id}").json()
        assert after["decisions"] == before["decisions"]
        assert after["state"] == before["state"] and after["hand"] == before["hand"]
        assert after["decision"] == before["decision"]
        assert second.get(f"/play/{match_id}").status_code == 200
        assert finish(second, match_id)["result"] is not None


def test_malformed_requests_get_4xx_answers(client: TestClient) -> None:
    assert client.post("/api/matches", content=b"{", headers=JSON).status_code == 400
    assert client.post("/api/matches", content=b"teams=1").status_code == 415
    match_id = start(client)
    assert client.post(f"/api/matches/{match_id}/answer", json={"choice": 1}).status_code == 422
    assert (
        client.post(f"/api/matches/{match_id}/answer", json={"option": "x", "seat": "0"}).status_code == 422
    )
    assert client.get(f"/api/matches/{match_id}?seat=zero").status_code == 422
    assert client.get(f"/api/matches/{match_id}?seat=7").status_code == 422
    assert client.get(f"/api/matches/{match_id}/answer").status_code == 405
    for path in (
        "/api/matches/nope",
        "/api/matches/..%2F..%2Fetc/log",
        "/api/nothing",
        "/assets/../pyproject.toml",
    ):
        response = client.get(path)
        assert response.status_code == 404, path
        assert "Traceback" not in response.text
    missing = client.get("/play/20200101-000000-abcdef")
    assert missing.status_code == 404 and "text/html" in missing.headers["content-type"]
    assert "no match" in missing.text and "Traceback" not in missing.text


def test_a_broken_saved_log_is_refused_not_a_crash(client: TestClient, tmp_path: Path) -> None:
    (tmp_path / "20200101-000000-badbad.jsonl").write_text('{"type": "header"}\n', encoding="utf-8")
    response = client.get("/api/matches/20200101-000000-badbad")
    assert response.status_code == 422 and "header" in response.json()["error"]
    listed = client.get("/api/matches").json()["matches"]
    assert listed[0]["id"] == "20200101-000000-badbad"


def test_the_card_site_is_served_and_other_hosts_are_refused(view: PlayView, tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<p>cards</p>", encoding="utf-8")
    with _client(view, tmp_path, site, allowed_hosts=["testserver"]) as test_client:
        assert test_client.get("/site/index.html").text == "<p>cards</p>"
        assert test_client.get("/play").text.count('"site":true') == 1
        assert test_client.get("/play", headers={"host": "rebound.example"}).status_code == 400
