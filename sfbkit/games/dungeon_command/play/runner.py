"""Runs a Dungeon Command match script on the kit's runner: its steps, its policy stretches, its expectations."""

from __future__ import annotations

from pathlib import Path

from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.play.expectations import EXPECTATIONS
from sfbkit.games.dungeon_command.play.players import PLAYERS
from sfbkit.games.dungeon_command.play.run import DCRun, MatchSetup
from sfbkit.games.dungeon_command.play.script import DCScript, parse_script
from sfbkit.games.dungeon_command.play.start import start_match
from sfbkit.games.dungeon_command.play.step_forms import atoms
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.scripts.runner import ScriptFailure, ScriptRunner, StepRules, script_summary, seat_policies

RULES = StepRules("player", "turn_start", lambda match: match.state.turn, atoms)
"""What Dungeon Command adds to the kit's runner: its option-id answers and its turns."""


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
    return script_summary(script.path, script.steps, len(run.decisions))


def run_script_file(library: DCLibrary, path: Path) -> tuple[DCRun, str]:
    """Parses and runs a script against a library; returns the run and its summary line."""
    script = parse_script(path)
    run = start_run(library, script)
    return run, run_steps(run, script)
