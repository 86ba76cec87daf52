"""Dungeon Command engine: random-versus-random matches per CPU second beside Super Fantasy Brawl's.

Each DC match is played on the bundled content (the two bundled warbands, picked by
the seed, twin-vaults, the ``simulation`` ruleset's turn limit); each SFB match is the
standard 3-versus-3 game of ``bench/engine.py``. Both batches run in this process, so
the ratio compares the two engines under the same load. The baseline for the DC
engine's own cost is a replay of the very same answers without any player.

Issue 28 §3 asks Dungeon Command for at least 4× fewer CPU seconds per decision than the
code of ``DC_START`` (``bench/dc_start.py``). The games of ``bench/dc_games.py`` (explicit
engine seeds and answers) are played by both, each in a process of its own, alternated for
``START_ROUNDS`` rounds with each side keeping its cheapest; their event hashes must agree.
The instructions per decision (callgrind) of the first ``CALLGRIND_GAMES`` games are counted
too, since the CPU times of a shared machine drift with its load and instructions do not.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass

from bench import engine as sfb_bench
from bench.commit_export import REPOSITORY
from bench.dc_games import SPEED_GAMES
from bench.dc_start import DC_START, Played, instructions, play, start_code
from bench.replay_timing import replay_seconds
from bench.report import Result
from sfbkit.games.dungeon_command.content.library import load_library
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.definitions import Definitions
from sfbkit.games.dungeon_command.engine.match import DCMatch, new_match
from sfbkit.games.super_fantasy_brawl.content.library import load_library as load_sfb_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.kit.play.random_player import RandomPlayer

RULESET = "simulation"
GOAL_SPEED_UP = 4.0
"""Issue 28 §3: at least 4× fewer CPU seconds per Dungeon Command decision than ``DC_START``."""
START_ROUNDS = 3
"""Rounds of the games with today's code and with ``DC_START``'s, alternated; each keeps its cheapest."""
CALLGRIND_GAMES = 2


@dataclass(slots=True)
class DCTally:
    """What a batch of DC matches did."""

    matches: int = 0
    cpu: float = 0.0
    decisions: int = 0
    events: int = 0
    turns: int = 0
    capped: int = 0


def start(defs: Definitions, seed: int) -> DCMatch:
    """Starts the seeded DC match; the seed picks the two warbands, mirrors included."""
    bands = sorted(defs.warbands)
    pair = (bands[seed % len(bands)], bands[(seed // len(bands)) % len(bands)])
    return new_match(defs, warbands=pair, battlefield="twin-vaults", ruleset=RULESET, seed=seed)


def play_batch(defs: Definitions, seeds: range) -> tuple[DCTally, list[list[str]]]:
    """Plays one random-versus-random match per seed; returns the tally and every match's answers."""
    tally = DCTally()
    transcripts = []
    for seed in seeds:
        match = start(defs, seed)
        rng = random.Random(seed)
        answers = []
        begin = time.process_time()
        while (decision := match.decision) is not None:
            answer = decision.options[rng.randrange(len(decision.options))].id
            match.apply(answer)
            answers.append(answer)
        tally.cpu += time.process_time() - begin
        result = match.result
        assert result is not None
        tally.matches += 1
        tally.decisions += len(answers)
        tally.events += len(match.events)
        tally.turns += result.turns
        tally.capped += result.reason == "turn_limit"
        transcripts.append(answers)
    return tally, transcripts


def replay_batch(defs: Definitions, seeds: range, transcripts: list[list[str]]) -> float:
    """Replays recorded answers with no player; returns the CPU seconds the engine took."""
    return replay_seconds(lambda seed: start(defs, seed), seeds, transcripts)


def greedy_batch(defs: Definitions, seeds: range) -> DCTally:
    """Plays one greedy-versus-greedy match per seed on the ``skirmish`` ruleset (ten turns)."""
    from sfbkit.games.dungeon_command.play.greedy_player import GreedyPlayer

    tally = DCTally()
    bands = sorted(defs.warbands)
    for seed in seeds:
        match = new_match(
            defs, warbands=(bands[0], bands[-1]), battlefield="twin-vaults", ruleset="skirmish", seed=seed
        )
        greedy = GreedyPlayer()
        begin = time.process_time()
        while (decision := match.decision) is not None:
            match.apply(greedy.choose(match, decision))
            tally.decisions += 1
        tally.cpu += time.process_time() - begin
        tally.matches += 1
        tally.events += len(match.events)
        tally.turns += match.state.turn
    return tally


