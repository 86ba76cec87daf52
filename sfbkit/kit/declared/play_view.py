"""The play page of a declared game: its setup as the form, the decision's options as buttons, the seat's view in words."""

from __future__ import annotations

from collections.abc import Mapping
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from annotated_types import Ge, Le
from pydantic import ValidationError

from sfbkit.kit.catalogue.field_record import FieldRecord
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.player_registry import PlayerRegistry
from sfbkit.kit.serve.play_view import Place, ServedRun
from sfbkit.kit.serve.request_error import RequestError

if TYPE_CHECKING:
    from sfbkit.kit.declared.game import DeclaredGame
    from sfbkit.kit.declared.run import DeclaredRun
    from sfbkit.kit.serve.play_view import PlayView

BOARD = "declared_play_board.js"
"""The page's board script: a declared game draws no board, so it draws the status line alone."""


def _run(run: ServedRun) -> DeclaredRun:
    from sfbkit.kit.declared.run import DeclaredRun

    assert isinstance(run, DeclaredRun)
    return run


class DeclaredPlayView:
    """The PlayView of a game declared to the kit: no board, its words and its card faces."""

    board_assets: Mapping[str, str] = {BOARD: "text/javascript"}
    default_opponent = "random"

    def __init__(self, game: DeclaredGame, root: Path) -> None:
        assert game.setup_model is not None
        self.game = game
        self.root = root
        self.setup_model = game.setup_model
        self.players = PlayerRegistry(game.players())
        self.opponents = tuple(name for name in self.players.names if name != "search")
        self.form_keys = tuple(self.setup_model.model_fields)

    def asset(self, name: str) -> str:
        """Returns the board script."""
        from sfbkit.kit.io.paths import package_file

        return package_file("sfbkit.kit.serve", "templates", name).read_text(encoding="utf-8")

    def setup_choices(self) -> dict[str, Any]:
        """Returns a field per setup key with choices: a bounded number's range, or the tree's items of its name."""
        library = self.game.library_of(self.root)
        fields = []
        for key, info in self.setup_model.model_fields.items():
            low = next((item.ge for item in info.metadata if isinstance(item, Ge)), None)
            high = next((item.le for item in info.metadata if isinstance(item, Le)), None)
            if isinstance(low, int) and isinstance(high, int):
                values = [str(number) for number in range(low, high + 1)]
            elif key in library.kinds:
                values = sorted(library.of(key))
            else:
                continue
            choices = [{"value": value, "label": value} for value in values]
            fields.append({"key": key, "label": key, "choices": choices, "default": str(info.default)})
        return {"fields": fields}

    def start(self, form: Mapping[str, Any], seed: int) -> DeclaredRun:
        """Returns a new match of the form's setup (numbers may come as text); the server turns UsageError into 422."""
        from sfbkit.kit.declared.runs import start_run

        given = {key: form[key] for key in self.form_keys if key in form}
        try:
            setup = self.setup_model.model_validate(given, strict=False)
            return start_run(self.game, self.root, setup, seed, "match")
        except ValidationError as error:
            first = error.errors()[0]
            where = ".".join(str(part) for part in first["loc"]) or "setup"
            raise RequestError(422, f"{where}: {first['msg']}") from None

    def restart(self, run: ServedRun) -> DeclaredRun:
        """Returns the same match from its start, its seats and bot seeds kept."""
        before = _run(run)
        setup = self.setup_model.model_validate(before.setup.fields, strict=False)
        from sfbkit.kit.declared.runs import start_run

        again = start_run(self.game, self.root, setup, before.setup.seed, before.title)
        again.seat_names.update(before.seat_names)
        again.player_seeds.update(before.player_seeds)
        return again

    def resume(self, path: Path) -> tuple[DeclaredRun, dict[str, Any]]:
        """Replays a saved log, verifying it."""
        from sfbkit.kit.declared.runs import read_log_file, replay

        header = read_log_file(self.game, path).header
        run, _ = replay(self.game, self.root, path)
        return run, header

    def log_text(self, run: ServedRun) -> str:
        """Returns the JSONL log ``sfbkit replay`` verifies."""
        return _run(run).log_text("jsonl")

    def picture(self, run: ServedRun, viewer: int | None) -> dict[str, Any]:
        """Returns no board, and the viewer's observation (the first seat's public part when none) as a panel."""
        from sfbkit.kit.declared.run import result_words

        match = _run(run).match
        seen = match.observation(0 if viewer is None else viewer)
        if viewer is None and self.game.hand_key is not None:
            seen.pop(self.game.hand_key, None)
        rows = [list(row) for row in self.game.observation_rows(seen)]
        result = match.result
        decision = match.decision
        status = "the match is over" if decision is None else f"player {decision.player} to {decision.kind}"
        panel = {"id": "table", "title": "What you see", "head": ["", ""], "rows": rows}
        return {
            "board": {"seats": match.seats},
            "state": {"status": status},
            "status": status,
            "panels": [panel],
            "result": None if result is None else {"winner": result.winner},
            "result_text": None if result is None else result_words(match),
        }

    def hand(self, run: ServedRun, seat: int) -> list[dict[str, str]]:
        """Returns the seat's own cards as the game's faces."""
        key = self.game.hand_key
        if key is None:
            return []
        cards = _run(run).match.observation(seat).get(key, [])
        records = self._records
        return [
            {"id": card, "html": str(self.game.face_html(records[card], self.game.languages[0]))}
            for card in cards
            if card in records
        ]

    @cached_property
    def _records(self) -> dict[str, FieldRecord]:
        return {record.id: record for record in self.game.catalogue(self.root).records}

    def places(self, run: ServedRun, decision: Decision) -> list[Place | None]:
        """Returns no place: every option is a button."""
        return [None for _ in decision.options]

    def log_lines(self, run: ServedRun, viewer: int | None, everything: bool) -> list[str]:
        """Returns the events in the game's words (a declared game's events name only what every seat sees)."""
        return [self.game.event_words(event) for event in _run(run).match.events]

    def sides(self, header: Mapping[str, Any]) -> list[str]:
        """Returns a saved log's seats as ``player N``, from who its header says plays each."""
        entries = header.get("players")
        if not isinstance(entries, list) or not all(isinstance(entry, str) for entry in entries):
            raise ValueError("players must list seat:player entries")
        seats = sorted(
            {
                int(seat)
                for seat, _, _ in map(lambda e: e.partition(":"), entries)
                if seat.isdigit() and len(seat) < 3
            }
        )
        return [f"player {seat}" for seat in seats]


if TYPE_CHECKING:
    _satisfies_the_protocol: type[PlayView] = DeclaredPlayView
