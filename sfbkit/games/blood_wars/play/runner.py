"""Runs a Blood Wars match script on the kit's runner: its steps, its policy stretches, its expectations."""

from __future__ import annotations

from pathlib import Path

from sfbkit.games.blood_wars.content.library import BWLibrary
from sfbkit.games.blood_wars.content.position import Position
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.games.blood_wars.play.deck_check import KEY as DECK_CHECK
from sfbkit.games.blood_wars.play.deck_check import DeckCheckRun, run_deck_check
from sfbkit.games.blood_wars.play.expectations import EXPECTATIONS
from sfbkit.games.blood_wars.play.players import PLAYERS
from sfbkit.games.blood_wars.play.run import BWRun, MatchSetup
from sfbkit.games.blood_wars.play.scenario_checks import position_problems
from sfbkit.games.blood_wars.play.script import BWScript, parse_script, read_document
from sfbkit.games.blood_wars.play.start import start_match
from sfbkit.games.blood_wars.play.step_forms import atoms
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.model_errors import format_path
from sfbkit.kit.scripts.atoms import Atom
from sfbkit.kit.scripts.runner import ScriptFailure, ScriptRunner, seat_policies
from sfbkit.kit.scripts.steps import DecisionStep, ExpectStep


class BWScriptRules:
    """What Blood Wars adds to the kit's runner: its option-id answers and its rounds."""

    side = "seat"
    turn_event = "turn_started"

    def clock(self, match: BWMatch) -> int:
        """Returns the round."""
        return match.state.round

    def atoms(self, step: DecisionStep) -> list[Atom]:
        """Returns the option ids a step answers with."""
        return atoms(step)

    def step_player(self, step: DecisionStep, match: BWMatch) -> int | None:
        """Returns the seat a step says it is for, if any."""
        return step.player

    def reached(self, match: BWMatch, place: str, since: int) -> int | None:
        """Returns None: Blood Wars has no board to move on."""
        return None


RULES = BWScriptRules()


def start_run(library: BWLibrary, script: BWScript) -> BWRun:
    """Starts the match a script's header describes; raises ScriptFailed naming a bad id at its line."""
    setup = MatchSetup(script.seed, script.ruleset, script.decks, library.content_hash, script.scenario)
    defs = definitions_of(library)
    if script.scenario is not None:
        for path, message in position_problems(Position.model_validate(script.scenario), defs):
            node = script.root.deepest(path)
            where = format_path(path)
            raise ScriptFailed(f"{script.path}:{node.line}:{node.column}: {where}: {message}", None)
    try:
        match = start_match(defs, setup)
    except UsageError as error:
        key = "ruleset" if "ruleset" in str(error) and "deck" not in str(error) else "players"
        node = script.root.key(key) or script.root
        raise ScriptFailed(f"{script.path}:{node.line}:{node.column}: {error}", None) from None
    return BWRun(setup, match, title=script.name)


def run_steps(run: BWRun, script: BWScript) -> str:
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


def run_script_file(library: BWLibrary, path: Path) -> tuple[BWRun | DeckCheckRun, str]:
    """Parses and runs a script (or a deck check) against a library; returns the run and its summary line."""
    data, root = read_document(path)
    if isinstance(data, dict) and DECK_CHECK in data:
        return run_deck_check(library, path, data, root)
    script = parse_script(path, (data, root))
    run = start_run(library, script)
    return run, run_steps(run, script)
