"""Blood Wars: random-v-random matches of the bundled decks per CPU second, two seats and six (issue 26).

Plays matches with the ``conflict`` ruleset, the seats' decks taken in turn from the bundled ones, and
reports matches per CPU second beside the goals of issue 26 (100 two-seat, 25 six-seat). The ratio is
six-seat against two-seat time per match, measured in the same run.
"""

from __future__ import annotations

import time

from bench.report import Result
from sfbkit.games.blood_wars.content.library import load_library
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.engine.definitions import Definitions
from sfbkit.games.blood_wars.engine.match import new_match
from sfbkit.kit.play.play_loop import play_to_end
from sfbkit.kit.play.random_player import RandomPlayer

GOALS = {2: 100.0, 6: 25.0}


def _rate(defs: Definitions, seats: int, games: int) -> tuple[float, float]:
    decks = sorted(defs.decks)
    decisions = 0
    start = time.process_time()
    for seed in range(games):
        match = new_match(
            defs, decks=[decks[(seed + i) % len(decks)] for i in range(seats)], ruleset="conflict", seed=seed
        )
        decisions += play_to_end(match, [RandomPlayer(seed * 10 + seat) for seat in range(seats)])
    cpu = time.process_time() - start
    return games / cpu, decisions / games


def run(quick: bool) -> Result:
    """Plays the matches and reports their rates."""
    result = Result("bw_engine")
    defs = definitions_of(load_library(bundled_root()))
    rates: dict[int, float] = {}
    for seats, games in ((2, 10 if quick else 100), (6, 3 if quick else 25)):
        rate, decisions = _rate(defs, seats, games)
        rates[seats] = rate
        result.figure(f"{seats}-seat random matches per CPU second ({games} games)", rate, "matches/s")
        result.figure(f"{seats}-seat decisions per match", decisions, "decisions")
        goal = GOALS[seats]
        result.ratio(f"{seats}-seat rate / goal {goal:.0f}", rate / goal, ">= 1", rate >= goal)
    result.ratio("six-seat time per match / two-seat", rates[2] / rates[6])
    return result
