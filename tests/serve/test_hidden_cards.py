"""Hidden cards: while a match against a bot runs, no route gives its seed, its hidden cards or the full log."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from starlette.testclient import TestClient

from sfbkit.kit.serve.play_view import PlayView
from tests.serve.conftest import SFB, answer_first, start

SEED = 8_675_309_123_456
"""A seed no other number of a view is likely to spell."""


def _every_route(client: TestClient, match_id: str) -> dict[str, str]:
    routes = [
        f"/api/matches/{match_id}",
        f"/api/matches/{match_id}?seat=0",
        "/api/matches",
        f"/play/{match_id}",
    ]
    answers = {route: client.get(route) for route in routes}
    assert all(response.status_code == 200 for response in answers.values())
    return {route: response.text for route, response in answers.items()}


def _strings(data: Any) -> set[str]:
    """Returns every string of plain JSON data, keys and values."""
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return {text for key, value in data.items() for text in {key, *_strings(value)}}
    if isinstance(data, list):
        return {text for value in data for text in _strings(value)}
    return set()


def _private(view: PlayView, path: Path, seat: int, other: int) -> set[str]:
    """Returns what ``seat``'s observation of a saved match holds that ``other``'s does not: its hidden cards."""
    run, _ = view.resume(path)
    return _strings(run.match.observation(seat)) - _strings(run.match.observation(other))


def test_a_match_against_a_bot_keeps_its_seed_and_hidden_cards_until_it_ends(
    server: TestClient, view: PlayView, saves: Path, game: str
) -> None:
    match_id = start(server, opponent="greedy", seed=SEED)
    shown: dict[str, Any] = {}
    for _ in range(8):
        shown = answer_first(server, match_id)
    refused = server.get(f"/api/matches/{match_id}/log")
    assert refused.status_code == 403 and "over" in refused.json()["error"]
    assert server.get(f"/api/matches/{match_id}/log?seat=0").status_code == 403
    bots = _private(view, saves / f"{match_id}.jsonl", 1, 0)
    public = "\n".join(shown["log"])
    hidden = [card for card in bots if card not in public and card not in shown["seats"]]
    assert hidden, "the bot holds nothing the log has not shown"
    mine = _private(view, saves / f"{match_id}.jsonl", 0, 1)
    assert mine, "the seat holds nothing of its own"
    for route, text in _every_route(server, match_id).items():
        assert str(SEED) not in text, route
        assert not [card for card in hidden if card in text], route
    if game == SFB:
        from sfbkit.games.super_fantasy_brawl.play_page.visible_log import HIDDEN_SEED

        assert any(HIDDEN_SEED in line for line in shown["log"])
    for _ in range(2000):
        if shown["result"] is not None:
            break
        shown = answer_first(server, match_id)
    opened = server.get(f"/api/matches/{match_id}/log")
    assert opened.status_code == 200 and str(SEED) in opened.text


def test_hot_seat_players_hold_every_hand_and_may_read_the_log(server: TestClient) -> None:
    match_id = start(server, opponent="human", seed=SEED)
    answer_first(server, match_id)
    log = server.get(f"/api/matches/{match_id}/log")
    assert log.status_code == 200 and str(SEED) in log.text
