"""Super Fantasy Brawl's play view: its form, hidden traps, refused teams, facing places and drafts."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.match_script import SetupSpec
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play_page.sfb_view import HIDDEN_TRAP, SfbView
from sfbkit.kit.serve.app import make_app
from tests.serve.conftest import finish

TEAMS = [["borka", "pip", "velvet"], ["gorlak", "thornwick", "mirelda"]]


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(bundled_content_root())


@pytest.fixture()
def client(library: Library, tmp_path: Path) -> Iterator[TestClient]:
    with TestClient(make_app(SfbView(library), tmp_path), raise_server_exceptions=False) as test_client:
        yield test_client


def _new(client: TestClient, **body: Any) -> str:
    response = client.post("/api/matches", json={"teams": TEAMS, "seed": 3, **body})
    assert response.status_code == 201, response.text
    return str(response.json()["id"])


def test_setup_lists_champions_drafts_and_opponents(client: TestClient, library: Library) -> None:
    setup = client.get("/api/setup").json()
    assert [c["id"] for c in setup["champions"]] == sorted(library.champions)
    assert setup["team_size"] == 3
    assert "casual" in setup["drafts"]
    assert setup["opponents"] == ["random", "greedy", "search", "first", "human"]
    assert [field["key"] for field in setup["fields"]] == ["draft", "teams"]


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
    places = dict(zip(decision.ids, view.places(recording, decision), strict=True))
    assert places["play:borka-hot-iron@borka"] == {"card": "borka-hot-iron"}
    recording.apply("play:borka-hot-iron@borka", "test")
    decision = recording.match.decision
    assert decision is not None and decision.kind == "attack"
    places = dict(zip(decision.ids, view.places(recording, decision), strict=True))
    facing = places["facing:0"]
    assert facing is not None and facing["from"] == "d4" and facing["mark"] == 0
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
    final = finish(client, match_id)
    assert final["result"] is not None and len(final["state"]["champions"]) == 6
