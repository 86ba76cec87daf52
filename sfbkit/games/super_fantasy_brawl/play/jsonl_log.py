"""The JSONL match log: a header, every event and decision in order, and a footer with the result and hash."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.games.super_fantasy_brawl.play.policies import SEEDED_POLICIES
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.snapshots import state_digest
from sfbkit.kit.play.log_writer import HEADER_KEYS as KIT_HEADER_KEYS
from sfbkit.kit.play.log_writer import footer_record, header_record, log_text
from sfbkit.kit.play.match_log import FOOTER_KEYS as KIT_FOOTER_KEYS
from sfbkit.kit.play.match_log import MAX_LOG_BYTES as MAX_LOG_BYTES
from sfbkit.kit.play.match_log import LogError as LogError
from sfbkit.kit.play.match_log import LogFile as KitLogFile
from sfbkit.kit.play.match_log import read_log as read_kit_log
from sfbkit.kit.play.match_log import read_log_file as read_kit_log_file

FORMAT_VERSION = 3
"""2: each decision names who answered it (``source``), seeds are stated only for seeded policies, and the
footer holds a hash of the final state; 3: the footer counts each seat's answers by who gave them (``answers``)."""

HEADER_KEYS = KIT_HEADER_KEYS | {"match", "seed", "seeds", "ruleset", "teams"}
FOOTER_KEYS = KIT_FOOTER_KEYS | {"state_hash"}
"""The kit's footer keys and the hash of the final state."""


def seeded_seats(recording: Recording) -> dict[int, int]:
    """Returns the seeds of the seats that a seeded policy answered for: the seeds a replay can re-run."""
    seats = {record.player for record in recording.decisions if record.source in SEEDED_POLICIES}
    return {seat: seed for seat, seed in sorted(recording.player_seeds.items()) if seat in seats}


def header(recording: Recording, content_hash: str) -> dict[str, Any]:
    """Returns the header record of a recording; ``players`` lists each seat's answerers (``0:script``)."""
    spec = recording.spec
    fields = {
        "match": spec.to_json(),
        "seed": spec.seed,
        "seeds": {"match": spec.seed, "players": {str(k): v for k, v in seeded_seats(recording).items()}},
        "ruleset": spec.ruleset,
        "teams": [list(p.champions) for p in recording.match.state.players],
    }
    return header_record(FORMAT_VERSION, content_hash, recording.players(), fields)


def footer(recording: Recording) -> dict[str, Any]:
    """Returns the footer record: the result (null while the match runs), the counts and the hashes."""
    match = recording.match
    result = None if match.result is None else match.result.as_json()
    return footer_record(match, recording.decisions, result, state_digest(match))


def jsonl_text(recording: Recording, content_hash: str) -> str:
    """Returns the log: header, events and decisions interleaved in the order they happened, footer."""
    match = recording.match
    return log_text(
        header(recording, content_hash), match.event_lines(), recording.decisions, footer(recording)
    )


@dataclass(frozen=True, slots=True)
class LogFile(KitLogFile):
    """A match log read back, with the match spec its header describes."""

    spec: MatchSpec


def read_log_file(path: Path) -> LogFile:
    """Reads a JSONL match log file; raises LogError when it is unreadable or at its first malformed line."""
    log = read_kit_log_file(path, None, HEADER_KEYS, version=FORMAT_VERSION, footer_keys=FOOTER_KEYS)
    return _with_spec(log, str(path))


def read_log(text: str, file: str) -> LogFile:
    """Parses a JSONL match log; raises LogError at the first malformed line."""
    return _with_spec(
        read_kit_log(text, file, None, HEADER_KEYS, version=FORMAT_VERSION, footer_keys=FOOTER_KEYS), file
    )


def _with_spec(log: KitLogFile, file: str) -> LogFile:
    """Returns the log with the match spec its header describes; LogError when it describes none."""
    match = log.header.get("match")
    if not isinstance(match, dict):
        raise LogError(f"{file}:1: the header has no match description")
    try:
        spec = MatchSpec.from_json(match)
    except (TypeError, ValueError) as error:
        raise LogError(f"{file}:1: bad match description: {error}") from None
    return LogFile(log.header, log.events, log.decisions, log.footer, log.footer_line, spec)
