"""Replays a match log: same content, same decisions, and the very same events and result."""

from __future__ import annotations

import json
from dataclasses import dataclass

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import LogError, LogFile, footer, header
from sfbkit.games.super_fantasy_brawl.play.match_spec import build_match
from sfbkit.games.super_fantasy_brawl.play.policies import POLICIES, SEEDED_POLICIES, make_player
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.kit.errors import IllegalDecisionError, UsageError
from sfbkit.kit.events import event_line
from sfbkit.kit.play.player import Player


@dataclass(frozen=True, slots=True)
class ReplayReport:
    """A log that replayed exactly: its recording (to render again) and counts."""

    recording: Recording
    events: int
    decisions: int


def _canonical(data: object) -> str:
    """Returns data as canonical JSON, so that comparisons are exact in type too (``1`` is not ``1.0`` or ``true``)."""
    return json.dumps(data, sort_keys=True, separators=(",", ":"))


ANSWERERS = ("script", "human", *POLICIES)
"""Who may answer a decision; a policy's answers are re-run from its seed, the others are choices."""


def replay_log(log: LogFile, library: Library, file: str) -> ReplayReport:
    """Re-runs a log's decisions and checks everything it states; raises LogError at the first difference.

    Checked: every event, the result and the hash; each decision's index,
    player and kind, and its answer when a policy gave it (the policy is
    re-run from its seed); every header field against the replay.
    """
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
    recording = Recording(log.spec, match, player_seeds=_logged_seeds(log, file))
    policies: dict[int, tuple[str, Player[Match]]] = {}
    logged_before = 0
    for line, record in log.decisions:
        while logged_before < len(log.events) and log.events[logged_before][0] < line:
            logged_before += 1
        if len(match.events) != logged_before:
            raise LogError(
                f"{file}:{line}: the replay asks for this decision after {len(match.events)} events; "
                f"the log has {logged_before} before it"
            )
        decision = match.decision
        if decision is None:
            raise LogError(
                f"{file}:{line}: the match is already over, but the log has decision {record.get('index')}"
            )
        asked = {"index": len(recording.decisions) + 1, "player": decision.player, "kind": decision.kind}
        for key, value in asked.items():
            if _canonical(record[key]) != _canonical(value):
                raise LogError(
                    f"{file}:{line}: decision {key} differs: log has {record[key]!r}, replay has {value!r}"
                )
        source = record["source"]
        if source not in ANSWERERS:
            raise LogError(
                f"{file}:{line}: unknown answerer {source!r}; expected one of {', '.join(ANSWERERS)}"
            )
        if source in POLICIES:
            policy = _policy(policies, recording, decision.player, source, file, line)
            answer = policy.choose(match, decision)
            if answer != record["option"]:
                raise LogError(
                    f"{file}:{line}: the {source} player of seat {decision.player} answers {answer!r} here, "
                    f"the log has {record['option']!r}"
                )
        try:
            recording.apply(record["option"], source)
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
            f"{file}:{log.footer_line}: the replay has {len(events) - len(log.events)} more event(s), "
            f"starting {event_line(events[len(log.events)])}"
        )
    recording.seat_names = _named_seats(log, recording)
    _check_header(log, recording, library, file)
    expected = footer(recording)
    for key in sorted(expected):
        if _canonical(log.footer.get(key)) != _canonical(expected[key]):
            raise LogError(
                f"{file}:{log.footer_line}: footer {key} differs: log has {log.footer.get(key)!r}, replay has {expected[key]!r}"
            )
    return ReplayReport(recording, len(events), len(recording.decisions))


def _logged_seeds(log: LogFile, file: str) -> dict[int, int]:
    """Returns the policy seeds the header states, by seat; LogError when they are malformed."""
    seeds = log.header.get("seeds")
    players = seeds.get("players") if isinstance(seeds, dict) else None
    if not isinstance(players, dict) or not all(
        isinstance(seat, str) and seat.isdigit() and type(seed) is int for seat, seed in players.items()
    ):
        raise LogError(f"{file}:1: header seeds.players must map seats to integer seeds")
    return {int(seat): seed for seat, seed in players.items()}


def _policy(
    policies: dict[int, tuple[str, Player[Match]]],
    recording: Recording,
    seat: int,
    source: str,
    file: str,
    line: int,
) -> Player[Match]:
    """Returns the re-run player of a seat's policy; LogError when a seat has two policies or a seed is missing."""
    known = policies.get(seat)
    if known is not None:
        if known[0] != source:
            raise LogError(
                f"{file}:{line}: seat {seat} was answered by {known[0]} before; the log now says {source}"
            )
        return known[1]
    seed = recording.player_seeds.get(seat)
    if source in SEEDED_POLICIES and seed is None:
        raise LogError(f"{file}:{line}: the header states no seed for the {source} player of seat {seat}")
    player = make_player(source, seed or 0)
    policies[seat] = (source, player)
    return player


def _named_seats(log: LogFile, recording: Recording) -> dict[int, str]:
    """Returns the seats the header names that answered no decision (a bot not asked yet); they cannot be checked."""
    deciding = {record.player for record in recording.decisions}
    seats = range(len(recording.match.state.players))
    named: dict[int, str] = {}
    entries = log.header.get("players")
    for entry in entries if isinstance(entries, list) else []:
        seat, _, name = str(entry).partition(":")
        if (
            seat.isascii()
            and seat.isdigit()
            and len(seat) < 5
            and int(seat) in seats
            and int(seat) not in deciding
            and name
        ):
            named[int(seat)] = name
    return named


def _check_header(log: LogFile, recording: Recording, library: Library, file: str) -> None:
    """Checks every header field against the one the replay writes; LogError names the first that differs."""
    expected = header(recording, library.content_hash)
    for key in sorted(expected):
        if _canonical(log.header.get(key)) != _canonical(expected[key]):
            raise LogError(
                f"{file}:1: header {key} differs: log has {_canonical(log.header.get(key))}, "
                f"replay has {_canonical(expected[key])}"
            )
