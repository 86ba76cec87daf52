"""Runs a Blood Wars match script on the kit's runner: its steps, its policy stretches, its expectations."""

from __future__ import annotations

from pathlib import Path

from sfbkit.games.blood_wars.content.library import BWLibrary
from sfbkit.games.blood_wars.content.position import Position
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.play.deck_check import KEY as DECK_CHECK
from sfbkit.games.blood_wars.play.deck_check import DeckCheckRun, run_deck_check
from sfbkit.games.blood_wars.play.expectations import EXPECTATIONS
from sfbkit.games.blood_wars.play.players import PLAYERS
from sfbkit.games.blood_wars.play.run import BWRun, MatchSetup
from sfbkit.games.blood_wars.play.scenario_checks import position_problems
from sfbkit.games.blood_wars.play.script import BWScript, parse_script, read_document
from sfbkit.games.blood_wars.play.start import start_match
from sfbkit.kit.content.model_errors import format_path
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.scripts.option_rules import OptionScriptRules, run_script_steps

RULES = OptionScriptRules("seat", "turn_started", lambda match: match.state.round)
"""What Blood Wars adds to the kit's runner: a winner is a seat, turns start with ``turn_started``, rounds count."""


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
    return run_script_steps(
        script.path,
        script.steps,
        run,
        RULES,
        EXPECTATIONS,
        seats=script.policies,
        seed=script.seed,
        make_player=PLAYERS.make,
    )


def run_script_file(library: BWLibrary, path: Path) -> tuple[BWRun | DeckCheckRun, str]:
    """Parses and runs a script (or a deck check) against a library; returns the run and its summary line."""
    data, root = read_document(path)
    if isinstance(data, dict) and DECK_CHECK in data:
        return run_deck_check(library, path, data, root)
    script = parse_script(path, (data, root))
    run = start_run(library, script)
    return run, run_steps(run, script)
