"""Matches played through the server: seats (people or bots), answers, the saved JSONL log, and resuming it."""

from __future__ import annotations

import json
import re
import secrets
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Player
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import read_log
from sfbkit.games.super_fantasy_brawl.play.log_output import log_text, write_log
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.play.policies import POLICIES, make_player
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.replay import replay_log
from sfbkit.games.super_fantasy_brawl.play.seeds import derive_seed
from sfbkit.games.super_fantasy_brawl.play.text_log import text_log_lines
from sfbkit.games.super_fantasy_brawl.serve.game_view import GameView
from sfbkit.kit.errors import ScriptError, SfbkitError, UsageError

HUMAN = "human"
"""The seat name of a person at the page."""

MATCH_ID = re.compile(r"^[0-9a-z][0-9a-z-]{0,63}$")

Status = Literal[400, 403, 404, 409, 415, 422]


class RequestError(SfbkitError):
    """A request the server refuses: an HTTP status, a one-line message and details for the JSON answer."""

    def __init__(self, status: Status, message: str, **details: Any) -> None:
        super().__init__(message)
        self.status = status
        self.details = details


@dataclass(slots=True)
class PlaySession:
    """One match on the server: who plays each seat, the recording, and where its log is saved."""

    id: str
    library: Library
    recording: Recording
    seats: tuple[str, ...]
    path: Path
    bots: dict[int, Player] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def hotseat(self) -> bool:
        """Tells whether people play every seat (one device passed between them)."""
        return all(seat == HUMAN for seat in self.seats)

    def run_bots(self) -> None:
        """Lets the bots answer until a person must decide or the match ends."""
        match = self.recording.match
        while match.decision is not None and self.seats[match.decision.player] != HUMAN:
            seat = match.decision.player
            self.recording.apply(self.bots[seat].choose(match, match.decision), self.seats[seat])

    def save(self) -> None:
        """Writes the match's JSONL log (the ``sfbkit match --log jsonl`` format) atomically."""
        write_log(self.path, log_text(self.recording, self.library, "jsonl"))

    def viewer(self, seat: int | None) -> int | None:
        """Returns whose hand a request may see: the asked seat if a person plays it, else the deciding person."""
        if seat is not None:
            if not 0 <= seat < len(self.seats):
                raise RequestError(422, f"no seat {seat}; seats are 0 to {len(self.seats) - 1}")
            if self.seats[seat] != HUMAN:
                raise RequestError(
                    403, f"seat {seat} is played by the {self.seats[seat]} bot; its hand is hidden"
                )
            if self.hotseat:
                decision = self.recording.match.decision
                if decision is not None and decision.player != seat:
                    raise RequestError(
                        403, f"seat {seat}'s hand is hidden while player {decision.player} decides"
                    )
            return seat
        decision = self.recording.match.decision
        if self.hotseat:
            return decision.player if decision is not None else None
        return self.seats.index(HUMAN) if HUMAN in self.seats else None

    def answer(self, option: str, seat: int | None) -> None:
        """Applies a person's answer, lets the bots play on, and saves the log."""
        with self.lock:
            decision = self.recording.match.decision
            if decision is None:
                raise RequestError(409, "the match is over", legal=[])
            if self.seats[decision.player] != HUMAN:
                raise RequestError(409, f"player {decision.player} is a bot", legal=[])
            if seat is not None and seat != decision.player:
                raise RequestError(
                    409, f"it is player {decision.player}'s decision, not seat {seat}'s", legal=[]
                )
            if not decision.allows(option):
                raise RequestError(
                    409, f"{option!r} is not a legal answer to {decision.kind!r}", legal=list(decision.ids)
                )
            self.recording.apply(option, HUMAN)
            self.run_bots()
            self.save()

    def view(self, game: GameView, seat: int | None) -> dict[str, Any]:
        """Returns what one seat sees: the public state, its own hand, the decision if it is its own, and the log."""
        with self.lock:
            match = self.recording.match
            viewer = self.viewer(seat)
            decision = match.decision
            pending = None
            if decision is not None:
                mine = viewer is not None and decision.player == viewer and self.seats[viewer] == HUMAN
                pending = {
                    "kind": decision.kind,
                    "player": decision.player,
                    "prompt": decision.prompt,
                    "mine": mine,
                }
                if mine:
                    places = game.places(match, decision)
                    pending["options"] = [
                        {"id": option.id, "label": option.label, "place": place}
                        for option, place in zip(decision.options, places, strict=True)
                    ]
            result = match.result
            return {
                "id": self.id,
                "seats": list(self.seats),
                "hotseat": self.hotseat,
                "viewer": viewer,
                "board": game.board(self.library, self.recording.spec),
                "state": game.public_state(match),
                "hand": game.hand(match, viewer) if viewer is not None else [],
                "decision": pending,
                "result": None if result is None else result.as_json(),
                "log": text_log_lines(match.events),
                "decisions": len(self.recording.decisions),
            }


def seats_for(opponent: str, seat: int, players: int) -> tuple[str, ...]:
    """Returns each seat's player: a person in ``seat``, the opponent (a policy, or a person) in the others."""
    if opponent != HUMAN and opponent not in POLICIES:
        raise RequestError(
            422, f"unknown opponent {opponent!r}; expected one of {', '.join([*POLICIES, HUMAN])}"
        )
    if not 0 <= seat < players:
        raise RequestError(422, f"no seat {seat}; seats are 0 to {players - 1}")
    return tuple(HUMAN if index == seat else opponent for index in range(players))


