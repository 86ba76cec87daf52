"""Blood Wars on the play server: 2 to 6 seats of people and bots, hands hidden between seats, the table shown."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from sfbkit.cli.main import cli
from sfbkit.kit.registry import get_game
from sfbkit.kit.serve.app import make_app
from sfbkit.kit.serve.play_view import PlayView

GAME = get_game("blood-wars")
DECKS = ["cinder-host", "mire-court", "dawnward-vigil", "wandering-concord", "gavel-and-chain", "cinder-host"]
ID_IN_WORDS = re.compile(r"p\d:|#\d|@")


@pytest.fixture(scope="module")
def view() -> PlayView:
    found = GAME.play_view(GAME.bundled_root())
    assert found is not None
    return found


def _client(view: PlayView, saves: Path) -> TestClient:
    return TestClient(make_app(view, saves))


def _form(players: list[str], seed: int = 3) -> dict[str, Any]:
    decks = [[deck] for deck in DECKS[: len(players)]] + [[""]] * (6 - len(players))
    return {
        "seed": seed,
        "decks": decks,
        "players": [[name] for name in players] + [["greedy"]] * (6 - len(players)),
    }


def _start(client: TestClient, players: list[str], seed: int = 3) -> str:
    created = client.post("/api/matches", json=_form(players, seed))
    assert created.status_code == 201, created.text
    return str(created.json()["id"])


def _answer(client: TestClient, match: str, seen: dict[str, Any], rng: random.Random) -> dict[str, Any]:
    """Answers the pending decision at random, never rearranging a battle hand (which could go round forever)."""
    options = seen["decision"]["options"]
    acting = [o for o in options if not o["id"].startswith(("move:", "return:"))] or options
    answered = client.post(f"/api/matches/{match}/answer", json={"option": rng.choice(acting)["id"]})
    assert answered.status_code == 200, answered.text
    got: dict[str, Any] = answered.json()
    return got


def test_one_person_and_two_bots_play_to_the_end_and_the_saved_log_resumes(
    view: PlayView, tmp_path: Path
) -> None:
    client = _client(view, tmp_path)
    match = _start(client, ["human", "greedy", "search:4"])
    seen = client.get(f"/api/matches/{match}").json()
    assert seen["seats"] == ["human", "greedy", "search:4"] and seen["viewer"] == 0 and not seen["hotseat"]
    assert client.get(f"/api/matches/{match}/log").status_code == 403
    rng = random.Random(5)
    challenges = 0
    while seen["result"] is None:
        for option in seen["decision"]["options"]:
            assert not ID_IN_WORDS.search(option["label"]), option
        challenges += any(panel["id"] == "challenge" for panel in seen["panels"])
        seen = _answer(client, match, seen, rng)
    assert challenges > 0
    assert re.match(r"(player \d wins|a draw) \(", seen["result_text"])
    text = client.get(f"/api/matches/{match}/log").text
    assert json.loads(text.splitlines()[0])["players"][:1] == ["0:human"]
    again = _client(view, tmp_path).get(f"/api/matches/{match}").json()
    assert again["result"] == seen["result"] and again["decisions"] == seen["decisions"]
    saved = tmp_path / f"{match}.jsonl"
    assert saved.read_text(encoding="utf-8") == text
    replayed = CliRunner().invoke(cli, ["replay", str(saved), "--content", str(GAME.bundled_root())])
    assert replayed.exit_code == 0, replayed.output
    assert f"replay ok: {json.loads(text.splitlines()[-1])['decisions']} decisions" in replayed.output


def test_a_damaged_saved_log_is_refused_in_one_line(view: PlayView, tmp_path: Path) -> None:
    client = _client(view, tmp_path)
    match = _start(client, ["human", "greedy"])
    path = tmp_path / f"{match}.jsonl"
    lines = path.read_text(encoding="utf-8").splitlines()
    lines[1] = lines[1].replace('"kind":"shuffled"', '"kind":"shuffled-twice"')
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    refused = _client(view, tmp_path).get(f"/api/matches/{match}")
    assert refused.status_code == 422
    assert f"{match}.jsonl:2: the replay differs" in refused.json()["error"]


def _hand_names(seen: dict[str, Any]) -> list[str]:
    return [re.sub(r"<[^>]+>", "|", card["html"]).split("|")[2] for card in seen["hand"]]


def test_hot_seat_shows_each_person_only_their_own_hand(view: PlayView, tmp_path: Path) -> None:
    client = _client(view, tmp_path)
    match = _start(client, ["human", "human"], seed=8)
    seen = client.get(f"/api/matches/{match}").json()
    assert seen["hotseat"]
    rng = random.Random(2)
    checked = 0
    for _ in range(80):
        if seen["result"] is not None:
            break
        decider = seen["decision"]["player"]
        other = 1 - decider
        assert seen["viewer"] == decider
        refused = client.get(f"/api/matches/{match}?seat={other}")
        assert refused.status_code == 403 and "hidden while player" in refused.json()["error"]
        own = [card["id"] for card in seen["hand"]]
        assert all(card.startswith(f"p{decider + 1}:") for card in own)
        warlords = next(panel for panel in seen["panels"] if panel["id"] == "warlords")
        for row in warlords["rows"]:
            if row[0] == f"player {other}" and isinstance(row[3], list):
                checked += sum(cell["class"].startswith("card hidden-card") for cell in row[3])
        seen = _answer(client, match, seen, rng)
    assert checked > 0, "no other seat's battle hand was ever seen hidden"


def test_people_and_bots_mix_and_the_log_waits_for_the_end(view: PlayView, tmp_path: Path) -> None:
    client = _client(view, tmp_path)
    match = _start(client, ["human", "random", "human", "greedy"])
    seen = client.get(f"/api/matches/{match}").json()
    assert seen["hotseat"] and seen["seats"] == ["human", "random", "human", "greedy"]
    assert seen["decision"]["player"] in (0, 2) and seen["viewer"] == seen["decision"]["player"]
    assert client.get(f"/api/matches/{match}/log").status_code == 403


def test_the_challenge_panel_names_both_sides_and_their_totals(view: PlayView, tmp_path: Path) -> None:
    client = _client(view, tmp_path)
    match = _start(client, ["human", "human", "human"], seed=4)
    seen = client.get(f"/api/matches/{match}").json()
    rng = random.Random(9)
    titles: set[str] = set()
    while seen["result"] is None and len(titles) < 2:
        panel = next((p for p in seen["panels"] if p["id"] == "challenge"), None)
        if panel is not None:
            assert [row[0] for row in panel["rows"]] == ["challenging", "defending"]
            assert re.match(r"challenger .+ \(player \d\)", panel["rows"][0][1])
            assert all(row[2]["text"].lstrip("-").isdigit() for row in panel["rows"])
            titles.add(re.sub(r"^.*totals ", "", panel["title"]))
        seen = _answer(client, match, seen, rng)
    assert "shown so far" in titles


@pytest.mark.parametrize(
    ("form", "expected"),
    [
        ({"decks": [["cinder-host"], ["nobody"]]}, "seat 1: deck must be one of"),
        ({"decks": [["cinder-host"], [""]]}, "played by 2 to 6 players, not 1"),
        (
            {"decks": [["cinder-host"], ["mire-court"]], "players": [["human"], ["wizard"]]},
            "seat 1: player must be",
        ),
        ({"ruleset": "nope"}, "ruleset must be one of"),
        ({"decks": "cinder-host"}, "decks and players must be lists"),
    ],
)
def test_a_bad_form_is_one_line_and_422(
    view: PlayView, tmp_path: Path, form: dict[str, Any], expected: str
) -> None:
    refused = _client(view, tmp_path).post("/api/matches", json={"seed": 1, **form})
    assert refused.status_code == 422
    assert expected in refused.json()["error"]
