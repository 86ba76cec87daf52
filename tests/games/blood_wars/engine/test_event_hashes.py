"""The engine's behaviour is pinned: seeded random matches give the recorded event, decision and fork hashes.

Forty matches of the bundled decks over 2 to 6 seats and the three rulesets, and twenty of the test pack,
are played by seeded random players. Each records the hash of its events, of every decision it offered
(kind, player, prompt, option ids and labels), of four seats' observations at its hundredth answer, and
of a determinized copy taken there and played out. A change meant to alter play is recorded again with
``python -m tests.games.blood_wars.engine.test_event_hashes``.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

import pytest

from sfbkit.games.blood_wars.content.library import load_library
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.engine.definitions import Definitions
from sfbkit.games.blood_wars.engine.match import BWMatch, new_match
from sfbkit.kit.play.play_loop import play_match, play_to_end
from sfbkit.kit.play.random_player import RandomPlayer
from tests.games.blood_wars.engine.pack import pack

RECORD = Path(__file__).parent / "data" / "event_hashes.json"
RULESETS = ("conflict", "battle", "campaign")
PACK_DECKS = ("le", "cg", "nn", "lg", "le", "cg")
FORK_AT = 100
"""The answer after which observations are taken and a determinized copy is played out."""

Game = tuple[str, int, int, str]
"""Content (``bundled`` or ``pack``), seed, seats and ruleset."""

GAMES: list[Game] = [
    *(("bundled", seed, 2 + seed % 5, RULESETS[seed // 5 % 3]) for seed in range(40)),
    *(("pack", 500 + seed, 2 + seed % 5, RULESETS[seed % 3]) for seed in range(20)),
]


def _decks(defs: Definitions, content: str, seed: int, seats: int) -> list[str]:
    if content == "pack":
        return list(PACK_DECKS[:seats])
    names = sorted(defs.decks)
    return [names[(seed + i) % len(names)] for i in range(seats)]


def _digest(value: object) -> str:
    return hashlib.sha256(json.dumps(value, sort_keys=True).encode()).hexdigest()


def _played_out(match: BWMatch, seed: int) -> str:
    play_to_end(match, [RandomPlayer(seed * 13 + seat) for seat in range(match.seats)])
    return match.events_hash()


def play_game(defs: Definitions, game: Game) -> dict[str, Any]:
    """Plays one pinned game; returns its hashes."""
    content, seed, seats, ruleset = game
    match = new_match(defs, decks=_decks(defs, content, seed, seats), ruleset=ruleset, seed=seed)
    players = [RandomPlayer(seed * 7 + seat) for seat in range(seats)]
    offered: list[object] = []
    stop_at = [FORK_AT]

    def until(current: BWMatch) -> bool:
        decision = current.decision
        assert decision is not None
        offered.append(
            [decision.kind, decision.player, decision.prompt, [[o.id, o.label] for o in decision.options]]
        )
        if len(offered) > stop_at[0]:
            offered.pop()
            return True
        return False

    play_match(match, players, cap=10**6, until=until)
    fork: dict[str, str] = {}
    if match.decision is not None:
        seat = match.decision.player
        fork["observations"] = _digest([match.observation(s) for s in range(seats)])
        fork["determinized"] = _played_out(match.determinize(seat, seed), seed)
        fork["forked"] = _played_out(match.fork(), seed + 1)
    stop_at[0] = 10**6
    play_match(match, players, cap=10**6, until=until)
    assert match.decision is None
    return {"events": match.events_hash(), "decisions": _digest(offered), "answers": len(offered), **fork}


def definitions(content: str) -> Definitions:
    """Returns the compiled definitions of the bundled content or of the test pack."""
    return definitions_of(load_library(bundled_root())) if content == "bundled" else pack()


def recorded() -> dict[str, dict[str, Any]]:
    """Returns the recorded hashes by game key."""
    found: dict[str, dict[str, Any]] = json.loads(RECORD.read_text(encoding="utf-8"))
    return found


def key(game: Game) -> str:
    """Returns a game's key in the record."""
    return "/".join(str(part) for part in game)


@pytest.fixture(scope="module")
def contents() -> dict[str, Definitions]:
    """The bundled content and the test pack, compiled once."""
    return {name: definitions(name) for name in ("bundled", "pack")}


def test_the_record_lists_every_game() -> None:
    assert sorted(recorded()) == sorted(key(game) for game in GAMES)


LONG = 2000
"""A game of more answers than this is a slow test: the slow run checks it."""


def _cases() -> list[object]:
    answers = {name: int(hashes["answers"]) for name, hashes in recorded().items()}
    return [
        pytest.param(game, id=key(game), marks=[pytest.mark.slow] if answers.get(key(game), 0) > LONG else [])
        for game in GAMES
    ]


@pytest.mark.parametrize("game", _cases())
def test_a_seeded_match_gives_the_recorded_hashes(contents: dict[str, Definitions], game: Game) -> None:
    assert play_game(contents[game[0]], game) == recorded()[key(game)]


if __name__ == "__main__":
    compiled = {name: definitions(name) for name in ("bundled", "pack")}
    RECORD.write_text(
        json.dumps({key(g): play_game(compiled[g[0]], g) for g in GAMES}, indent=1, sort_keys=True) + "\n",
        encoding="utf-8",
    )
    print(f"recorded {len(GAMES)} games in {RECORD}", file=sys.stderr)
