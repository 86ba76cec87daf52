"""Blood Wars: random-v-random matches of the bundled decks per CPU second, two seats and six (issue 26).

Plays matches with the ``conflict`` ruleset, the seats' decks taken in turn from the bundled ones, and
reports matches per CPU second beside the goals of issue 26 (100 two-seat, 25 six-seat). The ratio is
six-seat against two-seat time per match, measured in the same run. The same seeds are then played by the
code of the commits before the second, the third and the fourth speed passes (``COMPARED``, exported from the
repository's history) and by today's, each in a process of its own, in turns for a few rounds, each keeping
its best round. Since the third pass a formation lists ``done`` after its placing steps, so from the same
seeds the random players play other matches on the code before it than on later code (of about as many
decisions); the fourth pass changed no event.
"""

from __future__ import annotations

import tempfile
import time
from pathlib import Path

from bench.commit_export import export
from bench.exported_run import run_json
from bench.report import Result
from sfbkit.games.blood_wars.content.library import load_library
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.engine.definitions import Definitions
from sfbkit.games.blood_wars.engine.match import new_match
from sfbkit.kit.play.play_loop import play_to_end
from sfbkit.kit.play.random_player import RandomPlayer

GOALS = {2: 100.0, 6: 25.0}
BW_START = "59075e96741b47ad95bb218d97cc029b5e116fc8"
"""The last commit before the second pass on the Blood Wars engine's speed."""
BW_BEFORE = "49ddb550d1d10900aa6548f36cdca3ff14ffa85a"
"""The last commit before the third pass (formation answers by profile, ``first`` ending a match)."""
BW_FOURTH = "90ed31a79d89f267fbc51a368bbd99b7c947605d"
"""The last commit before the fourth pass (changed hands named by the step, summaries dropped once changed)."""
COMPARED = (("start", BW_START), ("before", BW_BEFORE), ("fourth", BW_FOURTH))
"""The earlier commits whose code plays the same matches beside today's."""
ROUNDS = 3
REPOSITORY = Path(__file__).resolve().parent.parent
PLAY_SCRIPT = Path(__file__).resolve().parent / "bw_engine_play.py"


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


def measure(code: Path, seats: int, games: int) -> float | str:
    """Returns the matches per CPU second of ``bw_engine_play.py`` run with the code in ``code``, or why it failed."""
    answer = run_json(code, PLAY_SCRIPT, str(seats), str(games))
    if isinstance(answer, str):
        return answer
    return int(answer["matches"]) / float(answer["cpu"])


def _compare(result: Result, quick: bool, sizes: tuple[tuple[int, int], ...]) -> None:
    """Plays the matches with each ``COMPARED`` commit's code and today's in turns; reports each one's best rate."""
    with tempfile.TemporaryDirectory(prefix="sfbkit-bw-engine-") as folder:
        codes: list[tuple[str, Path]] = []
        for name, commit in COMPARED:
            code = export(commit, Path(folder) / name)
            if isinstance(code, str):
                result.note(f"the {name} could not be run, so no ratio is measured: {code}")
                return
            codes.append((name, code))
        codes.append(("today", REPOSITORY))
        best: dict[tuple[str, int], float] = {}
        for _ in range(1 if quick else ROUNDS):
            for seats, games in sizes:
                for name, code in codes:
                    rate = measure(code, seats, games)
                    if isinstance(rate, str):
                        result.note(rate)
                        return
                    best[(name, seats)] = max(rate, best.get((name, seats), 0.0))
    commits = ", ".join(f"{name} {commit[:7]}" for name, commit in COMPARED)
    result.note(f"{commits} and today, each in its own process, rounds alternated, best kept")
    for seats, games in sizes:
        after = best[("today", seats)]
        for name, _ in COMPARED:
            before = best[(name, seats)]
            result.figure(f"{seats}-seat {name}: matches per CPU second ({games} games)", before, "matches/s")
            result.ratio(f"{seats}-seat rate, today / {name}", after / before)
        result.figure(f"{seats}-seat today: matches per CPU second ({games} games)", after, "matches/s")


def run(quick: bool) -> Result:
    """Plays the matches and reports their rates, then today's against the start's."""
    result = Result("bw_engine")
    defs = definitions_of(load_library(bundled_root()))
    rates: dict[int, float] = {}
    sizes = ((2, 10 if quick else 100), (6, 3 if quick else 25))
    for seats, games in sizes:
        rate, decisions = _rate(defs, seats, games)
        rates[seats] = rate
        result.figure(f"{seats}-seat random matches per CPU second ({games} games)", rate, "matches/s")
        result.figure(f"{seats}-seat decisions per match", decisions, "decisions")
        goal = GOALS[seats]
        result.ratio(f"{seats}-seat rate / goal {goal:.0f}", rate / goal, ">= 1", rate >= goal)
    result.ratio("six-seat time per match / two-seat", rates[2] / rates[6])
    _compare(result, quick, sizes)
    return result
