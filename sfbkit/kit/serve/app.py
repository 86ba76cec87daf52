"""The ``sfbkit serve`` web application: the card site, the play page and its JSON API (Starlette).

Routes: ``/site/`` the card site as ``sfbkit site`` builds it; ``/play`` the
new-match form and saved matches; ``/play/{id}`` a match; ``/api/setup``,
``/api/matches`` (GET the saved ones, POST a new one),
``/api/matches/{id}`` (GET what a seat sees), ``/api/matches/{id}/answer``
(POST an option id) and ``/api/matches/{id}/log`` (the JSONL log, once the
match is over or in hot-seat); a game's own pages (``GamePage``, such as ``/deck``) beside them, and
only those when the game has no play page. Refused requests get a 4xx answer with a
one-line ``error`` (JSON under ``/api``, a short page elsewhere); an illegal
option gets 409 with the ``legal`` ids, a log that could not be saved 503
(nothing changed: send it again). docs/play.md lists what the server promises.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from starlette.applications import Starlette
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, RedirectResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

from sfbkit.kit.serve.game_pages import GamePage
from sfbkit.kit.serve.host_check import HostCheck
from sfbkit.kit.serve.page_templates import environment, json_for_script, page_asset
from sfbkit.kit.serve.play_view import PlayView
from sfbkit.kit.serve.request_body import json_object
from sfbkit.kit.serve.request_error import RequestError
from sfbkit.kit.serve.security_headers import SecurityHeaders
from sfbkit.kit.serve.sessions import HUMAN, SessionStore, seed_of

PAGE_ASSETS = {
    "play.css": "text/css",
    "play.js": "text/javascript",
}
"""The page's own assets, besides the game's board scripts and styles (served under ``/assets/game/``)."""


def _error_page(status: int, message: str) -> HTMLResponse:
    template = environment().get_template("error.html.j2")
    return HTMLResponse(template.render(status=status, message=message), status_code=status)


def _refuse(request: Request, status: int, message: str, details: dict[str, Any] | None = None) -> Response:
    if request.url.path.startswith("/api/"):
        return JSONResponse({"error": message, **(details or {})}, status_code=status)
    return _error_page(status, message)


MAX_SEAT_DIGITS = 3
"""The most digits a ``?seat=`` number may have."""

NEW_MATCH_KEYS = ("opponent", "seat", "seed")
"""The keys every new match's body may have; the game adds its own form's."""

ANSWER_KEYS = ("option", "seat")
"""The keys an answer's body may have."""


def _seat(request: Request) -> int | None:
    """Returns the ``?seat=`` number: ASCII digits only (``str.isdigit`` also takes ² and ①, which int refuses)."""
    text = request.query_params.get("seat")
    if text is None or text == "":
        return None
    if not (text.isascii() and text.isdigit() and len(text) <= MAX_SEAT_DIGITS):
        raise RequestError(422, f"seat must be a seat number, not {text[:20]!r}")
    return int(text)


