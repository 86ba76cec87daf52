"""Saving from the deck page: only a legal deck, only as decks/ID.yaml, never over a file unless confirmed,
never outside the tree, one whole file when saves race, and a file that validate and deck accept."""

from __future__ import annotations

import json
import os
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from starlette.testclient import TestClient

from sfbkit.cli.main import cli
from sfbkit.kit.serve.request_body import MAX_BODY_BYTES
from tests.games.blood_wars.deck_page.conftest import bundled_deck, client_on, new_tree

JSON = {"content-type": "application/json"}


def _refused(response: Any, status: int, words: str) -> dict[str, Any]:
    assert response.status_code == status, response.text
    answer: dict[str, Any] = response.json()
    assert words in answer["error"] and "\n" not in answer["error"] and len(answer["error"]) < 300
    return answer


def _files(root: Path) -> list[str]:
    return sorted(path.relative_to(root).as_posix() for path in root.rglob("*") if path.is_file())


def test_a_saved_deck_validates_and_shows_in_sfbkit_deck(client: TestClient, tree: Path) -> None:
    response = client.post("/api/deck/save", json=bundled_deck("cinder-host", name="My Host"))
    assert response.status_code == 201, response.text
    assert response.json()["saved"] == "decks/my-cinder-host.yaml"
    assert response.json()["outcome"] == "created"
    validated = CliRunner().invoke(cli, ["validate", "--content", str(tree)])
    assert validated.exit_code == 0 and " 0 problems" in validated.output, validated.output
    shown = CliRunner().invoke(
        cli, ["deck", str(tree / "decks" / "my-cinder-host.yaml"), "--content", str(tree)]
    )
    assert shown.exit_code == 0 and "My Host (my-cinder-host): 40 cards" in shown.output, shown.output
    formatted = CliRunner().invoke(cli, ["fmt", "--check", "--content", str(tree)])
    assert formatted.exit_code == 0, formatted.output


def test_a_deck_with_problems_is_not_saved(client: TestClient, tree: Path) -> None:
    body = bundled_deck("mire-court", id="too-many")
    body["cards"] = [*body["cards"], {"card": "gallows-choir", "count": 1}]
    answer = _refused(client.post("/api/deck/save", json=body), 422, "the deck has 2 problems")
    assert sorted(problem["code"] for problem in answer["problems"]) == ["copies", "deck-size"]
    assert not (tree / "decks" / "too-many.yaml").exists()


def test_an_existing_file_is_replaced_only_when_the_page_confirms(client: TestClient, tree: Path) -> None:
    first = bundled_deck("gavel-and-chain", name="First")
    checked = client.post("/api/deck/check", json=first).json()
    assert checked["file"] == "decks/my-gavel-and-chain.yaml" and checked["exists"] is False
    assert client.post("/api/deck/save", json=first).status_code == 201
    assert client.post("/api/deck/check", json=first).json()["exists"] is True
    saved = (tree / "decks" / "my-gavel-and-chain.yaml").read_bytes()
    again = _refused(client.post("/api/deck/save", json={**first, "name": "Second"}), 409, "confirm")
    assert again["exists"] is True
    assert (tree / "decks" / "my-gavel-and-chain.yaml").read_bytes() == saved
    replaced = client.post("/api/deck/save", json={**first, "name": "Second", "overwrite": True})
    assert replaced.status_code == 200 and replaced.json()["outcome"] == "replaced"
    assert b"name: Second" in (tree / "decks" / "my-gavel-and-chain.yaml").read_bytes()
    _refused(client.post("/api/deck/save", json={**first, "overwrite": "yes"}), 422, "overwrite must be")


def test_a_bundled_decks_id_is_a_duplicate_even_with_overwrite(client: TestClient, tree: Path) -> None:
    body = bundled_deck("mire-court", id="mire-court", overwrite=True)
    answer = _refused(client.post("/api/deck/save", json=body), 422, "1 problem")
    assert [problem["code"] for problem in answer["problems"]] == ["duplicate-id"]
    assert "blood-wars:decks/mire-court.yaml" in answer["problems"][0]["text"]
    assert not (tree / "decks" / "mire-court.yaml").exists()


HOSTILE_IDS = [
    "../escape",
    "../../etc/passwd",
    "/tmp/absolute",
    "decks/inner",
    "a\\b",
    "..",
    ".hidden",
    "x\x00y",
    "line\nbreak",
    "UPPER",
    "é-accent",
    "con",  # a valid id: saved as decks/con.yaml like any other
    "a" * 49,
    "",
]


@pytest.mark.parametrize("deck_id", HOSTILE_IDS, ids=range(len(HOSTILE_IDS)))
def test_an_id_that_is_not_one_saves_nothing_and_no_path_escapes(tmp_path: Path, deck_id: str) -> None:
    root = new_tree(tmp_path / "deep" / "tree")
    with client_on(root) as client:
        response = client.post("/api/deck/save", json=bundled_deck("dawnward-vigil", id=deck_id))
    if deck_id == "con":
        assert response.status_code == 201 and _files(root) == ["decks/con.yaml", "sfbkit.yaml"]
        return
    answer = _refused(response, 422, "problem")
    assert answer["problems"][0]["code"] in {"bad-value", "too-short", "too-long"}
    assert all(problem["text"].startswith("decks/new-deck.yaml:1:") for problem in answer["problems"])
    assert sorted(path.name for path in tmp_path.rglob("*")) == ["deep", "sfbkit.yaml", "tree"]


