"""Matches played through the server: seats (people or bots), answers, the saved JSONL log, and resuming it."""

from __future__ import annotations

import random
import secrets
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sfbkit.kit.errors import ScriptError, UsageError
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.play_loop import MATCH_DECISION_CAP, play_match
from sfbkit.kit.play.player import Player
from sfbkit.kit.play.seeds import derive_seed
from sfbkit.kit.serve import log_files, match_ids
from sfbkit.kit.serve.play_view import PlayView, ServedRun
from sfbkit.kit.serve.request_error import RequestError
from sfbkit.kit.serve.saved_matches import saved_matches, seats_of_header

MAX_SEED = 2**63 - 1
"""The largest match seed, as ``replay`` and match scripts take it."""

HUMAN = "human"
"""The seat name of a person at the page."""

ID_ATTEMPTS = 8
"""How many fresh ids a new match tries before giving up (a repeat is all but impossible at 128 bits)."""

NOT_SAVED = "the match could not be saved ({reason}); nothing changed: send it again"
"""The 503 answer when the log cannot be written (a full disk): the match stays as it was."""


@dataclass(slots=True)
class SeatBot:
    """A bot answering under its seat's name (``search:25``), so that the log, and a resumed match, keep its budget."""

    player: Player[Any]
    name: str

    @property
    def rng(self) -> object | None:
        """Returns the bot's random stream, if it has one."""
        return getattr(self.player, "rng", None)

    def choose(self, match: Any, decision: Decision) -> str:
        """Returns the bot's answer."""
        return self.player.choose(match, decision)


def _random_state(bot: Player[Any]) -> object | None:
    """Returns where a bot's random stream stands (None for a bot without one)."""
    rng = getattr(bot, "rng", None)
    return rng.getstate() if isinstance(rng, random.Random) else None


def _not_saved(error: OSError) -> RequestError:
    return RequestError(503, NOT_SAVED.format(reason=error.strerror or type(error).__name__))


