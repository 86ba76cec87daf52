"""The search player against greedy, per game: share of decided games won, its interval, CPU per decision, budgets.

Each game plays seat-swapped matches of ``search`` (its default budget) against the game's greedy player on
the bundled content (Super Fantasy Brawl's standard 3-versus-3 teams; Dungeon Command's two bundled
warbands on twin-vaults; Blood Wars' bundled decks two at a time, each pair in turn, on the conflict
ruleset), then fewer matches at 25, 100 and 400 iterations: strength against budget. Blood Wars also
plays four-seat matches, one search against three greedy players (its seat turning with the seed), whose
win rate is read against the fair share of 25% as information. The
CPU time of each player's decisions is measured with ``time.process_time``; the baseline is the greedy
player's CPU per decision in the same games. By default the run is reduced; ``--full`` plays the 200
games per game and 20 per budget that docs/benchmarks.md reports, ``--quick`` a smoke run.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from itertools import combinations, repeat
from typing import Any

from bench.report import Result
from sfbkit.kit.play.player_registry import PlayerRegistry
from sfbkit.kit.simulation.win_rates import wilson

GOAL_RATE = 0.70
"""Issue 27: the default budget wins at least this share of decided games against greedy..."""
GOAL_LOW = 0.60
"""...with the lower end of the 95% interval above this..."""
GOAL_MS = 20.0
"""...at no more than this much CPU per decision on average."""

BUDGETS = (25, 100, 400)
DECISION_CAP = 5_000


@dataclass(frozen=True, slots=True)
class Plan:
    """How many seat-swapped games a run plays: at the default budget, and at each budget of the sweep."""

    games: int
    budget_games: int
    budgets: tuple[int, ...]
    default: str = "search"
    crowd_games: int = 0
    """Four-seat Blood Wars games of one search against three greedy players."""


FULL = Plan(200, 20, BUDGETS, crowd_games=20)
REDUCED = Plan(20, 6, BUDGETS, crowd_games=4)
QUICK = Plan(2, 2, (5,), default="search:10", crowd_games=1)


@dataclass(slots=True)
class Tally:
    """The outcome of seat-swapped games of one player against another: results, hashes and CPU."""

    won: int = 0
    lost: int = 0
    drawn: int = 0
    hashes: list[str] = field(default_factory=list)
    cpu: list[float] = field(default_factory=lambda: [0.0, 0.0])
    """CPU seconds of the tested player's decisions, then of its opponent's."""
    asked: list[int] = field(default_factory=lambda: [0, 0])

    def ms_per_decision(self, who: int) -> float:
        """Returns the average CPU milliseconds of one side's decisions (0 the tested player)."""
        return 1000 * self.cpu[who] / max(self.asked[who], 1)


SFB_TEAMS = (("borka", "pip", "velvet"), ("gorlak", "mirelda", "thornwick"))
"""Super Fantasy Brawl's standard 3v3 teams of the duels."""


def sfb_setup() -> tuple[Callable[[int], Any], PlayerRegistry]:
    """Returns Super Fantasy Brawl's standard 3v3 match for a seed, and its players."""
    from sfbkit.games.super_fantasy_brawl.content.library import load_library
    from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
    from sfbkit.games.super_fantasy_brawl.engine import new_match
    from sfbkit.games.super_fantasy_brawl.play.policies import PLAYERS

    library = load_library(bundled_content_root())
    teams = [list(team) for team in SFB_TEAMS]
    return (lambda seed: new_match(library, teams=teams, seed=seed)), PLAYERS


def dc_setup() -> tuple[Callable[[int], Any], PlayerRegistry]:
    """Returns Dungeon Command's bundled warbands on twin-vaults for a seed, and its players."""
    from sfbkit.games.dungeon_command.content.library import load_library
    from sfbkit.games.dungeon_command.content.paths import bundled_root
    from sfbkit.games.dungeon_command.engine.compile import definitions_of
    from sfbkit.games.dungeon_command.engine.match import new_match
    from sfbkit.games.dungeon_command.play.players import PLAYERS

    defs = definitions_of(load_library(bundled_root()))
    warbands = ("lanternguard", "mirewood-brood")
    return (
        lambda seed: new_match(
            defs, warbands=warbands, battlefield="twin-vaults", ruleset="skirmish", seed=seed
        )
    ), PLAYERS


BW_RULESET = "conflict"
"""The Blood Wars ruleset the duels play: the shortest match, to 13 VP (BW §5.1)."""