def run(quick: bool) -> Result:
    """Plays the DC random batch and an SFB random batch in the same process and compares them."""
    result = Result("dc_engine")
    defs = definitions_of(load_library(bundled_root()))
    limit = defs.rulesets[RULESET].turn_limit
    result.note(f"Dungeon Command: bundled warbands, twin-vaults, ruleset {RULESET} (turn limit {limit})")
    seeds = range(1, 11 if quick else 201)
    tally, transcripts = play_batch(defs, seeds)
    engine_only = replay_batch(defs, seeds, transcripts)
    sfb_library = load_sfb_library(bundled_content_root())
    sfb_seeds = range(1, 11 if quick else 101)
    sfb, _ = sfb_bench.play_batch(
        sfb_library, sfb_seeds, lambda seed: [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]
    )
    dc_rate = tally.matches / tally.cpu
    sfb_rate = sfb.matches / sfb.cpu
    result.figure("DC random v random: matches", tally.matches, "matches")
    result.figure("DC random v random: matches per CPU second", dc_rate, "matches/s")
    result.figure("DC random v random: decisions per CPU second", tally.decisions / tally.cpu, "decisions/s")
    result.figure("DC random v random: events per CPU second", tally.events / tally.cpu, "events/s")
    result.figure("DC random v random: mean turns per match", tally.turns / tally.matches, "turns")
    result.figure("DC matches that hit the turn limit", tally.capped, f"of {tally.matches}")
    result.figure(
        "DC replay of the answers: matches per CPU second", tally.matches / engine_only, "matches/s"
    )
    result.figure("SFB random v random: matches per CPU second", sfb_rate, "matches/s")
    result.ratio("DC / SFB random matches per CPU second", dc_rate / sfb_rate)
    result.ratio(
        "DC decisions / SFB decisions per CPU second",
        (tally.decisions / tally.cpu) / (sfb.decisions / sfb.cpu),
    )
    result.ratio("DC random play / replay of its answers (player overhead)", tally.cpu / engine_only)
    greedy = greedy_batch(defs, range(1, 2 if quick else 4))
    result.figure(
        "DC greedy v greedy (skirmish, 10 turns): matches per CPU second",
        greedy.matches / greedy.cpu,
        "matches/s",
    )
    result.figure(
        "DC greedy v greedy: decisions per CPU second", greedy.decisions / greedy.cpu, "decisions/s"
    )
    result.ratio(
        "DC random / greedy decisions per CPU second (look-ahead cost)",
        (tally.decisions / tally.cpu) / (greedy.decisions / greedy.cpu),
    )
    against_start(result, quick)
    return result


def against_start(result: Result, quick: bool) -> None:
    """Times the games of ``dc_games.py`` with today's code and ``DC_START``'s in turns, and counts instructions."""
    games = 3 if quick else SPEED_GAMES
    with start_code() as start:
        if isinstance(start, str):
            result.note(f"no comparison with {DC_START[:7]}: {start}")
            return
        today: Played | None = None
        before: Played | None = None
        for _ in range(1 if quick else START_ROUNDS):
            for side in ("start", "today"):
                played = play(start if side == "start" else REPOSITORY, 0, games)
                if isinstance(played, str):
                    result.note(f"no comparison with {DC_START[:7]}: {side}: {played}")
                    return
                if side == "start" and (before is None or played.cpu < before.cpu):
                    before = played
                if side == "today" and (today is None or played.cpu < today.cpu):
                    today = played
        assert today is not None and before is not None
        same = sum(a == b for a, b in zip(today.hashes, before.hashes, strict=True))
        result.figure(
            f"DC games 1-{games}, code of {DC_START[:7]}: decisions per CPU second",
            before.decisions / before.cpu,
            "decisions/s",
        )
        result.figure(
            f"DC games 1-{games}, today's code: decisions per CPU second",
            today.decisions / today.cpu,
            "decisions/s",
        )
        result.figure(f"DC games with the same event hashes as {DC_START[:7]}", same, f"of {games}")
        speed_up = (today.decisions / today.cpu) / (before.decisions / before.cpu)
        result.ratio(
            f"DC CPU seconds per decision, {DC_START[:7]} / today",
            speed_up,
            goal=f">= {GOAL_SPEED_UP:g}",
            met=speed_up >= GOAL_SPEED_UP and same == games,
        )
        if quick:
            return
        counted = instructions([start, REPOSITORY], 0, CALLGRIND_GAMES)
        if isinstance(counted, str):
            result.note(f"no instruction counts: {counted}")
            return
        (old_count, old_decisions), (new_count, new_decisions) = counted
        result.figure(
            f"DC instructions per decision, {DC_START[:7]} (games 1-{CALLGRIND_GAMES})",
            old_count / old_decisions,
            "instructions",
        )
        result.figure(
            f"DC instructions per decision, today (games 1-{CALLGRIND_GAMES})",
            new_count / new_decisions,
            "instructions",
        )
        result.ratio(
            f"DC instructions per decision, {DC_START[:7]} / today",
            (old_count / old_decisions) / (new_count / new_decisions),
            goal=f">= {GOAL_SPEED_UP:g}",
            met=(old_count / old_decisions) / (new_count / new_decisions) >= GOAL_SPEED_UP,
        )
