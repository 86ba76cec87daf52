"""A declared game's ``match`` and ``replay``: its scripts on the kit's runner, its logs on the kit's verifier."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pydantic import BaseModel, ValidationError

from sfbkit.kit.declared import script as declared_script
from sfbkit.kit.declared.match_declaration import MatchDeclaration
from sfbkit.kit.declared.run import (
    FORMAT_VERSION,
    HEADER_KEYS,
    DeclaredRun,
    DeclaredSetup,
    setup_json,
)
from sfbkit.kit.errors import ScriptError, UsageError
from sfbkit.kit.game import ScriptFailed
from sfbkit.kit.play.log_replay import check_content, replay_decisions
from sfbkit.kit.play.match_log import LogError, LogFile
from sfbkit.kit.play.match_log import read_log_file as read_kit_log_file
from sfbkit.kit.play.player import Player
from sfbkit.kit.play.player_registry import PlayerRegistry
from sfbkit.kit.problems import excerpt
from sfbkit.kit.scripts.option_rules import OptionScriptRules
from sfbkit.kit.scripts.runner import ScriptFailure, ScriptRunner, seat_policies
from sfbkit.kit.scripts.steps import ExpectStep

ANSWERERS = ("script", "human")
"""Who may answer besides the game's players: a script or a person chose freely."""


def script_rules(game: MatchDeclaration) -> OptionScriptRules:
    """Returns what a declared game adds to the kit's runner: option-id answers, its clock and clock event."""
    return OptionScriptRules(
        "player", game.clock_event or "", lambda match: declared_script.clock(game, match)
    )


def no_matches(game: MatchDeclaration, what: Path) -> ScriptError:
    """Returns the error of a game that declares no matches."""
    return ScriptError(f"{what}:1: {game.title} declares no matches (its setup_model and new_match)")


def start_run(game: MatchDeclaration, root: Path, setup: BaseModel, seed: int, title: str) -> DeclaredRun:
    """Starts a match of a validated setup on the tree."""
    library = game.library_of(root)
    match = game.new_match(library, setup, seed)
    return DeclaredRun(DeclaredSetup(game, setup_json(setup), seed, library.content_hash), match, title=title)


def run_script(game: MatchDeclaration, root: Path, path: Path) -> tuple[DeclaredRun, str]:
    """Runs a script on the tree; returns the run and ``SCRIPT: ok: ...``, or raises ScriptFailed at file:line."""
    if game.setup_model is None:
        raise no_matches(game, path)
    script = declared_script.parse_script(game, path)
    try:
        run = start_run(game, root, script.setup, script.seed, path.stem)
    except UsageError as error:
        raise ScriptFailed(f"{path}:1: {error}", None) from None
    registry = PlayerRegistry(game.players())
    names = [(name, None) for name in script.players]
    policies, seeds = seat_policies(names, script.seed, registry.make)
    run.seat_names.update({seat: name for seat, (name, _) in policies.items()})
    run.player_seeds.update(seeds)
    runner = ScriptRunner(
        str(path),
        script.steps,
        run,
        script_rules(game),
        declared_script.expectations(game),
        policies=policies,
        make_player=registry.make,
        seed=script.seed,
    )
    try:
        runner.run()
    except ScriptFailure as failure:
        raise ScriptFailed(str(failure), run) from None
    expects = sum(1 for step in script.steps if isinstance(step, ExpectStep))
    return (
        run,
        f"{path}: ok: {len(script.steps)} steps, {len(run.decisions)} decisions, {expects} expectations",
    )


def read_log_file(game: MatchDeclaration, path: Path) -> LogFile:
    """Reads a log of the game; LogError when it is unreadable, too large or malformed."""
    return read_kit_log_file(path, game.id, HEADER_KEYS, version=FORMAT_VERSION)


def _started(game: MatchDeclaration, root: Path, log: LogFile, file: str, title: str) -> DeclaredRun:
    head = log.header
    seed = head["seed"]
    if type(seed) is not int or not 0 <= seed <= declared_script.MAX_SEED:
        raise LogError(f"{file}:1: seed: expected an integer from 0 to 2**63 - 1")
    assert game.setup_model is not None
    try:
        setup = game.setup_model.model_validate(head["setup"])
    except ValidationError as error:
        first = error.errors()[0]
        where = "".join(f".{part}" for part in first["loc"])
        raise LogError(f"{file}:1: setup{where}: {excerpt(first['msg'])}") from None
    try:
        run = start_run(game, root, setup, seed, title)
    except UsageError as error:
        raise LogError(f"{file}:1: {excerpt(str(error))}") from None
    check_content(log, file, run.setup.content_hash)
    return run


def replay(game: MatchDeclaration, root: Path, path: Path) -> tuple[DeclaredRun, str]:
    """Re-runs a log on the tree, verifying every decision, event and field it states (unseeded players asked again)."""
    if game.setup_model is None:
        raise no_matches(game, path)
    file = str(path)
    log = read_log_file(game, path)
    run = _started(game, root, log, file, path.stem)
    registry = PlayerRegistry(game.players())
    re_run: dict[str, Player[Any]] = {}

    def rerun(seat: int, source: str, line: int) -> Player[Any] | None:
        if not registry.knows(source) or source.partition(":")[0] in registry.seeded_names:
            return None
        return re_run.setdefault(source, registry.make(source, 0))

    replay_decisions(
        log,
        file,
        run,
        first_index=0,
        answerers=lambda source: (
            (*ANSWERERS, source) if registry.knows(source) else (*ANSWERERS, *registry.names)
        ),
        rerun=rerun,
        records=lambda: (run.header(), run.footer()),
    )
    return run, f"{path}: replay ok: {len(run.decisions)} decisions, {len(run.match.events)} events"