def make_app(
    game: PlayView | None,
    saves: Path,
    site: Path | None = None,
    allowed_hosts: Sequence[str] | None = None,
    title: str = "sfbkit",
    pages: Sequence[GamePage] = (),
) -> Starlette:
    """Returns the application: matches saved in ``saves`` (a None ``game``: its pages alone), ``site`` if given."""
    if game is None:
        return _pages_only(pages, site, allowed_hosts)
    store = SessionStore(game, saves)
    scripts = [f"game/{name}" for name, kind in game.board_assets.items() if kind == "text/javascript"]
    styles = [f"game/{name}" for name, kind in game.board_assets.items() if kind == "text/css"]

    def page(match_id: str | None) -> HTMLResponse:
        template = environment().get_template("play.html.j2")
        data = {"match": match_id, "site": site is not None}
        return HTMLResponse(
            template.render(
                title=title,
                data=json_for_script(data),
                styles=[*styles, "play.css"],
                scripts=[*scripts, "play.js"],
            )
        )

    async def home(request: Request) -> Response:
        return RedirectResponse("/play", status_code=307)

    async def play_form(request: Request) -> Response:
        return page(None)

    async def play_match(request: Request) -> Response:
        match_id = request.path_params["match_id"]
        await run_in_threadpool(store.get, match_id)
        return page(match_id)

    async def serve_asset(request: Request) -> Response:
        name = request.path_params["name"]
        if name in PAGE_ASSETS:
            return Response(page_asset(name), media_type=PAGE_ASSETS[name])
        own = name.removeprefix("game/")
        if name.startswith("game/") and own in game.board_assets:
            return Response(game.asset(own), media_type=game.board_assets[own])
        raise HTTPException(404, f"no asset {name[:80]!r}")

    async def setup(request: Request) -> Response:
        choices = game.setup_choices()
        opponents = [*game.opponents, HUMAN]
        return JSONResponse({**choices, "opponents": opponents, "default_opponent": game.default_opponent})

    async def list_matches(request: Request) -> Response:
        return JSONResponse({"matches": await run_in_threadpool(store.saved)})

    async def new_match(request: Request) -> Response:
        body = await json_object(request, (*NEW_MATCH_KEYS, *game.form_keys))
        seed = seed_of(body)
        opponent = body.get("opponent", game.default_opponent)
        seat = body.get("seat", 0)
        if not isinstance(opponent, str):
            raise RequestError(422, "opponent must be a player name")
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise RequestError(422, "seat must be a seat number")
        form = {key: body[key] for key in game.form_keys if key in body}
        session = await run_in_threadpool(store.create, form, seed, opponent, seat)
        return JSONResponse({"id": session.id, "url": f"/play/{session.id}"}, status_code=201)

    async def view(request: Request) -> Response:
        seat = _seat(request)
        session = await run_in_threadpool(store.get, request.path_params["match_id"])
        return JSONResponse(await run_in_threadpool(session.show, seat))

    async def answer(request: Request) -> Response:
        body = await json_object(request, ANSWER_KEYS)
        option = body.get("option")
        if not isinstance(option, str):
            raise RequestError(422, "give the chosen option's id as 'option'")
        seat = body.get("seat")
        if seat is not None and (isinstance(seat, bool) or not isinstance(seat, int)):
            raise RequestError(422, "seat must be a seat number")
        session = await run_in_threadpool(store.get, request.path_params["match_id"])
        await run_in_threadpool(session.answer, option, seat)
        # In hot-seat the answer goes back to whoever decides next (the page covers the hand until shown).
        return JSONResponse(await run_in_threadpool(session.show, None if session.hotseat else seat))

    async def log(request: Request) -> Response:
        session = await run_in_threadpool(store.get, request.path_params["match_id"])
        return PlainTextResponse(await run_in_threadpool(session.full_log), media_type="application/x-ndjson")

    routes: list[BaseRoute] = [
        Route("/", home),
        Route("/play", play_form),
        Route("/play/{match_id}", play_match),
        Route("/assets/{name:path}", serve_asset),
        Route("/api/setup", setup),
        Route("/api/matches", list_matches, methods=["GET"]),
        Route("/api/matches", new_match, methods=["POST"]),
        Route("/api/matches/{match_id}", view),
        Route("/api/matches/{match_id}/answer", answer, methods=["POST"]),
        Route("/api/matches/{match_id}/log", log),
    ]
    routes += [route for found in pages for route in found.routes]
    return _application(routes, site, allowed_hosts, "the match log is unchanged")


def _pages_only(
    pages: Sequence[GamePage], site: Path | None, allowed_hosts: Sequence[str] | None
) -> Starlette:
    """Returns the application of a game with no play page: its own pages, ``/`` leading to the first."""
    first = pages[0].path if pages else "/site/"

    async def home(request: Request) -> Response:
        return RedirectResponse(first, status_code=307)

    routes: list[BaseRoute] = [Route("/", home), *(route for found in pages for route in found.routes)]
    return _application(routes, site, allowed_hosts, "nothing was changed")


def _application(
    routes: list[BaseRoute], site: Path | None, allowed_hosts: Sequence[str] | None, unchanged: str
) -> Starlette:
    """Returns the application of the routes: the site mounted, security headers, host check, 4xx answers."""

    async def refused(request: Request, error: Exception) -> Response:
        assert isinstance(error, RequestError)
        return _refuse(request, error.status, str(error), error.details)

    async def http_error(request: Request, error: Exception) -> Response:
        assert isinstance(error, HTTPException)
        return _refuse(request, error.status_code, str(error.detail))

    async def broken(request: Request, error: Exception) -> Response:
        return _refuse(request, 500, f"the server failed on this request; {unchanged}")

    if site is not None:
        routes.append(Mount("/site", app=StaticFiles(directory=site, html=True), name="site"))
    middleware = [Middleware(SecurityHeaders)]
    if allowed_hosts:
        middleware.append(Middleware(HostCheck, allowed=list(allowed_hosts)))
    handlers: dict[Any, Callable[[Request, Exception], Any]] = {
        RequestError: refused,
        HTTPException: http_error,
        Exception: broken,
    }
    return Starlette(routes=routes, middleware=middleware, exception_handlers=handlers)
