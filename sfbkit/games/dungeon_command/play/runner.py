"""Runs a Dungeon Command match script on the kit's runner: its steps, its policy stretches, its expectations."""

from __future__ import annotations

from pathlib import Path

from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.play.expectations import EXPECTATIONS
from sfbkit.games.dungeon_command.play.players import PLAYERS
from sfbkit.games.dungeon_command.play.run import DCRun, MatchSetup
from sfbkit.games.dungeon_command.play.script import DCScript, parse_script
from sfbkit.games.dungeon_command.play.start import start_match
from sfbkit.games.dungeon_command.play.step_forms import atoms
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.scripts.atoms import Atom
from sfbkit.kit.scripts.runner import ScriptFailure, ScriptRunner, seat_policies
from sfbkit.kit.scripts.steps import DecisionStep, ExpectStep


class DCScriptRules:
    """What Dungeon Command adds to the kit's runner: its option-id answers and its turns."""

    side = "player"
    turn_event = "turn_start"

    def clock(self, match: DCMatch) -> int:
        """Returns the turn."""
        return match.state.turn

    def atoms(self, step: DecisionStep) -> list[Atom]:
        """Returns the option ids a step answers with."""
        return atoms(step)

    def step_player(self, step: DecisionStep, match: DCMatch) -> int | None:
        """Returns the player a step says it is for, if any."""
        return step.player

    def reached(self, match: DCMatch, place: str, since: int) -> int | None:
        """Returns None: a Dungeon Command step names every square it enters."""
        return None


RULES = DCScriptRules()


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


def run_steps(run: DCRun, script: DCScript) -> str:
    """Runs a script's steps on a started run; returns the summary line or raises ScriptFailed."""
    policies, _ = seat_policies(script.policies, script.seed, PLAYERS.make)
    runner = ScriptRunner(
        str(script.path),
        script.steps,
        run,
        RULES,
        EXPECTATIONS,
        policies=policies,
        make_player=PLAYERS.make,
        seed=script.seed,
    )
    try:
        runner.run()
    except ScriptFailure as failure:
        raise ScriptFailed(str(failure), run) from None
    expects = sum(1 for step in script.steps if isinstance(step, ExpectStep))
    return f"{script.path}: ok: {len(script.steps)} steps, {len(run.decisions)} decisions, {expects} expectations"


def run_script_file(library: DCLibrary, path: Path) -> tuple[DCRun, str]:
    """Parses and runs a script against a library; returns the run and its summary line."""
    script = parse_script(path)
    run = start_run(library, script)
    return run, run_steps(run, script)
