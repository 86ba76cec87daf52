"""Replays a Dungeon Command JSONL log: re-runs its decisions and verifies every record and field it states."""

from __future__ import annotations

from pathlib import Path
from typing import get_args

from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.definitions import Environment
from sfbkit.games.dungeon_command.play.logs import (
    FOOTER_KEYS,
    FORMAT_VERSION,
    GAME,
    HEADER_KEYS,
    footer,
    header,
)
from sfbkit.games.dungeon_command.play.players import PLAYERS
from sfbkit.games.dungeon_command.play.run import DCRun, MatchSetup
from sfbkit.games.dungeon_command.play.script import POLICIES
from sfbkit.games.dungeon_command.play.start import start_match
from sfbkit.kit.play.log_replay import check_content, replay_file
from sfbkit.kit.play.match_log import LogError, LogFile
from sfbkit.kit.play.match_log import read_log_file as read_kit_log_file

ANSWERERS = ("script", "human", *POLICIES)
"""Who may answer a decision: a script or a person chose freely; a policy's answers are checked where they can be."""

RE_RUN = ("greedy", "first")
"""The policies without a seed: a replay asks them again and compares their answer with the log's."""


def read_log_file(path: Path) -> LogFile:
    """Reads a DC log file; raises LogError when it is unreadable, too large or malformed."""
    return read_kit_log_file(path, GAME, HEADER_KEYS, version=FORMAT_VERSION, footer_keys=FOOTER_KEYS)


def _setup(log: LogFile, library: DCLibrary, file: str) -> MatchSetup:
    """Returns the setup the header states; LogError naming the first field of the wrong shape."""
    head = log.header
    check_content(log, file, library.content_hash)
    warbands = head["warbands"]
    if not (isinstance(warbands, list) and len(warbands) == 2 and all(isinstance(w, str) for w in warbands)):
        raise LogError(f"{file}:1: warbands: expected two warband ids")
    seed = head["seed"]
    if type(seed) is not int or not 0 <= seed < 2**63:
        raise LogError(f"{file}:1: seed: expected an integer from 0 to 2**63 - 1")
    for key in ("ruleset", "battlefield"):
        if not isinstance(head[key], str):
            raise LogError(f"{file}:1: {key}: expected an id")
    environments = get_args(Environment)
    if head["environment"] is not None and head["environment"] not in environments:
        raise LogError(f"{file}:1: environment: expected {' or '.join(environments)} or null")
    scenario = head["scenario"]
    if scenario is not None and not isinstance(scenario, dict):
        raise LogError(f"{file}:1: scenario: expected a mapping or null")
    return MatchSetup(
        seed,
        head["ruleset"],
        (warbands[0], warbands[1]),
        head["battlefield"],
        head["environment"],
        library.content_hash,
        scenario,
    )


def replay_log(library: DCLibrary, path: Path) -> tuple[DCRun, str]:
    """Re-runs a log against a library; returns the run and ``LOG: replay ok: N decisions, M events``.

    Checked: each decision's place among the events, its index, player and
    kind, its answerer (greedy and first are asked again), every event, and
    every header and footer field against those the replay writes.
    """
    return replay_file(
        path,
        read_log_file,
        lambda log, file: _setup(log, library, file),
        lambda setup: DCRun(setup, start_match(definitions_of(library), setup), title=path.stem),
        lambda run: (header(run), footer(run)),
        first_index=DCRun.first_index,
        answerers=ANSWERERS,
        registry=PLAYERS,
        asked_again=RE_RUN,
    )
