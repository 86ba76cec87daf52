"""Runs a Dungeon Command match script: applies its steps, runs its policy stretches, checks its expectations."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path

from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.play.expectations import KEYS, Checked
from sfbkit.games.dungeon_command.play.players import player
from sfbkit.games.dungeon_command.play.run import DCRun, MatchSetup
from sfbkit.games.dungeon_command.play.script import Auto, DCScript, ScriptStep
from sfbkit.games.dungeon_command.play.start import start_match
from sfbkit.kit.errors import IllegalDecisionError, UsageError
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.play.play_loop import MATCH_DECISION_CAP, PlayOutcome, play_match
from sfbkit.kit.play.player import Player
from sfbkit.kit.play.seeds import derive_seed

MAX_AUTO_DECISIONS = MATCH_DECISION_CAP
"""A policy stretch that has not finished after this many decisions fails (never a hang)."""


def start_run(library: DCLibrary, script: DCScript) -> DCRun:
    """Starts the match a script's header describes; raises ScriptFailed naming an unknown id."""
    setup = MatchSetup(
        script.seed,
        script.ruleset,
        script.warbands,
        script.battlefield,
        script.environment,
        library.content_hash,
        script.scenario,
    )
    try:
        match = start_match(definitions_of(library), setup)
    except UsageError as error:
        raise ScriptFailed(f"{script.path}:1: {error}", None) from None
    return DCRun(setup, match, title=script.path.stem)


class ScriptRunner:
    """Drives one run through a script's steps, counting decisions and expectations."""

    def __init__(self, run: DCRun, script: DCScript) -> None:
        self.run = run
        self.script = script
        self.expectations = 0
        self.since = 0

    def fail(self, step: ScriptStep, message: str, line: int | None = None) -> ScriptFailed:
        """Returns the failure of a step in the form ``SCRIPT:line: step N: what was wrong``."""
        return ScriptFailed(
            f"{self.script.path}:{line or step.line}: step {step.number}: {message}", self.run
        )

    def play(self) -> str:
        """Runs every step; returns the summary line or raises ScriptFailed at the first failing step."""
        for step in self.script.steps:
            if step.form == "expect":
                self.check(step)
            elif step.auto is not None:
                self.auto(step, step.auto)
            elif step.form == "players":
                self.seats(step)
            else:
                for option in step.ids:
                    self.answer(step, option)
        return (
            f"{self.script.path}: ok: {len(self.script.steps)} steps, {len(self.run.decisions)} decisions, "
            f"{self.expectations} expectations"
        )

    def answer(self, step: ScriptStep, option: str) -> None:
        """Applies one scripted option id, or fails naming what was legal."""
        decision = self.run.match.decision
        if decision is None:
            raise self.fail(step, f"{step.form}: {option!r}: the match is over")
        if not decision.allows(option):
            asked = f"{decision.kind} ({decision.prompt})" if decision.prompt else decision.kind
            raise self.fail(
                step,
                f"{step.form}: {option!r} is not legal; player {decision.player} is asked for {asked}; "
                f"legal: {', '.join(decision.ids)}",
            )
        self.run.apply(decision, option, "script")

    def auto(self, step: ScriptStep, auto: Auto) -> None:
        """Lets a policy answer for both players until the match ends, a turn starts or N decisions."""
        chooser = player(auto.policy, auto.seed)
        until_turn = auto.until_turn
        outcome = self.let_players_answer(
            step,
            [chooser] * self.run.match.seats,
            MAX_AUTO_DECISIONS if auto.decisions is None else auto.decisions,
            None if until_turn is None else lambda match: match.state.turn >= until_turn,
        )
        if outcome.reason == "capped" and auto.decisions is None:
            raise self.fail(step, f"auto: {auto.policy}: {outcome.message}")

    def seats(self, step: ScriptStep) -> None:
        """Lets each seat's policy answer its decisions until the match ends or a seat without one is asked."""
        choosers = [
            None if policy is None else player(policy, derive_seed(self.script.seed, "policy", seat))
            for seat, policy in enumerate(step.seats)
        ]
        outcome = self.let_players_answer(step, choosers, MAX_AUTO_DECISIONS, None)
        if outcome.reason == "capped":
            raise self.fail(step, f"players: {outcome.message}")

    def let_players_answer(
        self,
        step: ScriptStep,
        players: Sequence[Player[DCMatch] | None],
        cap: int,
        until: Callable[[DCMatch], bool] | None,
    ) -> PlayOutcome:
        """Runs the kit's play loop on the match, recording every answer; an illegal answer fails the step."""
        run = self.run

        def answer(option: str, source: str) -> None:
            decision = run.match.decision
            assert decision is not None
            run.apply(decision, option, source)

        try:
            return play_match(run.match, players, cap=cap, answer=answer, until=until)
        except IllegalDecisionError as error:
            raise self.fail(step, str(error)) from None

    def check(self, step: ScriptStep) -> None:
        """Checks every expectation of an expect step; fails at the first that does not hold."""
        seen = Checked(self.run.match, self.since)
        for key, wanted, line in step.expect:
            problem = KEYS.get(key).check(seen, wanted)
            self.expectations += 1
            if problem is not None:
                raise self.fail(step, f"{key}: {problem}", line)
        self.since = len(self.run.match.events)


def run_script_file(library: DCLibrary, path: Path) -> tuple[DCRun, str]:
    """Parses and runs a script against a library; returns the run and its summary line."""
    from sfbkit.games.dungeon_command.play.script import parse_script

    script = parse_script(path)
    run = start_run(library, script)
    return run, ScriptRunner(run, script).play()
