"""The play server's endpoints through Starlette's TestClient: matches, answers, seats, resuming, refusals."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.match_script import SetupSpec
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import read_log
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.replay import replay_log
from sfbkit.games.super_fantasy_brawl.serve.app import make_app
from sfbkit.games.super_fantasy_brawl.serve.sfb_view import HIDDEN_TRAP, SfbView

TEAMS = [["borka", "pip", "velvet"], ["gorlak", "thornwick", "mirelda"]]
JSON = {"content-type": "application/json"}


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(bundled_content_root())


def _client(library: Library, saves: Path, site: Path | None = None, **kwargs: Any) -> TestClient:
    return TestClient(
        make_app(library, SfbView(library), saves, site, **kwargs), raise_server_exceptions=False
    )


@pytest.fixture()
def client(library: Library, tmp_path: Path) -> Iterator[TestClient]:
    with _client(library, tmp_path) as test_client:
        yield test_client


def _new(client: TestClient, **body: Any) -> str:
    response = client.post("/api/matches", json={"teams": TEAMS, "seed": 3, **body})
    assert response.status_code == 201, response.text
    match_id = response.json()["id"]
    assert response.json()["url"] == f"/play/{match_id}"
    return str(match_id)


def _finish(client: TestClient, match_id: str) -> dict[str, Any]:
    view = client.get(f"/api/matches/{match_id}").json()
    for _ in range(2000):
        if view["result"] is not None:
            return dict(view)
        option = view["decision"]["options"][0]["id"]
        response = client.post(f"/api/matches/{match_id}/answer", json={"option": option})
        assert response.status_code == 200, response.text
        view = response.json()
    raise AssertionError("the match did not end")


def test_pages_and_assets(client: TestClient) -> None:
    home = client.get("/", follow_redirects=False)
    assert home.status_code == 307 and home.headers["location"] == "/play"
    form = client.get("/play")
    assert form.status_code == 200 and 'id="play-data"' in form.text
    assert '"match":null' in form.text
    for name in ("play/play.js", "replay/board.js", "card.css", "replay/replay.css"):
        assert client.get(f"/assets/{name}").status_code == 200, name
    assert "window.sfbkitBoard" in client.get("/assets/replay/board.js").text


def test_setup_lists_champions_drafts_and_opponents(client: TestClient, library: Library) -> None:
    setup = client.get("/api/setup").json()
    assert [c["id"] for c in setup["champions"]] == sorted(library.champions)
    assert setup["team_size"] == 3
    assert "casual" in setup["drafts"]
    assert setup["opponents"] == ["random", "greedy", "search", "first", "human"]


def test_a_match_against_the_bot_to_its_end_and_its_log_replays(client: TestClient, library: Library) -> None:
    match_id = _new(client, opponent="greedy")
    view = client.get(f"/api/matches/{match_id}").json()
    assert view["seats"] == ["human", "greedy"] and view["viewer"] == 0
    assert view["decision"]["mine"] and view["decision"]["player"] == 0
    assert len(view["board"]["hexes"]) == 59
    final = _finish(client, match_id)
    assert final["result"]["winner"] in (0, 1)
    assert final["decision"] is None
    assert any(line.startswith("match over:") for line in final["log"])
    late = client.post(f"/api/matches/{match_id}/answer", json={"option": "end-turn"})
    assert late.status_code == 409 and late.json() == {"error": "the match is over", "legal": []}
    log = client.get(f"/api/matches/{match_id}/log")
    assert log.status_code == 200
    report = replay_log(read_log(log.text, "log"), library, "log")
    assert report.decisions == final["decisions"]
    assert read_log(log.text, "log").header["players"] == ["0:human", "1:greedy"]
    listed = client.get("/api/matches").json()["matches"]
    assert [entry["id"] for entry in listed] == [match_id]
    assert listed[0]["over"] is True and listed[0]["teams"] == TEAMS


def test_each_seat_sees_only_its_own_hand_and_traps_face_down(client: TestClient) -> None:
    match_id = _new(client, opponent="greedy", seat=1)
    view = client.get(f"/api/matches/{match_id}").json()
    assert view["viewer"] == 1
    while not view["hand"]:
        option = view["decision"]["options"][0]["id"]
        view = client.post(f"/api/matches/{match_id}/answer", json={"option": option}).json()
    assert len(view["hand"]) == view["state"]["players"][1]["hand"]
    assert all('<article class="card' in card["html"] for card in view["hand"])
    assert all(card["id"].split("-")[0] in TEAMS[1] for card in view["hand"]), view["hand"]
    assert view["state"]["traps"] and set(view["state"]["traps"].values()) == {HIDDEN_TRAP}
    other = client.get(f"/api/matches/{match_id}?seat=0")
    assert other.status_code == 403 and "greedy bot" in other.json()["error"]


def test_hot_seat_shows_the_deciding_seat_and_hides_the_other(client: TestClient) -> None:
    match_id = _new(client, opponent="human")
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
    match_id = _new(client)
    view = client.get(f"/api/matches/{match_id}").json()
    response = client.post(f"/api/matches/{match_id}/answer", json={"option": "step:z99"})
    assert response.status_code == 409
    assert response.json()["legal"] == [option["id"] for option in view["decision"]["options"]]
    assert client.get(f"/api/matches/{match_id}").json()["decisions"] == view["decisions"]


def test_a_saved_match_resumes_in_a_new_server(library: Library, tmp_path: Path) -> None:
    with _client(library, tmp_path) as first:
        match_id = _new(first, opponent="random")
        for _ in range(12):
            view = first.get(f"/api/matches/{match_id}").json()
            first.post(
                f"/api/matches/{match_id}/answer", json={"option": view["decision"]["options"][-1]["id"]}
            )
        before = first.get(f"/api/matches/{match_id}").json()
    with _client(library, tmp_path) as second:
        after = second.get(f"/api/matches/{match_id}").json()
        assert after["decisions"] == before["decisions"]
        assert after["state"] == before["state"] and after["hand"] == before["hand"]
        assert after["decision"] == before["decision"]
        assert second.get(f"/play/{match_id}").status_code == 200
        assert _finish(second, match_id)["result"] is not None


@pytest.mark.parametrize(
    ("body", "status", "message"),
    [
        ({"teams": [["borka", "pip", "nobody"], TEAMS[1]]}, 422, "unknown champion 'nobody'"),
        ({"teams": [["borka", "pip", "velvet"], ["borka", "thornwick", "mirelda"]]}, 422, "picked twice"),
        ({"teams": "borka"}, 422, "teams must be lists"),
        ({"draft": "auction"}, 422, "unknown draft"),
        ({"teams": TEAMS, "opponent": "oracle"}, 422, "unknown opponent"),
        ({"teams": TEAMS, "seat": 2}, 422, "no seat 2"),
        ({"teams": TEAMS, "seed": "x"}, 422, "seed must be an integer"),
        ([1, 2], 400, "JSON object"),
    ],
)
def test_a_bad_new_match_is_refused(client: TestClient, body: Any, status: int, message: str) -> None:
    response = client.post("/api/matches", json=body)
    assert response.status_code == status, response.text
    assert message in response.json()["error"]


def test_malformed_requests_get_4xx_answers(client: TestClient) -> None:
    assert client.post("/api/matches", content=b"{", headers=JSON).status_code == 400
    assert client.post("/api/matches", content=b"teams=1").status_code == 415
    match_id = _new(client)
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


def test_the_card_site_is_served_and_other_hosts_are_refused(library: Library, tmp_path: Path) -> None:
    site = tmp_path / "site"
    site.mkdir()
    (site / "index.html").write_text("<p>cards</p>", encoding="utf-8")
    with _client(library, tmp_path, site, allowed_hosts=["testserver"]) as test_client:
        assert test_client.get("/site/index.html").text == "<p>cards</p>"
        assert test_client.get("/play").text.count('"site":true') == 1
        assert test_client.get("/play", headers={"host": "rebound.example"}).status_code == 400


def test_places_of_a_facing_are_the_area_it_covers(library: Library) -> None:
    spec = MatchSpec(
        teams=(("borka", "gorlak", "mirelda"), ("fizzlewick", "brassbolt", "brisket")),
        setup=SetupSpec.model_validate(
            {
                "positions": {"borka": "d4", "fizzlewick": "c4", "gorlak": "b4"},
                "hands": [["borka-hot-iron"], []],
                "traps": {},
            }
        ),
    )
    recording = Recording(spec, build_match(library, spec))
    view = SfbView(library)
    decision = recording.match.decision
    assert decision is not None
    places = dict(zip(decision.ids, view.places(recording.match, decision), strict=True))
    assert places["play:borka-hot-iron@borka"] == {"card": "borka-hot-iron"}
    recording.apply("play:borka-hot-iron@borka", "test")
    decision = recording.match.decision
    assert decision is not None and decision.kind == "attack"
    places = dict(zip(decision.ids, view.places(recording.match, decision), strict=True))
    facing = places["facing:0"]
    assert facing is not None and facing["from"] == "d4" and facing["facing"] == 0
    assert "c4" in facing["hexes"] and len(facing["hexes"]) == 3
    areas = {
        frozenset(place["hexes"])
        for option, place in places.items()
        if option.startswith("facing:") and place
    }
    assert len(areas) == len([option for option in places if option.startswith("facing:")]) > 1
    assert all("c4" in area for area in areas)
    assert places["decline"] is None


def test_a_drafted_match_offers_its_picks_as_buttons(client: TestClient) -> None:
    response = client.post("/api/matches", json={"draft": "free", "seed": 1, "opponent": "first"})
    assert response.status_code == 201, response.text
    match_id = response.json()["id"]
    view = client.get(f"/api/matches/{match_id}").json()
    while view["decision"]["kind"] != "pick":
        view = client.post(
            f"/api/matches/{match_id}/answer", json={"option": view["decision"]["options"][0]["id"]}
        ).json()
    options = view["decision"]["options"]
    assert options and all(option["id"].startswith("pick:") and option["place"] is None for option in options)
    final = _finish(client, match_id)
    assert final["result"] is not None and len(final["state"]["champions"]) == 6