def bw_decks(decks: Sequence[str], seed: int, seats: int) -> tuple[str, ...]:
    """Returns a seed's decks: every choice of ``seats`` of ``decks`` in turn, each kept for ``seats`` seeds in a
    row so that the tested player (on seat ``seed % seats``) sits at every seat of it."""
    choices = list(combinations(sorted(decks), seats))
    return choices[(seed // seats) % len(choices)]


def bw_setup(seats: int = 2) -> tuple[Callable[[int], Any], PlayerRegistry]:
    """Returns a Blood Wars match of ``seats`` bundled decks on the conflict ruleset for a seed, and its players."""
    from sfbkit.games.blood_wars.content.library import load_library
    from sfbkit.games.blood_wars.content.paths import bundled_root
    from sfbkit.games.blood_wars.engine.compile import definitions_of
    from sfbkit.games.blood_wars.engine.match import new_match
    from sfbkit.games.blood_wars.play.players import PLAYERS

    defs = definitions_of(load_library(bundled_root()))
    decks = tuple(defs.decks)
    return (
        lambda seed: new_match(defs, decks=bw_decks(decks, seed, seats), ruleset=BW_RULESET, seed=seed)
    ), PLAYERS


def bw_crowd_setup() -> tuple[Callable[[int], Any], PlayerRegistry]:
    """Returns a four-seat Blood Wars match for a seed, and its players."""
    return bw_setup(4)


GAMES: dict[str, Callable[[], tuple[Callable[[int], Any], PlayerRegistry]]] = {
    "Super Fantasy Brawl": sfb_setup,
    "Dungeon Command": dc_setup,
    "Blood Wars": bw_setup,
}

CROWDS: dict[str, Callable[[], tuple[Callable[[int], Any], PlayerRegistry]]] = {
    "Blood Wars, four seats": bw_crowd_setup,
}
"""Matches of more than two seats: one tested player against the opponent at every other seat."""

SETUPS = {**GAMES, **CROWDS}


def duel(
    new: Callable[[int], Any], players: PlayerRegistry, name: str, opponent: str, seeds: Sequence[int]
) -> Tally:
    """Plays one match per seed, the tested player on seat ``seed % seats``; the same seeds give the same tally."""
    tally = Tally()
    for seed in seeds:
        match = new(seed)
        side = seed % match.seats
        seats = [players.make(opponent, seed) for _ in range(match.seats)]
        seats[side] = players.make(name, seed)
        count = 0
        while (decision := match.decision) is not None and count < DECISION_CAP:
            start = time.process_time()
            answer = seats[decision.player].choose(match, decision)
            who = 0 if decision.player == side else 1
            tally.cpu[who] += time.process_time() - start
            tally.asked[who] += 1
            match.apply(answer)
            count += 1
        end = match.result
        winner = None if end is None else end.winner
        if winner is None:
            tally.drawn += 1
        elif winner == match.side(side):
            tally.won += 1
        else:
            tally.lost += 1
        tally.hashes.append(match.events_hash())
    return tally


_SETUPS: dict[str, tuple[Callable[[int], Any], PlayerRegistry]] = {}
"""Each game's setup, made once per worker process."""


def _duel_in_worker(game: str, name: str, opponent: str, seeds: Sequence[int]) -> Tally:
    """Plays ``duel`` in a worker process, the game set up once per process."""
    if game not in _SETUPS:
        _SETUPS[game] = SETUPS[game]()
    new, players = _SETUPS[game]
    return duel(new, players, name, opponent, seeds)


def pooled_duel(game: str, name: str, opponent: str, seeds: Sequence[int], workers: int) -> Tally:
    """Plays ``duel`` over the seeds in ``workers`` processes; the tally is the one process's, hashes in seed order."""
    if workers <= 1:
        return _duel_in_worker(game, name, opponent, seeds)
    chunks = [[seed] for seed in seeds]
    with ProcessPoolExecutor(workers) as pool:
        parts = list(pool.map(_duel_in_worker, repeat(game), repeat(name), repeat(opponent), chunks))
    tally = Tally()
    for part in parts:
        tally.won += part.won
        tally.lost += part.lost
        tally.drawn += part.drawn
        tally.hashes.extend(part.hashes)
        for who in (0, 1):
            tally.cpu[who] += part.cpu[who]
            tally.asked[who] += part.asked[who]
    return tally


def _report(result: Result, game: str, name: str, tally: Tally, goal: bool, fair: float = 0.5) -> None:
    rate = wilson(tally.won, tally.won + tally.lost)
    ms = tally.ms_per_decision(0)
    result.figure(f"{game}: {name} wins of decided games", 100 * rate.rate, "%")
    result.figure(f"{game}: {name} CPU per decision", ms, "ms")
    result.note(
        f"{game}: {name} against greedy: {tally.won} won, {tally.lost} lost, {tally.drawn} drawn of"
        f" {len(tally.hashes)} seat-swapped games; 95% interval {100 * rate.low:.0f}-{100 * rate.high:.0f}%;"
        f" {ms:.1f} ms CPU per decision (greedy {tally.ms_per_decision(1):.1f} ms)"
    )
    if fair != 0.5:
        result.ratio(f"{game}: wins of decided / fair {100 * fair:.0f}%", rate.rate / fair)
    if goal:
        met = rate.rate >= GOAL_RATE and rate.low > GOAL_LOW
        result.ratio(f"{game}: wins of decided / 70% goal", rate.rate / GOAL_RATE, ">= 1, low > 60%", met)
        result.ratio(f"{game}: CPU per decision / 20 ms goal", ms / GOAL_MS, "<= 1", ms <= GOAL_MS)
        result.ratio(
            f"{game}: search CPU / greedy CPU per decision", ms / max(tally.ms_per_decision(1), 1e-9)
        )


def run(quick: bool, full: bool = False, workers: int = 1, games: Sequence[str] = ()) -> Result:
    """Plays the duels of every game (or of ``games``) at the default budget, along the budget sweep, and
    Blood Wars' four-seat matches; returns their figures."""
    plan = QUICK if quick else FULL if full else REDUCED
    result = Result("search_player")
    for game in GAMES:
        if games and game not in games:
            continue
        tally = pooled_duel(game, plan.default, "greedy", range(plan.games), workers)
        _report(result, game, plan.default, tally, goal=True)
        for budget in plan.budgets:
            name = f"search:{budget}"
            tally = pooled_duel(game, name, "greedy", range(plan.budget_games), workers)
            _report(result, game, name, tally, goal=False)
    for crowd in CROWDS:
        if games and not any(crowd.startswith(game) for game in games):
            continue
        tally = pooled_duel(crowd, plan.default, "greedy", range(plan.crowd_games), workers)
        _report(result, crowd, plan.default, tally, goal=False, fair=0.25)
    return result
