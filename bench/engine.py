"""Engine: full random-versus-random and greedy-versus-greedy matches per second on one core.

Each match is a standard 3-versus-3 game on the bundled content with teams
drawn from the match's seed; the ruleset's round limit is the cap, and how many
matches reach it is reported. The baseline replays the very same answers
without any player, which is the engine's own share of the time.

Greedy matches are played three ways, and must give the same event hashes
each time: with today's code; with the code as it stood when issue 14 was taken
up (``bench/issue_start.py``: that commit's player, fork and rules code, run in
a process of its own), whose CPU-time ratio to today's is the speed-up issue 14
asks to be at least 4 (the two alternate for ``GREEDY_ROUNDS`` rounds and each
keeps its cheapest); and with the former player and fork on today's rules
code (``bench/former_greedy.py``: every option forked, rolled out and evaluated
in full; a snapshot at turn start only, two clones per fork, the turn's answers
replayed), whose ratio is the share of the player and fork alone.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass

from bench.issue_start import ISSUE_START, Played, play_issue_start
from bench.replay_timing import replay_seconds
from bench.report import Result
from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.engine import Match, Player, new_match
from sfbkit.kit.play.decisions import CHECKPOINT

GOAL_RANDOM_MATCHES_PER_SECOND = 150.0
GOAL_GREEDY_SPEED_UP = 4.0
GREEDY_ROUNDS = 3
"""Rounds of the greedy games with today's code and the old code, alternated; the cheapest of each is kept."""


class TurnReplayMatch(Match):
    """A match that forks as sfbkit did before: snapshots at turn start only, two clones per fork."""

    __slots__ = ()

    def _advance(self, answer: str | None) -> None:
        gen = self._gen
        try:
            decision = next(gen) if answer is None else gen.send(answer)
            while decision is CHECKPOINT:
                state = self.engine.state
                if self._checkpoints and state.phase == "turn_start":
                    self._base = state.clone(with_events=False)
                    self._base_events = len(state.events)
                    self._answers = []
                decision = next(gen)
        except StopIteration:
            self._decision = None
            return
        self._decision = decision

    def fork(self) -> Match:
        """Returns a copy rebuilt from the turn's snapshot (cloned twice) and every answer since."""
        self._checkpoints = True
        base = self._base.clone(with_events=False)
        base.events = self.engine.state.events[: self._base_events]
        teams, draft = self._setup
        copy = TurnReplayMatch(self.rules, self.board, self.engine.ruleset, base, teams, draft)
        copy._checkpoints = True
        for answer in self._answers:
            copy.apply(answer)
        return copy


@dataclass(slots=True)
class Tally:
    """What a batch of matches did: how many, how long, how many decisions and events, how many hit the cap."""

    matches: int = 0
    seconds: float = 0.0
    cpu: float = 0.0
    """CPU seconds of this process: what the matches cost one core, whatever else runs on the machine."""
    decisions: int = 0
    events: int = 0
    capped: int = 0
    rounds: int = 0


def start(library: Library, seed: int, *, turn_replay: bool = False) -> Match:
    """Starts the seeded match: two teams of three drawn from every champion (``turn_replay``: the former fork)."""
    rng = random.Random(seed)
    picked = rng.sample(sorted(library.champions), 6)
    match = new_match(library, teams=[picked[:3], picked[3:]], seed=seed)
    if turn_replay:
        match.__class__ = TurnReplayMatch
    return match


def play_batch(
    library: Library,
    seeds: range,
    players_for: Callable[[int], list[Player]],
    hashes: list[str] | None = None,
    *,
    turn_replay: bool = False,
) -> tuple[Tally, list[list[str]]]:
    """Plays one match per seed to its end; returns the tally and every match's answers (and event hashes)."""
    tally = Tally()
    transcripts: list[list[str]] = []
    for seed in seeds:
        match = start(library, seed, turn_replay=turn_replay)
        players = players_for(seed)
        answers: list[str] = []
        begin, begin_cpu = time.perf_counter(), time.process_time()
        decision = match.decision
        while decision is not None:
            answer = players[decision.player].choose(match, decision)
            match.apply(answer)
            answers.append(answer)
            decision = match.decision
        tally.seconds += time.perf_counter() - begin
        tally.cpu += time.process_time() - begin_cpu
        result = match.result
        assert result is not None
        tally.matches += 1
        tally.decisions += len(answers)
        tally.events += len(match.events)
        tally.rounds += result.rounds
        tally.capped += result.reason == "round_limit"
        transcripts.append(answers)
        if hashes is not None:
            hashes.append(match.events_hash())
    return tally, transcripts


def replay_batch(library: Library, seeds: range, transcripts: list[list[str]]) -> float:
    """Replays recorded answers with no player; returns the CPU seconds the engine took."""
    return replay_seconds(lambda seed: start(library, seed), seeds, transcripts)


def _random_players(seed: int) -> list[Player]:
    from sfbkit.kit.play.random_player import RandomPlayer

    return [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]


def _greedy_players(seed: int) -> list[Player]:
    from sfbkit.games.super_fantasy_brawl.play.greedy_player import GreedyPlayer

    return [GreedyPlayer(seed * 2 + 1), GreedyPlayer(seed * 2 + 2)]


