"""What the play server asks of a game: its new-match form, its matches, its board picture and where each option sits.

The server, its sessions and the play page know no game; a game plugs in by
giving a PlayView (``Game.play_view``). A place tells the page what to click
for an option: ``{"spot": "c4"}`` (a hex or a square of the board),
``{"piece": "vex"}`` (a piece drawn with ``data-piece``), ``{"card": "id"}``
(a card of the seat's hand), ``{"spots": [...]}`` (an area) or ``{"mark":
...}`` (something the game's board script draws itself, through
``drawing.mark``); an option without a place is offered as a button with its
label. A place may carry a ``note`` the page shows before the click.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from sfbkit.kit.play.decision_record import DecisionRecord
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.match_protocol import PlayableMatch
from sfbkit.kit.play.player_registry import PlayerRegistry

Place = dict[str, Any]
"""Where an option is chosen on the page (see the module docstring); None for the list of buttons."""


class ServedRun(Protocol):
    """A match the server runs, as the game records it: the match, its answers, who plays each seat."""

    @property
    def match(self) -> PlayableMatch: ...
    @property
    def decisions(self) -> Sequence[DecisionRecord]: ...
    @property
    def seat_names(self) -> dict[int, str]:
        """Who plays each seat (``human``, ``greedy``), written into the log's header."""
        ...

    @property
    def player_seeds(self) -> dict[int, int]:
        """The seeds of the bots, by seat."""
        ...

    def apply(self, option: str, source: str) -> None:
        """Answers the pending decision and records who answered (IllegalDecisionError if not legal)."""
        ...


class PlayView(Protocol):
    """The game's half of the play server and its page."""

    @property
    def board_assets(self) -> Mapping[str, str]:
        """Asset name -> media type of the scripts and styles that draw the board.

        A script defines ``window.sfbkitPlayBoard(svg, board)`` returning ``{render(state), spots, mark}``.
        """
        ...

    @property
    def form_keys(self) -> tuple[str, ...]:
        """The keys a new match's body may have besides ``opponent``, ``seat`` and ``seed``."""
        ...

    @property
    def players(self) -> PlayerRegistry:
        """The players a seat may be given by name."""
        ...

    @property
    def opponents(self) -> tuple[str, ...]:
        """The player names the form offers (``search:N`` for a search budget)."""
        ...

    @property
    def default_opponent(self) -> str:
        """The player a new match's other seats get when the body names none."""
        ...

    def asset(self, name: str) -> str:
        """Returns the text of one of ``board_assets``."""
        ...

    def setup_choices(self) -> dict[str, Any]:
        """Returns the new-match form's fields: ``{"fields": [{key, label, choices, groups?, size?}]}``."""
        ...

    def start(self, form: Mapping[str, Any], seed: int) -> ServedRun:
        """Returns a new match from the form's fields; RequestError (422) names a bad one."""
        ...

    def restart(self, run: ServedRun) -> ServedRun:
        """Returns the same match again from its start, with no answer given (its seats and seeds kept)."""
        ...

    def resume(self, path: Path) -> tuple[ServedRun, dict[str, Any]]:
        """Replays a saved log, verifying it; returns the run and the log's header (ScriptError if it does not hold)."""
        ...

    def log_text(self, run: ServedRun) -> str:
        """Returns the JSONL log of a run (what ``sfbkit replay`` verifies)."""
        ...

    def picture(self, run: ServedRun, viewer: int | None) -> dict[str, Any]:
        """Returns what the page draws for a seat (None: a seat that holds no hand): ``board``, ``state``, panels.

        ``state`` holds only what ``viewer``'s observation holds; ``status`` is the page's one-line summary;
        ``panels`` a list of ``{"id", "title", "head", "rows", "row_data"}`` tables (a cell is text, a
        ``{"text", "class", "title"}`` span or a list of them; ``row_data`` names a ``data-`` attribute that
        numbers the rows); ``result`` the result as JSON data and ``result_text`` in words (both None while it runs).
        """
        ...

    def hand(self, run: ServedRun, seat: int) -> list[dict[str, str]]:
        """Returns one seat's hand as card faces: ``{"id": ..., "html": ...}``."""
        ...

    def places(self, run: ServedRun, decision: Decision) -> list[Place | None]:
        """Returns the place of each option of a decision, in the options' order."""
        ...

    def log_lines(self, run: ServedRun, viewer: int | None, everything: bool) -> list[str]:
        """Returns the event log as ``viewer`` may read it (``everything``: the match is over or hot-seat)."""
        ...

    def sides(self, header: Mapping[str, Any]) -> list[str]:
        """Returns what a saved log's header says each side plays (teams, warbands); ValueError if malformed."""
        ...