def test_a_decks_folder_that_links_out_of_the_tree_is_refused(tmp_path: Path) -> None:
    outside = tmp_path / "outside"
    outside.mkdir()
    root = new_tree(tmp_path / "tree")
    (root / "decks").symlink_to(outside, target_is_directory=True)
    with client_on(root) as client:
        _refused(client.post("/api/deck/save", json=bundled_deck("dawnward-vigil")), 403, "decks/")
    assert list(outside.iterdir()) == []


def test_a_deck_file_that_is_a_link_is_not_written_through(tmp_path: Path) -> None:
    target = tmp_path / "target.yaml"
    target.write_text("kept\n", encoding="utf-8")
    root = new_tree(tmp_path / "tree")
    (root / "decks").mkdir()
    (root / "decks" / "my-dawnward-vigil.yaml").symlink_to(target)
    with client_on(root) as client:
        body = bundled_deck("dawnward-vigil", overwrite=True)
        _refused(client.post("/api/deck/save", json=body), 403, "not a plain file")
    assert target.read_text(encoding="utf-8") == "kept\n"


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        (b'{"id": "x"', 400, "not JSON"),
        (b"[1, 2]", 400, "JSON object"),
        (b"[" * 100_0 + b"]" * 100_0, 400, ""),
        (b'{"id": "a", "name": "b", "under": "table:standard", "cards": {}}', 422, "cards must be a list"),
        (b'{"id": "a", "name": "b", "under": "table:standard", "cards": [{"card": "x"}]}', 422, "cards[0]"),
        (
            b'{"id": "a", "name": "b", "under": "table:standard", "cards": [{"card": "x", "count": "2"}]}',
            422,
            "whole number",
        ),
        (
            b'{"id": "a", "name": "b", "under": "table:standard", "cards": [{"card": "x", "count": 1e400}]}',
            422,
            "whole number",
        ),
        (
            b'{"id": "a", "name": "b", "under": "table:standard", "cards": [], "path": "/etc"}',
            422,
            "unknown key",
        ),
        (b'{"id": "a", "name": "b", "cards": []}', 422, "needs under"),
        (b'{"id": 7, "name": "b", "under": "table:standard", "cards": []}', 422, "id must be text"),
    ],
    ids=range(10),
)
def test_a_malformed_body_gets_a_4xx_with_one_line(
    client: TestClient, body: bytes, status: int, words: str
) -> None:
    for route in ("/api/deck/check", "/api/deck/save"):
        _refused(client.post(route, content=body, headers=JSON), status, words)


def test_an_oversize_body_and_too_many_entries_are_refused(client: TestClient, tree: Path) -> None:
    before = _files(tree)
    padding = {"card": "x" * 150, "count": 1}
    body = bundled_deck("mire-court", cards=[padding] * 80)
    assert len(json.dumps(body)) > MAX_BODY_BYTES
    _refused(client.post("/api/deck/save", json=body), 413, f"over {MAX_BODY_BYTES} bytes")
    many = bundled_deck("mire-court", cards=[{"card": "ab", "count": 1}] * 101)
    _refused(client.post("/api/deck/save", json=many), 422, "at most 100 entries")
    _refused(
        client.post("/api/deck/save", content=b"{}", headers={"content-type": "text/plain"}), 415, "json"
    )
    long_name = bundled_deck("mire-court", name="n" * 201)
    _refused(client.post("/api/deck/check", json=long_name), 422, "name has over 200 characters")
    assert _files(tree) == before


def test_saves_that_race_for_one_new_file_leave_exactly_one_whole_file(tmp_path: Path) -> None:
    root = new_tree(tmp_path / "tree")
    with client_on(root) as warm:
        assert warm.get("/api/deck/setup").status_code == 200
        app = warm.app
        names = [f"Racer {n}" for n in range(8)]

        def save(name: str, overwrite: bool) -> int:
            with TestClient(app, raise_server_exceptions=False) as client:
                body = bundled_deck("wandering-concord", id="raced", name=name, overwrite=overwrite)
                return client.post("/api/deck/save", json=body).status_code

        with ThreadPoolExecutor(max_workers=8) as pool:
            created = list(pool.map(save, names, [False] * 8))
        assert sorted(created) == [201] + [409] * 7
        text = (root / "decks" / "raced.yaml").read_text(encoding="utf-8")
        assert sum(f"name: {name}\n" in text for name in names) == 1
        with ThreadPoolExecutor(max_workers=8) as pool:
            replaced = list(pool.map(save, names, [True] * 8))
        assert replaced == [200] * 8
        text = (root / "decks" / "raced.yaml").read_text(encoding="utf-8")
        assert sum(f"name: {name}\n" in text for name in names) == 1 and text.endswith("count: 2\n")
    assert os.listdir(root / "decks") == ["raced.yaml"]
    result = CliRunner().invoke(cli, ["validate", "--content", str(root)])
    assert result.exit_code == 0, result.output


def test_a_saved_deck_is_one_of_the_trees_decks_to_start_from(client: TestClient) -> None:
    listed = {deck["id"]: deck for deck in client.get("/api/deck/setup").json()["decks"]}
    assert listed["mire-court"]["file"] == "blood-wars:decks/mire-court.yaml"
    assert "my-dawnward-vigil" not in listed
    body = bundled_deck("dawnward-vigil", name="Vigil of Mine")
    assert client.post("/api/deck/save", json=body).status_code == 201
    listed = {deck["id"]: deck for deck in client.get("/api/deck/setup").json()["decks"]}
    assert listed["my-dawnward-vigil"]["file"] == "decks/my-dawnward-vigil.yaml"
    assert listed["my-dawnward-vigil"]["name"] == "Vigil of Mine"
    assert listed["my-dawnward-vigil"]["cards"] == body["cards"]
    again = client.post("/api/deck/check", json=body).json()
    assert again["problems"] == [] and again["exists"] is True
