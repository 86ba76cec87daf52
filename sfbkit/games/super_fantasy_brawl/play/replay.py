"""Replays a match log: same content, same decisions, and the very same events and result."""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import LogError, LogFile, footer
from sfbkit.games.super_fantasy_brawl.play.match_spec import build_match
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.kit.errors import IllegalDecisionError, UsageError
from sfbkit.kit.events import event_line


@dataclass(frozen=True, slots=True)
class ReplayReport:
    """A log that replayed exactly: its recording (to render again) and counts."""

    recording: Recording
    events: int
    decisions: int


def _canonical(data: dict[str, Any]) -> str:
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


def replay_log(log: LogFile, library: Library, file: str) -> ReplayReport:
    """Re-runs a log's decisions and checks every event, the result and the hash; raises LogError on a difference."""
    recorded = log.header.get("content_hash")
    if recorded != library.content_hash:
        raise LogError(
            f"{file}:1: the log was made from different content ({str(recorded)[:12]}...); "
            f"this content is {library.content_hash[:12]}...; replay it with the content it was made from"
        )
    try:
        match = build_match(library, log.spec)
    except UsageError as error:
        raise LogError(f"{file}:1: {error}") from None
    recording = Recording(log.spec, match)
    logged_before = 0
    for line, record in log.decisions:
        while logged_before < len(log.events) and log.events[logged_before][0] < line:
            logged_before += 1
        if len(match.events) != logged_before:
            raise LogError(
                f"{file}:{line}: the replay asks for this decision after {len(match.events)} events; "
                f"the log has {logged_before} before it"
            )
        if match.decision is None:
            raise LogError(
                f"{file}:{line}: the match is already over, but the log has decision {record.get('index')}"
            )
        try:
            recording.apply(record["option"], "log")
        except IllegalDecisionError as error:
            raise LogError(f"{file}:{line}: {error}") from None
    events = match.events
    for index, (line, recorded_event) in enumerate(log.events):
        if index >= len(events):
            raise LogError(
                f"{file}:{line}: the replay has no event here; the log has {_canonical(recorded_event)}"
            )
        got = event_line(events[index])
        if got != _canonical(recorded_event):
            raise LogError(
                f"{file}:{line}: the replay differs: log has {_canonical(recorded_event)}, replay has {got}"
            )
    if len(events) > len(log.events):
        raise LogError(
            f"{file}:{log.footer_line or 1}: the replay has {len(events) - len(log.events)} more event(s), "
            f"starting {event_line(events[len(log.events)])}"
        )
    if log.footer is None:
        raise LogError(f"{file}: the log has no footer")
    expected = footer(recording)
    for key in ("events_hash", "result", "over", "events", "decisions"):
        if log.footer.get(key) != expected[key]:
            raise LogError(
                f"{file}:{log.footer_line}: footer {key} differs: log has {log.footer.get(key)!r}, replay has {expected[key]!r}"
            )
    return ReplayReport(recording, len(events), len(recording.decisions))
