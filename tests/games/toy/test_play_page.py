"""Crowns on the kit's play page: a match against the bots played to its end through the HTTP API, its log replayed."""

from __future__ import annotations

import json
from pathlib import Path

from starlette.testclient import TestClient

from sfbkit.kit.serve.app import make_app
from tests.games.toy.conftest import CONTENT
from tests.games.toy.crowns.game import GAME


def test_a_four_seat_match_is_played_to_its_end_and_its_log_replays(tmp_path: Path) -> None:
    view = GAME.play_view(CONTENT)
    assert view is not None
    with TestClient(make_app(view, tmp_path), raise_server_exceptions=False) as client:
        fields = {field["key"]: field for field in client.get("/api/setup").json()["fields"]}
        assert [choice["value"] for choice in fields["seats"]["choices"]] == ["2", "3", "4", "5", "6"]
        assert [choice["value"] for choice in fields["ruleset"]["choices"]] == ["standard"]
        created = client.post("/api/matches", json={"seats": "4", "seed": 5, "opponent": "random", "seat": 1})
        assert created.status_code == 201, created.text
        match_id = created.json()["id"]
        shown = client.get(f"/api/matches/{match_id}").json()
        assert shown["seats"] == ["random", "human", "random", "random"] and shown["viewer"] == 1
        hand = [card["id"] for card in shown["hand"]]
        assert len(hand) == 3 and all(
            f'data-card="{card}"' in shown["hand"][i]["html"] for i, card in enumerate(hand)
        )
        assert ["hand", ", ".join(hand)] in shown["panels"][0]["rows"]
        turns = 0
        while shown["result"] is None:
            options = shown["decision"]["options"]
            assert all(option["place"] is None for option in options)
            answered = client.post(f"/api/matches/{match_id}/answer", json={"option": options[-1]["id"]})
            assert answered.status_code == 200, answered.text
            shown, turns = answered.json(), turns + 1
        assert turns >= 3 and shown["decision"] is None and shown["result_text"]
        log = client.get(f"/api/matches/{match_id}/log").text
    header = json.loads(log.splitlines()[0])
    assert header["setup"] == {"seats": 4, "ruleset": "standard"}
    assert "1:human" in header["players"] and "0:random" in header["players"]
    saved = tmp_path / "replayed.jsonl"
    saved.write_text(log, encoding="utf-8")
    _, summary = GAME.replay(CONTENT, saved)
    assert f"replay ok: {shown['decisions']} decisions" in summary


def test_a_bad_setup_is_refused_with_what_was_expected(tmp_path: Path) -> None:
    view = GAME.play_view(CONTENT)
    assert view is not None
    with TestClient(make_app(view, tmp_path), raise_server_exceptions=False) as client:
        for body, message in (
            ({"seats": "9"}, "seats: Input should be less than or equal to 6"),
            ({"seats": "many"}, "seats: Input should be a valid integer"),
            ({"ruleset": "nope"}, "unknown ruleset 'nope'"),
            ({"seat": 5}, "no seat 5; seats are 0 to 2"),
        ):
            refused = client.post("/api/matches", json={**body, "opponent": "first"})
            assert refused.status_code == 422 and message in refused.json()["error"], refused.text
        assert list(tmp_path.iterdir()) == []
