"""A game's own pages in ``sfbkit serve``: mounted beside the play page or alone, refusals answered as 4xx."""

from __future__ import annotations

from pathlib import Path

from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import Route
from starlette.testclient import TestClient

from sfbkit.kit.serve.app import make_app
from sfbkit.kit.serve.game_pages import GamePage, pages_of
from sfbkit.kit.serve.request_error import RequestError
from tests.serve.conftest import play_view


async def _page(request: Request) -> Response:
    return PlainTextResponse("the page")


async def _refusing(request: Request) -> Response:
    raise RequestError(409, "the page refuses this")


async def _failing(request: Request) -> Response:
    raise RuntimeError("a bug")


PAGE = GamePage(
    "/extra",
    "the extra page",
    (Route("/extra", _page), Route("/api/extra/refuse", _refusing), Route("/api/extra/fail", _failing)),
)


class _WithPages:
    def game_pages(self, root: Path) -> tuple[GamePage, ...]:
        return (PAGE,)


def test_a_game_without_a_play_page_serves_its_pages_alone(tmp_path: Path) -> None:
    client = TestClient(make_app(None, tmp_path / "saves", pages=[PAGE]), raise_server_exceptions=False)
    home = client.get("/", follow_redirects=False)
    assert home.status_code == 307 and home.headers["location"] == "/extra"
    assert client.get("/extra").text == "the page"
    missing = client.get("/play")
    assert missing.status_code == 404 and '<a href="/">' in missing.text  # the start leads to the page
    assert client.get("/api/matches").status_code == 404
    refused = client.get("/api/extra/refuse")
    assert refused.status_code == 409 and refused.json() == {"error": "the page refuses this"}
    failed = client.get("/api/extra/fail")
    assert failed.json() == {"error": "the server failed on this request; nothing was changed"}
    assert failed.status_code == 500
    assert "content-security-policy" in client.get("/extra").headers
    assert not (tmp_path / "saves").exists()


def test_a_games_pages_sit_beside_its_play_page(tmp_path: Path) -> None:
    app = make_app(play_view("dungeon-command"), tmp_path, pages=[PAGE])
    client = TestClient(app, raise_server_exceptions=False)
    assert client.get("/", follow_redirects=False).headers["location"] == "/play"
    assert client.get("/extra").text == "the page"
    assert client.get("/api/extra/refuse").status_code == 409
    assert client.get("/api/setup").status_code == 200


def test_only_a_game_that_offers_pages_has_them(tmp_path: Path) -> None:
    assert pages_of(_WithPages(), tmp_path) == (PAGE,)
    assert pages_of(object(), tmp_path) == ()
