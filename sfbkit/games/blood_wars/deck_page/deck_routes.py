"""The deck page of ``sfbkit serve``: build a deck from the card list, see BW §4's table and problems, save it.

Routes: ``/deck`` the page and ``/deck/assets/NAME`` its script and style;
``/api/deck/setup`` the cards, the tables and rulesets to check under and the tree's decks;
``/api/deck/check`` (POST a deck) its file's text, rows and problems, and whether
``decks/ID.yaml`` exists (the page then asks before replacing it); and
``/api/deck/save`` (POST a deck, ``overwrite`` to replace a file) writes
``decks/ID.yaml`` into the served tree when the deck has no problem.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

import jinja2
from starlette.concurrency import run_in_threadpool
from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import BaseRoute, Route

from sfbkit.games.blood_wars.content.deck import Deck
from sfbkit.games.blood_wars.content.library import BWLibrary, library_from, validate_tree
from sfbkit.games.blood_wars.db.library_records import card_records
from sfbkit.games.blood_wars.deck_page.deck_draft import DRAFT_KEYS, draft_from
from sfbkit.games.blood_wars.deck_page.deck_file import save_deck_file
from sfbkit.games.blood_wars.deck_page.deck_verdict import deck_file_name, formatted, judge
from sfbkit.kit.io.paths import package_file
from sfbkit.kit.render.environment import page_environment
from sfbkit.kit.serve.game_pages import GamePage
from sfbkit.kit.serve.request_body import json_object
from sfbkit.kit.serve.request_error import RequestError

ASSETS = {"deck.js": "text/javascript", "deck.css": "text/css"}
"""The page's script and style."""


def _template() -> jinja2.Template:
    return page_environment(__package__ or "").get_template("deck.html.j2")


@cache
def _asset(name: str) -> str:
    return package_file(f"{__package__}.templates", name).read_text(encoding="utf-8")


@dataclass
class DeckWorkshop:
    """The served tree's cards, tables and rulesets as the page checks decks against them (read once)."""

    root: Path
    library: BWLibrary
    deck_files: dict[str, str]
    """Each deck id the tree has and the file that holds it, as ``validate`` shows it."""

    @classmethod
    def open(cls, root: Path) -> DeckWorkshop:
        """Reads the tree at ``root`` (the files that validate; a broken deck leaves the others usable)."""
        report = validate_tree(root)
        files = {file.model.id: file.display for file in report.files if isinstance(file.model, Deck)}
        return cls(root, library_from(report), files)

    def setup(self) -> dict[str, Any]:
        """Returns the card list, the choices of table and ruleset, and the tree's decks to start from."""
        cards = [
            {
                "id": record.id,
                "name": record.name,
                "kind": record.kind,
                "subtype": record.subtype or "",
                "alignment": record.alignment or "",
                "is": record.is_,
                "cs": record.cs,
                "vp": record.vp,
                "rr": record.rr,
                "unique": record.unique,
                "text": list(record.texts["en"]),
            }
            for record in card_records(self.library)
        ]
        under = [
            {
                "value": f"ruleset:{ruleset.id}",
                "label": f"{ruleset.name} ruleset (table {ruleset.deck_table})",
            }
            for ruleset in self.library.rulesets.values()
        ]
        under += [
            {"value": f"table:{table.id}", "label": f"{table.name} table alone"}
            for table in self.library.deck_tables.values()
        ]
        decks = [
            {
                "id": deck.id,
                "name": deck.name,
                "file": self.deck_files.get(deck.id, ""),
                "deck_table": deck.deck_table,
                "cards": [{"card": entry.card, "count": entry.count} for entry in deck.cards],
            }
            for deck in self.library.decks.values()
        ]
        return {"cards": cards, "under": under, "decks": decks}

    def check(self, body: dict[str, Any]) -> dict[str, Any]:
        """Returns the verdict on the deck a body describes, its file, and whether the tree has that file."""
        draft = draft_from(body)
        verdict = judge(draft, self.library, self.root, self.deck_files).as_json()
        name = deck_file_name(draft.id)
        return {**verdict, "file": f"decks/{name}", "exists": (self.root / "decks" / name).exists()}

    def save(self, body: dict[str, Any]) -> dict[str, Any]:
        """Saves the deck a body describes when it has no problem; returns where, and its verdict."""
        overwrite = body.pop("overwrite", False)
        if not isinstance(overwrite, bool):
            raise RequestError(422, "overwrite must be true or false")
        draft = draft_from(body)
        verdict = judge(draft, self.library, self.root, self.deck_files)
        if verdict.problems:
            count = len(verdict.problems)
            raise RequestError(
                422,
                f"the deck has {count} problem{'' if count == 1 else 's'}; it is saved only without any",
                **verdict.as_json(),
            )
        name = deck_file_name(draft.id)
        outcome = save_deck_file(self.root, name, formatted(verdict.text), replace=overwrite)
        return {"saved": f"decks/{name}", "outcome": outcome, **verdict.as_json()}


def deck_page(root: Path) -> GamePage:
    """Returns the deck page on the tree at ``root``."""
    opened: list[DeckWorkshop] = []
    opening = threading.Lock()

    def workshop() -> DeckWorkshop:
        with opening:
            if not opened:
                opened.append(DeckWorkshop.open(root))
            return opened[0]

    async def page(request: Request) -> Response:
        return HTMLResponse(_template().render(assets=list(ASSETS)))

    async def asset(request: Request) -> Response:
        name = request.path_params["name"]
        if name not in ASSETS:
            raise HTTPException(404, f"no asset {name[:80]!r}")
        return Response(_asset(name), media_type=ASSETS[name])

    async def setup(request: Request) -> Response:
        return JSONResponse((await run_in_threadpool(workshop)).setup())

    async def check(request: Request) -> Response:
        body = await json_object(request, DRAFT_KEYS)
        return JSONResponse(await run_in_threadpool((await run_in_threadpool(workshop)).check, body))

    async def save(request: Request) -> Response:
        body = await json_object(request, (*DRAFT_KEYS, "overwrite"))
        found = await run_in_threadpool(workshop)
        answer = await run_in_threadpool(found.save, body)
        with opening:
            opened.clear()  # read the tree again: the saved deck is one of its decks from now on
        return JSONResponse(answer, status_code=201 if answer["outcome"] == "created" else 200)

    routes: tuple[BaseRoute, ...] = (
        Route("/deck", page),
        Route("/deck/assets/{name:path}", asset),
        Route("/api/deck/setup", setup),
        Route("/api/deck/check", check, methods=["POST"]),
        Route("/api/deck/save", save, methods=["POST"]),
    )
    return GamePage("/deck", "the deck page", routes)
