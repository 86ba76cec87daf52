"""Dungeon Command simulation: many bot matches between warbands, run locally or on a small process pool."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from sfbkit.games.dungeon_command.engine.definitions import Definitions
from sfbkit.games.dungeon_command.engine.match import new_match
from sfbkit.games.dungeon_command.play.players import player
from sfbkit.games.dungeon_command.play.script import Policy
from sfbkit.kit.play.play_loop import MATCH_DECISION_CAP, play_match
from sfbkit.kit.play.seeds import derive_seed
from sfbkit.kit.simulation_pool import SimulationError, check_workers, run_local

MAX_GAMES = 100_000
MAX_WORKERS = 64
MAX_DECISIONS = MATCH_DECISION_CAP
"""A game that has not ended after this many decisions fails the simulation (never a hang)."""


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One game to play: its place in the run, the warbands by seat, the seed and the players."""

    index: int
    pairing: int
    warbands: tuple[str, str]
    seed: int
    players: Policy
    ruleset: str
    battlefield: str
    root: str


@dataclass(frozen=True, slots=True)
class GameRecord:
    """What one game tells about balance: who won, who went first, and what each seat's cards did."""

    index: int
    pairing: int
    warbands: tuple[str, str]
    winner: int | None
    first: int
    turns: int
    reason: str
    decisions: int
    played: tuple[tuple[str, ...], tuple[str, ...]]
    """Creatures each seat deployed and orders it played, each card once."""
    destroyed: tuple[tuple[str, ...], tuple[str, ...]]
    """Each seat's creatures destroyed, one entry per destruction."""
    damage: tuple[tuple[tuple[str, int], ...], tuple[tuple[str, int], ...]]
    """Damage each seat's creatures dealt to enemies during their activations, by card."""


def game_specs(
    root: Path,
    pairings: Sequence[tuple[str, str]],
    games: int,
    players: Policy,
    seed: int,
    ruleset: str,
    battlefield: str,
) -> list[GameSpec]:
    """Returns the games of a run: ``games`` per pairing, seeds derived from the master seed."""
    specs: list[GameSpec] = []
    for number, pair in enumerate(pairings):
        for _ in range(games):
            specs.append(
                GameSpec(
                    len(specs),
                    number,
                    pair,
                    derive_seed(seed, "game", len(specs)),
                    players,
                    ruleset,
                    battlefield,
                    str(root),
                )
            )
    return specs


@cache
def _definitions(root: str) -> Definitions:
    from sfbkit.games.dungeon_command.content.library import load_library
    from sfbkit.games.dungeon_command.engine.compile import definitions_of

    return definitions_of(load_library(Path(root)))


def _name_card(name: object) -> str:
    return str(name).split("@", 1)[0]


def run_game(spec: GameSpec) -> GameRecord:
    """Plays one game to its end and records it."""
    defs = _definitions(spec.root)
    match = new_match(
        defs, warbands=spec.warbands, battlefield=spec.battlefield, ruleset=spec.ruleset, seed=spec.seed
    )
    choosers = [player(spec.players, derive_seed(spec.seed, "seat", seat)) for seat in (0, 1)]
    outcome = play_match(match, choosers, cap=MAX_DECISIONS)
    if outcome.reason != "over":
        raise SimulationError(f"game {spec.index} (seed {spec.seed}) did not end: {outcome.message}")
    decisions = outcome.decisions
    result = match.result
    assert result is not None
    played: list[dict[str, None]] = [{}, {}]
    destroyed: list[list[str]] = [[], []]
    damage: list[dict[str, int]] = [{}, {}]
    actor: tuple[int, str] | None = None
    owners: dict[str, int] = {}
    for event in match.events:
        data = event.data
        if event.kind == "deploy":
            played[data["player"]][_name_card(data["creature"])] = None
            owners[str(data["creature"])] = data["player"]
        elif event.kind == "order_played":
            played[data["player"]][str(data["order"])] = None
        elif event.kind == "destroyed":
            destroyed[data["player"]].append(_name_card(data["creature"]))
        elif event.kind == "activation_start":
            name = str(data["creature"])
            actor = (owners.get(name, -1), _name_card(name)) if name in owners else None
        elif event.kind == "activation_end":
            actor = None
        elif event.kind == "damage" and actor is not None and actor[0] in (0, 1):
            victim = owners.get(str(data["creature"]))
            if victim is not None and victim != actor[0]:
                damage[actor[0]][actor[1]] = damage[actor[0]].get(actor[1], 0) + int(data["amount"])
        if event.kind in ("step", "place") and "creature" in data and "square" in data and "owner" in data:
            owners[f"{data['creature']}@{data['square']}"] = data["owner"]
    return GameRecord(
        spec.index,
        spec.pairing,
        spec.warbands,
        result.winner,
        match.state.first,
        result.turns,
        result.reason,
        decisions,
        (tuple(played[0]), tuple(played[1])),
        (tuple(destroyed[0]), tuple(destroyed[1])),
        (tuple(sorted(damage[0].items())), tuple(sorted(damage[1].items()))),
    )


def run_games(specs: Sequence[GameSpec], workers: int = 1) -> list[GameRecord]:
    """Runs every game and returns the records in game order (in this process, or a process pool)."""
    check_workers(workers, MAX_WORKERS)
    return run_local(run_game, specs, workers)