class SessionStore:
    """The server's matches: in memory while it runs, and as JSONL logs in a folder to resume later."""

    def __init__(self, library: Library, folder: Path) -> None:
        self.library = library
        self.folder = folder
        self.sessions: dict[str, PlaySession] = {}
        self.lock = threading.Lock()

    def _path(self, match_id: str) -> Path:
        if not MATCH_ID.match(match_id):
            raise RequestError(404, f"no match {match_id!r}")
        return self.folder / f"{match_id}.jsonl"

    def create(self, spec: MatchSpec, seats: tuple[str, ...]) -> PlaySession:
        """Starts a match, lets the bots play up to the first decision of a person, and saves it."""
        try:
            match = build_match(self.library, spec)
        except UsageError as error:
            raise RequestError(422, str(error)) from None
        if len(seats) != len(match.state.players):
            raise RequestError(422, f"this match has {len(match.state.players)} seats, not {len(seats)}")
        recording = Recording(spec, match, seat_names=dict(enumerate(seats)))
        bots: dict[int, Player] = {}
        for index, name in enumerate(seats):
            if name != HUMAN:
                seed = derive_seed(spec.seed, "opponent", index)
                bots[index] = make_player(name, seed)
                recording.player_seeds[index] = seed
        match_id = f"{time.strftime('%Y%m%d-%H%M%S', time.gmtime())}-{secrets.token_hex(3)}"
        session = PlaySession(match_id, self.library, recording, seats, self._path(match_id), bots)
        session.run_bots()
        session.save()
        with self.lock:
            self.sessions[match_id] = session
        return session

    def get(self, match_id: str) -> PlaySession:
        """Returns a running match, or resumes a saved one by replaying its log's decisions."""
        path = self._path(match_id)
        with self.lock:
            session = self.sessions.get(match_id)
            if session is None:
                session = self.sessions[match_id] = self._resume(match_id, path)
            return session

    def _resume(self, match_id: str, path: Path) -> PlaySession:
        try:
            text = path.read_text(encoding="utf-8")
        except FileNotFoundError:
            raise RequestError(404, f"no match {match_id!r}") from None
        except (OSError, UnicodeDecodeError) as error:
            raise RequestError(422, f"{path.name}: cannot read: {error}") from None
        try:
            log = read_log(text, path.name)
            report = replay_log(log, self.library, path.name)
        except ScriptError as error:
            raise RequestError(422, str(error)) from None
        seats = _seats_of(log.header, len(report.recording.match.state.players))
        if seats is None:
            raise RequestError(422, f"{path.name}:1: the header does not say who plays each seat")
        seeds = log.header.get("seeds", {}).get("players", {})
        recording = report.recording
        bots: dict[int, Player] = {}
        for index, name in enumerate(seats):
            if name != HUMAN:
                seed = seeds.get(str(index), derive_seed(log.spec.seed, "opponent", index))
                try:
                    bots[index] = make_player(name, int(seed))
                except (UsageError, ValueError, TypeError):
                    raise RequestError(
                        422, f"{path.name}:1: seat {index} names an unknown player {name!r}"
                    ) from None
                recording.player_seeds[index] = int(seed)
        session = PlaySession(match_id, self.library, recording, seats, path, bots)
        session.run_bots()
        return session

    def saved(self) -> list[dict[str, Any]]:
        """Returns the saved matches, newest first: id, teams, seats, whether over, the result and VP."""
        entries: list[dict[str, Any]] = []
        for path in sorted(self.folder.glob("*.jsonl"), reverse=True):
            if not MATCH_ID.match(path.stem):
                continue
            try:
                lines = path.read_text(encoding="utf-8").splitlines()
                head = json.loads(lines[0])
                foot = json.loads(lines[-1])
            except (OSError, UnicodeDecodeError, IndexError, json.JSONDecodeError):
                entries.append({"id": path.stem, "error": "unreadable log"})
                continue
            if not isinstance(head, dict) or not isinstance(foot, dict):
                entries.append({"id": path.stem, "error": "unreadable log"})
                continue
            entries.append(
                {
                    "id": path.stem,
                    "teams": head.get("teams"),
                    "seats": _seats_of(head, 2),
                    "over": foot.get("over"),
                    "result": foot.get("result"),
                    "decisions": foot.get("decisions"),
                }
            )
        return entries


def _seats_of(header: dict[str, Any], players: int) -> tuple[str, ...] | None:
    """Returns the seats a log's header names as ``seat:player``, or None when some seat is missing."""
    named: dict[int, str] = {}
    for entry in header.get("players") or []:
        seat, _, name = str(entry).partition(":")
        if seat.isdigit() and name:
            named[int(seat)] = name
    if sorted(named) != list(range(players)):
        return None
    return tuple(named[index] for index in range(players))


def match_spec_from_request(body: dict[str, Any], library: Library) -> MatchSpec:
    """Returns the spec of a new match from the form's JSON: teams (or a draft) and a seed."""
    seed = body.get("seed", 0)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise RequestError(422, "seed must be an integer")
    teams = body.get("teams")
    draft = body.get("draft")
    if teams is not None:
        if not (
            isinstance(teams, list)
            and all(isinstance(t, list) and all(isinstance(c, str) for c in t) for t in teams)
        ):
            raise RequestError(422, "teams must be lists of champion ids")
        unknown = sorted({c for team in teams for c in team} - set(library.champions))
        if unknown:
            raise RequestError(422, f"unknown champion {unknown[0]!r}", known=sorted(library.champions))
        return MatchSpec(seed=seed, teams=tuple(tuple(team) for team in teams))
    if draft is not None and not isinstance(draft, str):
        raise RequestError(422, "draft must be a draft name")
    return MatchSpec(seed=seed, draft=draft or "casual")