@dataclass(slots=True)
class PlaySession:
    """One match on the server: who plays each seat, the game's run of it, and where its log is saved."""

    id: str
    view: PlayView
    run: ServedRun
    seats: tuple[str, ...]
    path: Path
    bots: dict[int, Player[Any]] = field(default_factory=dict)
    lock: threading.Lock = field(default_factory=threading.Lock)

    @property
    def hotseat(self) -> bool:
        """Tells whether two or more seats are people (one device passed between them)."""
        return self.seats.count(HUMAN) > 1

    @property
    def open_to_all(self) -> bool:
        """Tells whether the whole log (seed and every decision) may be read: the match is over, or people play every seat."""
        return self.run.match.result is not None or all(seat == HUMAN for seat in self.seats)

    def run_bots(self) -> None:
        """Lets the bots answer, in the kit's play loop, until a person must decide or the match ends."""
        players = [self.bots.get(seat) for seat in range(len(self.seats))]
        play_match(self.run.match, players, cap=MATCH_DECISION_CAP, answer=self.run.apply)

    def log_text(self) -> str:
        """Returns the match's JSONL log (the ``sfbkit match --log jsonl`` format)."""
        return self.view.log_text(self.run)

    def viewer(self, seat: int | None) -> int | None:
        """Returns whose hand a request may see: the asked seat if a person plays it, else the deciding person."""
        decision = self.run.match.decision
        if seat is not None:
            if not 0 <= seat < len(self.seats):
                raise RequestError(422, f"no seat {seat}; seats are 0 to {len(self.seats) - 1}")
            if self.seats[seat] != HUMAN:
                raise RequestError(
                    403, f"seat {seat} is played by the {self.seats[seat]} bot; its hand is hidden"
                )
            if self.hotseat and decision is not None and decision.player != seat:
                raise RequestError(
                    403, f"seat {seat}'s hand is hidden while player {decision.player} decides"
                )
            return seat
        if self.hotseat:
            # Only a person's decision shows a hand; the page covers it until that person takes the device.
            if decision is not None and self.seats[decision.player] == HUMAN:
                return decision.player
            return None
        return self.seats.index(HUMAN) if HUMAN in self.seats else None

    def answer(self, option: str, seat: int | None) -> None:
        """Applies a person's answer and the bots' replies under the lock; if the log cannot be saved, undoes them (503)."""
        with self.lock:
            decision = self.run.match.decision
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
                    409,
                    f"{option[:80]!r} is not a legal answer to {decision.kind!r}",
                    legal=list(decision.ids),
                )
            kept = len(self.run.decisions)
            streams = {index: _random_state(bot) for index, bot in self.bots.items()}
            try:
                self.run.apply(option, HUMAN)
                self.run_bots()
                log_files.replace_log(self.path, self.log_text())
            except BaseException as error:
                self.run = self._replayed(kept)
                self.bots = {index: self._bot(index, streams[index]) for index in self.bots}
                if isinstance(error, OSError):
                    raise _not_saved(error) from None
                raise

    def _replayed(self, decisions: int) -> ServedRun:
        """Returns the match as it stood after its first ``decisions`` decisions, played again from its start."""
        before = self.run
        run = self.view.restart(before)
        for record in before.decisions[:decisions]:
            run.apply(record.option, record.source)
        return run

    def _bot(self, seat: int, stream: object | None) -> Player[Any]:
        """Returns a fresh bot for a seat, its random stream where ``stream`` (a ``getstate()``) left it."""
        bot = _seat_bot(self.view, self.seats[seat], self.run.player_seeds.get(seat, 0))
        rng = getattr(bot, "rng", None)
        if isinstance(rng, random.Random) and stream is not None:
            rng.setstate(stream)  # type: ignore[arg-type]
        return bot

    def full_log(self) -> str:
        """Returns the saved JSONL log, once the match is over or in hot-seat (403 else: it holds the bots' cards)."""
        with self.lock:
            if not self.open_to_all:
                raise RequestError(
                    403,
                    "the log (the seed and every decision) is given once the match is over: "
                    "it would show the bot's cards",
                )
            try:
                return self.path.read_text(encoding="utf-8")
            except OSError as error:
                raise RequestError(
                    503, f"the log cannot be read now ({error.strerror or type(error).__name__})"
                ) from None

    def show(self, seat: int | None) -> dict[str, Any]:
        """Returns what one seat sees: the picture of its observation, its own hand, its decision and the log."""
        with self.lock:
            match = self.run.match
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
                    places = self.view.places(self.run, decision)
                    labels = [option.label for option in decision.options]
                    worded = getattr(self.view, "option_labels", None)
                    if worded is not None:
                        labels = worded(self.run, decision)
                    pending["options"] = [
                        {"id": option.id, "label": label, "place": place}
                        for option, label, place in zip(decision.options, labels, places, strict=True)
                    ]
            picture = self.view.picture(self.run, viewer)
            return {
                **picture,
                "id": self.id,
                "seats": list(self.seats),
                "hotseat": self.hotseat,
                "viewer": viewer,
                "hand": self.view.hand(self.run, viewer) if viewer is not None else [],
                "decision": pending,
                "log": self.view.log_lines(self.run, viewer, self.open_to_all),
                "decisions": len(self.run.decisions),
            }


def seats_for(opponent: str, seat: int, players: int, view: PlayView) -> tuple[str, ...]:
    """Returns each seat's player: a person in ``seat``, the opponent (a bot by name, or a person) in the others."""
    if opponent != HUMAN and not view.players.knows(opponent):
        raise RequestError(
            422,
            f"unknown opponent {opponent[:40]!r}; expected one of {', '.join([*view.opponents, HUMAN])}",
        )
    if not 0 <= seat < players:
        raise RequestError(422, f"no seat {seat}; seats are 0 to {players - 1}")
    return tuple(HUMAN if index == seat else opponent for index in range(players))


def _seat_bot(view: PlayView, name: str, seed: int) -> Player[Any]:
    """Returns a fresh bot of a seat's name, answering under that name."""
    return SeatBot(view.players.make(name, seed), name)


