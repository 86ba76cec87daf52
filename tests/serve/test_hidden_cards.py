"""Hidden cards: while a match against a bot runs, no route gives its seed, its hand or the full log."""

from __future__ import annotations

from pathlib import Path

from starlette.testclient import TestClient

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import read_log
from sfbkit.games.super_fantasy_brawl.play.replay import replay_log
from sfbkit.games.super_fantasy_brawl.serve.visible_log import HIDDEN_SEED
from tests.serve.conftest import answer_first, start

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


def test_a_match_against_a_bot_keeps_its_seed_and_hand_hidden_until_it_ends(
    server: TestClient, bundled: Library, saves: Path
) -> None:
    match_id = start(server, opponent="greedy", seed=SEED)
    view: dict[str, object] = {}
    for _ in range(8):
        view = answer_first(server, match_id)
    refused = server.get(f"/api/matches/{match_id}/log")
    assert refused.status_code == 403 and "over" in refused.json()["error"]
    assert server.get(f"/api/matches/{match_id}/log?seat=0").status_code == 403
    log = read_log((saves / f"{match_id}.jsonl").read_text(encoding="utf-8"), "log")
    bot_hand = replay_log(log, bundled, "log").recording.match.state.players[1].hand
    public = "\n".join(view["log"])  # type: ignore[arg-type]
    hidden = [card for card in bot_hand if card not in public]
    assert hidden, "the bot holds no card the log has not shown"
    assert any(HIDDEN_SEED in line for line in view["log"])  # type: ignore[attr-defined]
    for route, text in _every_route(server, match_id).items():
        assert str(SEED) not in text, route
        assert not [card for card in hidden if card in text], route
    for _ in range(2000):
        if view["result"] is not None:
            break
        view = answer_first(server, match_id)
    opened = server.get(f"/api/matches/{match_id}/log")
    assert opened.status_code == 200 and str(SEED) in opened.text
    assert any(str(SEED) in line for line in server.get(f"/api/matches/{match_id}").json()["log"])


def test_hot_seat_players_hold_every_hand_and_may_read_the_log(server: TestClient) -> None:
    match_id = start(server, opponent="human", seed=SEED)
    answer_first(server, match_id)
    log = server.get(f"/api/matches/{match_id}/log")
    assert log.status_code == 200 and str(SEED) in log.text