def _former_greedy_players(seed: int) -> list[Player]:
    from bench.former_greedy import FormerGreedyPlayer

    return [FormerGreedyPlayer(seed * 2 + 1), FormerGreedyPlayer(seed * 2 + 2)]


def _same(hashes: list[str], others: list[str]) -> str:
    """Says whether two batches of matches gave the same event hashes, and how many agree."""
    agree = sum(a == b for a, b in zip(hashes, others, strict=False))
    verdict = "the same" if hashes == others else "DIFFERENT"
    return f"{verdict} event hashes ({agree} of {len(hashes)})"


def _report(result: Result, name: str, tally: Tally) -> None:
    result.figure(f"{name}: matches", tally.matches, "matches")
    result.figure(f"{name}: matches per second (wall)", tally.matches / tally.seconds, "matches/s")
    result.figure(f"{name}: matches per CPU second", tally.matches / tally.cpu, "matches/s")
    result.figure(f"{name}: decisions per CPU second", tally.decisions / tally.cpu, "decisions/s")
    result.figure(f"{name}: events per CPU second", tally.events / tally.cpu, "events/s")
    result.figure(f"{name}: mean rounds per match", tally.rounds / tally.matches, "rounds")
    result.figure(f"{name}: matches that hit the round cap", tally.capped, f"of {tally.matches}")


def _greedy_batches(result: Result, library: Library, seeds: range, rounds: int) -> Tally:
    """Plays the greedy games with today's code and the code before issue 14 in alternation, then the former path.

    Each side keeps its cheapest round (in CPU seconds): a round that other work on the machine slowed is
    not the code's cost. Returns today's cheapest tally.
    """
    greedy_runs: list[tuple[Tally, list[str]]] = []
    old_runs: list[Played | str] = []
    for _ in range(rounds):
        hashes: list[str] = []
        tally, _ = play_batch(library, seeds, _greedy_players, hashes)
        greedy_runs.append((tally, hashes))
        old_runs.append(play_issue_start(seeds.start, seeds.stop))
    greedy, greedy_hashes = min(greedy_runs, key=lambda run: run[0].cpu)
    played = [run for run in old_runs if isinstance(run, Played)]
    issue_start = min(played, key=lambda run: run.cpu) if played else old_runs[0]
    _report(result, "greedy v greedy", greedy)
    former_hashes: list[str] = []
    former, _ = play_batch(library, seeds, _former_greedy_players, former_hashes, turn_replay=True)
    result.figure(
        "greedy v greedy, former player and fork: matches per CPU second",
        former.matches / former.cpu,
        "matches/s",
    )
    result.note(f"greedy games with the former player and fork: {_same(greedy_hashes, former_hashes)}")
    result.ratio(
        "greedy speed-up over the former player and fork on today's rules code", former.cpu / greedy.cpu
    )
    if isinstance(issue_start, str):
        result.note(f"the code before issue 14 could not be run, so its goal is not measured: {issue_start}")
        return greedy
    result.figure(
        f"greedy v greedy, code of {ISSUE_START[:7]}: matches per CPU second",
        len(issue_start.hashes) / issue_start.cpu,
        "matches/s",
    )
    result.note(
        f"greedy games with the code of {ISSUE_START[:7]}: {_same(greedy_hashes, issue_start.hashes)}"
    )
    result.note(
        f"greedy rounds, today's code and the code of {ISSUE_START[:7]} alternated: {rounds}, cheapest kept"
    )
    speed_up = issue_start.cpu / greedy.cpu
    result.ratio(
        f"greedy speed-up over the code of {ISSUE_START[:7]} (same games, goal of issue 14)",
        speed_up,
        f">= {GOAL_GREEDY_SPEED_UP:g}",
        speed_up >= GOAL_GREEDY_SPEED_UP and greedy_hashes == issue_start.hashes,
    )
    return greedy


def run(quick: bool) -> Result:
    """Plays the random and greedy batches, then replays the random one without players."""
    result = Result("engine")
    library = load_library(bundled_content_root())
    cap = library.rulesets["standard"].round_limit
    result.note(f"ruleset standard, arena fabulosa, round cap {cap}, one process (one core)")
    random_seeds = range(1, 21 if quick else 401)
    tally, transcripts = play_batch(library, random_seeds, _random_players)
    _report(result, "random v random", tally)
    engine_only = replay_batch(library, random_seeds, transcripts)
    greedy = _greedy_batches(result, library, range(1, 2 if quick else 21), 1 if quick else GREEDY_ROUNDS)
    per_second = tally.matches / tally.cpu
    result.figure(
        "replay of the random answers: matches per CPU second", tally.matches / engine_only, "matches/s"
    )
    result.ratio(
        "random matches per CPU second / 150 goal",
        per_second / GOAL_RANDOM_MATCHES_PER_SECOND,
        ">= 1",
        per_second >= GOAL_RANDOM_MATCHES_PER_SECOND,
    )
    result.ratio("random play / replay of its answers (player overhead)", tally.cpu / engine_only)
    result.ratio(
        "greedy / random CPU seconds per decision",
        (greedy.cpu / greedy.decisions) / (tally.cpu / tally.decisions),
    )
    return result
