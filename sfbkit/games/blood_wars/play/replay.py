"""Replays a Blood Wars JSONL log: re-runs its decisions and verifies every record and field it states."""

from __future__ import annotations

from pathlib import Path

from sfbkit.games.blood_wars.content.library import BWLibrary
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.play.logs import FOOTER_KEYS, FORMAT_VERSION, GAME, HEADER_KEYS, footer, header
from sfbkit.games.blood_wars.play.players import PLAYERS
from sfbkit.games.blood_wars.play.run import BWRun, MatchSetup
from sfbkit.games.blood_wars.play.script_header import POLICIES
from sfbkit.games.blood_wars.play.start import start_match
from sfbkit.kit.play.log_replay import check_content, replay_file
from sfbkit.kit.play.match_log import LogError, LogFile
from sfbkit.kit.play.match_log import read_log_file as read_kit_log_file

ANSWERERS = ("script", "human", *POLICIES)
"""Who may answer a decision: a script or a person chose freely; a policy's answers are checked where they can be."""

RE_RUN = ("first",)
"""The policies without a seed: a replay asks them again and compares their answer with the log's."""


def read_log_file(path: Path) -> LogFile:
    """Reads a BW log file; raises LogError when it is unreadable, too large or malformed."""
    return read_kit_log_file(path, GAME, HEADER_KEYS, version=FORMAT_VERSION, footer_keys=FOOTER_KEYS)


def _setup(log: LogFile, library: BWLibrary, file: str) -> MatchSetup:
    """Returns the setup the header states; LogError naming the first field of the wrong shape."""
    head = log.header
    check_content(log, file, library.content_hash)
    decks = head["decks"]
    scenario = head["scenario"]
    if decks is not None and not (
        isinstance(decks, list) and 2 <= len(decks) <= 6 and all(isinstance(d, str) for d in decks)
    ):
        raise LogError(f"{file}:1: decks: expected 2 to 6 deck ids, or null for a scenario")
    if scenario is not None and not isinstance(scenario, dict):
        raise LogError(f"{file}:1: scenario: expected a mapping or null")
    if (decks is None) == (scenario is None):
        raise LogError(f"{file}:1: expected either decks or a scenario")
    seed = head["seed"]
    if type(seed) is not int or not 0 <= seed < 2**63:
        raise LogError(f"{file}:1: seed: expected an integer from 0 to 2**63 - 1")
    if not isinstance(head["ruleset"], str):
        raise LogError(f"{file}:1: ruleset: expected an id")
    return MatchSetup(
        seed, head["ruleset"], None if decks is None else tuple(decks), library.content_hash, scenario
    )


def replay_log(library: BWLibrary, path: Path) -> tuple[BWRun, str]:
    """Re-runs a log against a library; returns the run and ``LOG: replay ok: N decisions, M events``.

    Checked: each decision's place among the events, its index, player and
    kind, its answerer (``first`` is asked again), every event, and every
    header and footer field against those the replay writes.
    """
    return replay_file(
        path,
        read_log_file,
        lambda log, file: _setup(log, library, file),
        lambda setup: BWRun(setup, start_match(definitions_of(library), setup), title=path.stem),
        lambda run: (header(run), footer(run)),
        first_index=BWRun.first_index,
        answerers=ANSWERERS,
        registry=PLAYERS,
        asked_again=RE_RUN,
    )