class SessionStore:
    """The server's matches: in memory while it runs, and as JSONL logs in a folder to resume later."""

    def __init__(self, view: PlayView, folder: Path) -> None:
        self.view = view
        self.folder = folder
        self.sessions: dict[str, PlaySession] = {}
        self.lock = threading.Lock()

    def _path(self, match_id: str) -> Path:
        if not match_ids.MATCH_ID.match(match_id):
            raise RequestError(404, f"no match {match_id[:80]!r}")
        return self.folder / f"{match_id}.jsonl"

    def create(self, form: Mapping[str, Any], seed: int, opponent: str, seat: int) -> PlaySession:
        """Starts a match, plays the bots' first turns, and saves it under a new id."""
        try:
            run = self.view.start(form, seed)
        except UsageError as error:
            raise RequestError(422, str(error)) from None
        named = run.seat_names
        if sorted(named) == list(range(run.match.seats)):
            # The game's form named each seat's player (2 to 6 seats, people and bots in any mix).
            seats = tuple(named[index] for index in range(run.match.seats))
            for index, name in enumerate(seats):
                if name != HUMAN and not self.view.players.knows(name):
                    raise RequestError(422, f"seat {index}: unknown player {name[:40]!r}")
        else:
            seats = seats_for(opponent, seat, run.match.seats, self.view)
        run.seat_names.update(enumerate(seats))
        bots: dict[int, Player[Any]] = {}
        for index, name in enumerate(seats):
            if name != HUMAN:
                player_seed = derive_seed(seed, "opponent", index)
                bots[index] = _seat_bot(self.view, name, player_seed)
                run.player_seeds[index] = player_seed
        session = PlaySession("", self.view, run, seats, self.folder, bots)
        session.run_bots()
        text = session.log_text()
        for _ in range(ID_ATTEMPTS):
            match_id = match_ids.new_match_id()
            with self.lock:
                if match_id in self.sessions:
                    continue
                path = self._path(match_id)
                try:
                    log_files.create_log(path, text)
                except FileExistsError:
                    continue
                except OSError as error:
                    raise _not_saved(error) from None
                session.id, session.path = match_id, path
                self.sessions[match_id] = session
                return session
        raise RequestError(503, "no free match id was found; send it again")

    def get(self, match_id: str) -> PlaySession:
        """Returns a running match, or resumes a saved one by replaying its log's decisions."""
        path = self._path(match_id)
        with self.lock:
            session = self.sessions.get(match_id)
            if session is None:
                session = self.sessions[match_id] = self._resume(match_id, path)
            return session

    def _resume(self, match_id: str, path: Path) -> PlaySession:
        if not path.is_file():
            raise RequestError(404, f"no match {match_id!r}")
        try:
            run, header = self.view.resume(path)
        except ScriptError as error:
            raise RequestError(422, str(error).splitlines()[0]) from None
        except RecursionError:
            raise RequestError(422, f"{path.name}: a line is nested too deeply") from None
        seats = seats_of_header(header, run.match.seats)
        if seats is None:
            raise RequestError(422, f"{path.name}:1: the header does not say who plays each seat")
        stated = header.get("seeds")
        seeds = stated.get("players") if isinstance(stated, dict) else None
        if not isinstance(seeds, dict):
            seeds = {}
        match_seed = header.get("seed")
        bots: dict[int, Player[Any]] = {}
        for index, name in enumerate(seats):
            if name != HUMAN:
                seed = seeds.get(str(index))
                if seed is None and type(match_seed) is int:
                    seed = derive_seed(match_seed, "opponent", index)
                if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
                    raise RequestError(422, f"{path.name}:1: seat {index}'s seed is not a seed")
                try:
                    bots[index] = _seat_bot(self.view, name, seed)
                except UsageError:
                    raise RequestError(
                        422, f"{path.name}:1: seat {index} names an unknown player {name[:40]!r}"
                    ) from None
                run.player_seeds[index] = seed
        run.seat_names.update(enumerate(seats))
        session = PlaySession(match_id, self.view, run, seats, path, bots)
        session.run_bots()
        return session

    def saved(self) -> list[dict[str, Any]]:
        """Returns the saved matches, newest first: id, sides, seats, whether over, the result and decisions."""
        return saved_matches(self.folder, self.view.sides)


def new_seed() -> int:
    """Returns a random match seed, for a match whose seed the player did not choose (so cannot know)."""
    return secrets.randbelow(MAX_SEED + 1)


def seed_of(body: Mapping[str, Any]) -> int:
    """Returns the seed a new match's body asks for (random if none); RequestError outside 0 to MAX_SEED."""
    seed = body.get("seed")
    if seed is None:
        seed = new_seed()
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed <= MAX_SEED:
        raise RequestError(422, f"seed must be an integer from 0 to {MAX_SEED}")
    return seed
