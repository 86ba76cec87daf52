"""The JSONL match log: a header, every event and decision in order, and a footer with the result and hash."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sfbkit import __version__
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.games.super_fantasy_brawl.play.policies import SEEDED_POLICIES
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.snapshots import state_digest
from sfbkit.kit.errors import ScriptError
from sfbkit.kit.events import Event, event_line
from sfbkit.kit.yaml_numbers import NumberError, bounded_json_int

FORMAT = "sfbkit-match-log"
FORMAT_VERSION = 2
"""2: each decision names who answered it (``source``), seeds are stated only for seeded policies, and the
footer holds a hash of the final state."""

MAX_LOG_BYTES = 64 * 1024 * 1024
"""The largest log ``sfbkit replay`` reads (a full match logs about 50 KB)."""


def _dump(data: dict[str, Any]) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


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
RECORD_KEYS = {
    "event": frozenset({"type", "event"}),
    "decision": frozenset({"type", "index", "player", "kind", "option", "source"}),
    "footer": frozenset({"type", "over", "result", "events", "decisions", "events_hash", "state_hash"}),
}
"""The keys of each record type; a record with others, or without one of these, is malformed."""


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
        "result": None
        if result is None
        else {
            "winner": result.winner,
            "reason": result.reason,
            "vp": list(result.vp),
            "rounds": result.rounds,
        },
        "events": len(match.events),
        "decisions": len(recording.decisions),
        "events_hash": match.events_hash(),
        "state_hash": state_digest(match),
    }


def jsonl_lines(recording: Recording, content_hash: str) -> list[str]:
    """Returns the log's lines: header, events and decisions interleaved in the order they happened, footer."""
    lines = [_dump(header(recording, content_hash))]
    events = recording.match.events
    position = 0
    for record in recording.decisions:
        while position < record.events_before:
            lines.append(_event_record(events[position]))
            position += 1
        lines.append(_dump(record.to_json()))
    while position < len(events):
        lines.append(_event_record(events[position]))
        position += 1
    lines.append(_dump(footer(recording)))
    return lines


def _event_record(event: Event) -> str:
    return '{"event":' + event_line(event) + ',"type":"event"}'


@dataclass(frozen=True, slots=True)
class LogFile:
    """A match log read back: the header, events and decisions (with the line each was on) and footer."""

    header: dict[str, Any]
    spec: MatchSpec
    events: list[tuple[int, dict[str, Any]]]
    decisions: list[tuple[int, dict[str, Any]]]
    footer: dict[str, Any] | None
    footer_line: int


class LogError(ScriptError):
    """A match log is malformed or does not replay; the message is ``LOG:line: what``."""


def _check_keys(record: dict[str, Any], expected: frozenset[str], file: str, number: int) -> None:
    """Raises LogError naming the unknown or missing keys of a record."""
    extra, missing = sorted(set(record) - expected), sorted(expected - set(record))
    kind = record.get("type")
    if extra:
        raise LogError(f"{file}:{number}: a {kind} record has unknown keys {', '.join(map(repr, extra))}")
    if missing:
        raise LogError(f"{file}:{number}: a {kind} record lacks {', '.join(missing)}")


def _decision_fields_typed(record: dict[str, Any]) -> bool:
    """True when a decision record's index and player are integers and its kind, option and source strings."""
    integers = all(type(record[key]) is int for key in ("index", "player"))
    return integers and all(isinstance(record[key], str) for key in ("kind", "option", "source"))


def read_log(text: str, file: str) -> LogFile:
    """Parses a JSONL match log; raises LogError at the first malformed line."""
    head: dict[str, Any] | None = None
    events: list[tuple[int, dict[str, Any]]] = []
    decisions: list[tuple[int, dict[str, Any]]] = []
    foot: dict[str, Any] | None = None
    foot_line = 0
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            record = json.loads(raw, parse_int=bounded_json_int)
        except json.JSONDecodeError as error:
            raise LogError(f"{file}:{number}: not JSON: {error.msg}") from None
        except NumberError as error:
            raise LogError(f"{file}:{number}: {error.message}") from None
        kind = record.get("type") if isinstance(record, dict) else None
        if head is None:
            if kind != "header" or record.get("format") != FORMAT:
                raise LogError(f"{file}:{number}: the first line is not a {FORMAT} header")
            if record.get("format_version") != FORMAT_VERSION:
                raise LogError(
                    f"{file}:{number}: log format version {record.get('format_version')} is not supported"
                )
            _check_keys(record, HEADER_KEYS, file, number)
            head = record
        elif foot is not None:
            raise LogError(f"{file}:{number}: a record after the footer")
        elif isinstance(kind, str) and kind in RECORD_KEYS and set(record) != RECORD_KEYS[kind]:
            _check_keys(record, RECORD_KEYS[kind], file, number)
        elif kind == "event" and isinstance(record.get("event"), dict):
            events.append((number, record["event"]))
        elif kind == "decision" and _decision_fields_typed(record):
            decisions.append((number, record))
        elif kind == "footer":
            foot, foot_line = record, number
        else:
            raise LogError(f"{file}:{number}: expected an event, decision or footer record")
    if head is None:
        raise LogError(f"{file}:1: the log is empty")
    match = head.get("match")
    if not isinstance(match, dict):
        raise LogError(f"{file}:1: the header has no match description")
    try:
        spec = MatchSpec.from_json(match)
    except (TypeError, ValueError) as error:
        raise LogError(f"{file}:1: bad match description: {error}") from None
    return LogFile(head, spec, events, decisions, foot, foot_line)
