"""The JSONL match log: a header, every event and decision in order, and a footer with the result and hash."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sfbkit import __version__
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.games.super_fantasy_brawl.play.policies import SEEDED_POLICIES
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.snapshots import state_digest
from sfbkit.kit.match_log import FOOTER_KEYS as KIT_FOOTER_KEYS
from sfbkit.kit.match_log import FORMAT, answer_counts, dump, event_line_record
from sfbkit.kit.match_log import MAX_LOG_BYTES as MAX_LOG_BYTES
from sfbkit.kit.match_log import LogError as LogError
from sfbkit.kit.match_log import LogFile as KitLogFile
from sfbkit.kit.match_log import read_log as read_kit_log

FORMAT_VERSION = 3
"""2: each decision names who answered it (``source``), seeds are stated only for seeded policies, and the
footer holds a hash of the final state; 3: the footer counts each seat's answers by who gave them (``answers``)."""

HEADER_KEYS = frozenset(
    {
        "type",
        "format",
        "format_version",
        "sfbkit",
        "content_hash",
        "match",
        "seed",
        "seeds",
        "ruleset",
        "teams",
        "players",
    }
)
FOOTER_KEYS = KIT_FOOTER_KEYS | {"state_hash"}
"""The kit's footer keys and the hash of the final state."""


def seeded_seats(recording: Recording) -> dict[int, int]:
    """Returns the seeds of the seats that a seeded policy answered for: the seeds a replay can re-run."""
    seats = {record.player for record in recording.decisions if record.source in SEEDED_POLICIES}
    return {seat: seed for seat, seed in sorted(recording.player_seeds.items()) if seat in seats}


def header(recording: Recording, content_hash: str) -> dict[str, Any]:
    """Returns the header record of a recording; ``players`` lists each seat's answerers (``0:script``)."""
    state = recording.match.state
    return {
        "type": "header",
        "format": FORMAT,
        "format_version": FORMAT_VERSION,
        "sfbkit": __version__,
        "content_hash": content_hash,
        "match": recording.spec.to_json(),
        "seed": recording.spec.seed,
        "seeds": {
            "match": recording.spec.seed,
            "players": {str(k): v for k, v in seeded_seats(recording).items()},
        },
        "ruleset": recording.spec.ruleset,
        "teams": [list(p.champions) for p in state.players],
        "players": recording.players(),
    }


def footer(recording: Recording) -> dict[str, Any]:
    """Returns the footer record: the result (null while the match runs) and the hash of the events."""
    match = recording.match
    result = match.result
    return {
        "type": "footer",
        "over": result is not None,
        "result": None if result is None else result.as_json(),
        "events": len(match.events),
        "decisions": len(recording.decisions),
        "events_hash": match.events_hash(),
        "state_hash": state_digest(match),
        "answers": answer_counts(recording.decisions),
    }


def jsonl_lines(recording: Recording, content_hash: str) -> list[str]:
    """Returns the log's lines: header, events and decisions interleaved in the order they happened, footer."""
    lines = [dump(header(recording, content_hash))]
    events = recording.match.event_lines()
    position = 0
    for record in recording.decisions:
        while position < record.events_before:
            lines.append(event_line_record(events[position]))
            position += 1
        lines.append(dump(record.to_json()))
    while position < len(events):
        lines.append(event_line_record(events[position]))
        position += 1
    lines.append(dump(footer(recording)))
    return lines


@dataclass(frozen=True, slots=True)
class LogFile(KitLogFile):
    """A match log read back, with the match spec its header describes."""

    spec: MatchSpec


def read_log(text: str, file: str) -> LogFile:
    """Parses a JSONL match log; raises LogError at the first malformed line."""
    log = read_kit_log(text, file, None, HEADER_KEYS, version=FORMAT_VERSION, footer_keys=FOOTER_KEYS)
    match = log.header.get("match")
    if not isinstance(match, dict):
        raise LogError(f"{file}:1: the header has no match description")
    try:
        spec = MatchSpec.from_json(match)
    except (TypeError, ValueError) as error:
        raise LogError(f"{file}:1: bad match description: {error}") from None
    return LogFile(log.header, log.events, log.decisions, log.footer, log.footer_line, spec)
