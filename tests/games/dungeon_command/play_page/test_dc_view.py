"""Dungeon Command's play view: token labels no two creatures share, hit points, option places, bot strengths."""

from __future__ import annotations

from pathlib import Path

import pytest
from starlette.testclient import TestClient

from sfbkit.games.dungeon_command.game import GAME
from sfbkit.games.dungeon_command.play_page.dc_view import DCView
from sfbkit.games.dungeon_command.play_page.token_labels import initials, token_labels
from sfbkit.kit.serve.app import make_app

NAMES = {
    "lantern-archer": "Lantern Archer",
    "lantern-axeman": "Lantern Axeman",
    "ogre": "Ogre",
    "old-guard": "Old Guard",
}


@pytest.fixture(scope="module")
def view() -> DCView:
    return GAME.play_view(GAME.bundled_root())


def test_initials_take_a_letter_a_word_or_two_letters_of_one_word() -> None:
    assert initials("Lantern Archer") == "LA"
    assert initials("Ogre") == "Og"
    assert initials("Spore-Mother of the Mire") == "SMO"


def test_no_two_tokens_share_a_label() -> None:
    creatures = [
        (1, "lantern-archer"),
        (2, "lantern-axeman"),
        (3, "lantern-archer"),
        (4, "ogre"),
        (5, "old-guard"),
    ]
    labels = token_labels(creatures, NAMES)
    assert len(set(labels.values())) == len(creatures), labels
    assert labels[4] == "Og" and labels[5] == "OG"
    assert labels[1] != labels[2] and labels[1][:2] == labels[2][:2] == "LA"


def test_each_creature_shows_its_label_and_hit_points(view: DCView, tmp_path: Path) -> None:
    with TestClient(make_app(view, tmp_path), raise_server_exceptions=False) as client:
        match_id = client.post("/api/matches", json={"seed": 5, "opponent": "greedy"}).json()["id"]
        shown = client.get(f"/api/matches/{match_id}").json()
        for _ in range(200):
            if len(shown["state"]["creatures"]) >= 4:
                break
            options = shown["decision"]["options"]
            deploy = [option for option in options if option["id"].startswith("deploy:")]
            chosen = (deploy or options)[0]
            if chosen["id"].startswith("deploy:"):
                assert chosen["place"] == {"card": chosen["id"].split(":")[1].split("@")[0]}
            shown = client.post(f"/api/matches/{match_id}/answer", json={"option": chosen["id"]}).json()
        creatures = shown["state"]["creatures"]
        assert len(creatures) >= 4
        assert len({c["label"] for c in creatures}) == len(creatures)
        assert all(c["left"] == c["hp"] - c["damage"] and c["hp"] > 0 for c in creatures)
        rows = {row[0]["text"]: row for row in shown["panels"][1]["rows"]}
        assert all(f"{c['left']}/{c['hp']} HP" in rows[c["label"]] for c in creatures)


def test_squares_are_spots_and_orders_are_cards_of_the_hand() -> None:
    from sfbkit.games.dungeon_command.play_page.dc_view import _place

    held = {"t-heave", "lantern-archer"}
    assert _place("step:h3", held) == {"spot": "h3"}
    assert _place("target:f6", held) == {"spot": "f6"}
    assert _place("order:t-heave", held) == {"card": "t-heave"}
    assert _place("deploy:lantern-archer@c1", held) == {"card": "lantern-archer"}
    assert _place("deploy:ogre@c1", held) == {"spot": "c1"}
    assert _place("end", held) is None and _place("nonsense:x", held) is None


def test_a_search_bot_of_a_budget_the_form_offers_plays_and_a_bad_budget_is_refused(
    view: DCView, tmp_path: Path
) -> None:
    with TestClient(make_app(view, tmp_path), raise_server_exceptions=False) as client:
        offered = client.get("/api/setup").json()["opponents"]
        searches = [name for name in offered if name.startswith("search:")]
        assert searches and searches == sorted(searches, key=lambda name: int(name.split(":")[1]))
        created = client.post("/api/matches", json={"seed": 2, "opponent": searches[0]})
        assert created.status_code == 201, created.text
        shown = client.get(f"/api/matches/{created.json()['id']}").json()
        assert shown["seats"] == ["human", searches[0]]
        answered = 0
        while shown["decisions"] == answered and answered < 40:
            option = shown["decision"]["options"][0]["id"]
            shown = client.post(f"/api/matches/{created.json()['id']}/answer", json={"option": option}).json()
            answered += 1
        assert shown["decisions"] > answered, "the search bot never answered"
        refused = client.post("/api/matches", json={"seed": 2, "opponent": "search:0"})
        assert refused.status_code == 422 and "unknown opponent" in refused.json()["error"]


def test_a_resumed_search_bot_keeps_its_budget_and_the_log_replays(view: DCView, tmp_path: Path) -> None:
    with TestClient(make_app(view, tmp_path), raise_server_exceptions=False) as client:
        match_id = client.post("/api/matches", json={"seed": 4, "opponent": "search:3"}).json()["id"]
        shown = client.get(f"/api/matches/{match_id}").json()
        answered = 0
        while shown["decisions"] == answered and answered < 40:
            option = shown["decision"]["options"][0]["id"]
            shown = client.post(f"/api/matches/{match_id}/answer", json={"option": option}).json()
            answered += 1
    header = (tmp_path / f"{match_id}.jsonl").read_text(encoding="utf-8").split("\n", 1)[0]
    assert '"1:search:3"' in header
    with TestClient(make_app(view, tmp_path), raise_server_exceptions=False) as restarted:
        resumed = restarted.get(f"/api/matches/{match_id}").json()
        assert resumed["seats"] == ["human", "search:3"] and resumed["decisions"] == shown["decisions"]
