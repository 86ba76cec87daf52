"""Replays a Dungeon Command JSONL log: re-runs its decisions and verifies every event, the result and the hash."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from sfbkit.games.dungeon_command.content.library import DCLibrary
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.play.logs import GAME, HEADER_KEYS, result_json
from sfbkit.games.dungeon_command.play.run import DCRun, MatchSetup
from sfbkit.games.dungeon_command.play.start import start_match
from sfbkit.kit.errors import IllegalDecisionError, UsageError
from sfbkit.kit.match_log import MAX_LOG_BYTES, LogError, LogFile, read_log


def _canonical(data: dict[str, Any]) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def read_log_file(path: Path) -> LogFile:
    """Reads a DC log file; raises LogError when it is unreadable, too large or malformed."""
    try:
        if path.stat().st_size > MAX_LOG_BYTES:
            raise LogError(f"{path}: the log is larger than {MAX_LOG_BYTES} bytes")
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise LogError(f"{path}: cannot read the log: {error}") from None
    return read_log(text, str(path), GAME, HEADER_KEYS)


def replay_log(library: DCLibrary, path: Path) -> tuple[DCRun, str]:
    """Re-runs a log against a library; returns the run and ``LOG: replay ok: N decisions, M events``."""
    log = read_log_file(path)
    head = log.header
    if head["content_hash"] != library.content_hash:
        raise LogError(
            f"{path}:1: the log was made with other content (hash {str(head['content_hash'])[:12]}...)"
        )
    warbands = head["warbands"]
    if not (isinstance(warbands, list) and len(warbands) == 2 and all(isinstance(w, str) for w in warbands)):
        raise LogError(f"{path}:1: warbands: expected two warband ids")
    seed = head["seed"]
    if type(seed) is not int or not 0 <= seed < 2**63:
        raise LogError(f"{path}:1: seed: expected an integer from 0 to 2**63 - 1")
    scenario = head["scenario"]
    if scenario is not None and not isinstance(scenario, dict):
        raise LogError(f"{path}:1: scenario: expected a mapping or null")
    setup = MatchSetup(
        seed,
        str(head["ruleset"]),
        (warbands[0], warbands[1]),
        str(head["battlefield"]),
        head["environment"],
        library.content_hash,
        scenario,
    )
    try:
        match = start_match(definitions_of(library), setup)
    except (UsageError, ValueError) as error:
        raise LogError(f"{path}:1: {str(error).splitlines()[0]}") from None
    run = DCRun(setup, match, title=path.stem)
    for line, record in log.decisions:
        decision = match.decision
        if decision is None:
            raise LogError(f"{path}:{line}: decision {record['index']}: the match is already over")
        if record["index"] != len(run.decisions):
            raise LogError(f"{path}:{line}: decision index {record['index']}, expected {len(run.decisions)}")
        if (record["kind"], record["player"]) != (decision.kind, decision.player):
            raise LogError(
                f"{path}:{line}: decision {record['index']}: the log says {record['kind']} for player "
                f"{record['player']}, the match asks {decision.kind} for player {decision.player}"
            )
        try:
            run.apply(decision, record["option"], record["source"])
        except IllegalDecisionError as error:
            raise LogError(f"{path}:{line}: decision {record['index']}: {error}") from None
    events = match.events
    for position, (line, logged) in enumerate(log.events):
        if position >= len(events):
            raise LogError(
                f"{path}:{line}: the log has an event the replay did not make: {logged.get('kind')}"
            )
        made = events[position].to_json()
        if _canonical(made) != _canonical(logged):
            raise LogError(
                f"{path}:{line}: event {position} differs: the log has {_canonical(logged)}, the replay made {_canonical(made)}"
            )
    if len(events) != len(log.events):
        raise LogError(
            f"{path}:{log.footer_line}: the replay made {len(events)} events, the log has {len(log.events)}"
        )
    foot = log.footer
    checks = {
        "over": match.over,
        "result": result_json(run),
        "events": len(events),
        "decisions": len(run.decisions),
        "events_hash": match.events_hash(),
    }
    for key, value in checks.items():
        if foot[key] != value:
            raise LogError(
                f"{path}:{log.footer_line}: footer {key}: the log has {foot[key]!r}, the replay {value!r}"
            )
    return run, f"{path}: replay ok: {len(run.decisions)} decisions, {len(events)} events"
