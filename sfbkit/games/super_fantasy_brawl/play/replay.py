"""Replays a match log: same content, same decisions, and the very same events and result."""

from __future__ import annotations

from dataclasses import dataclass

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import LogError, LogFile, footer, header
from sfbkit.games.super_fantasy_brawl.play.match_spec import build_match
from sfbkit.games.super_fantasy_brawl.play.policies import POLICIES, SEEDED_POLICIES, make_player
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.log_replay import check_content, replay_decisions
from sfbkit.kit.play.player import Player
from sfbkit.kit.problems import excerpt


@dataclass(frozen=True, slots=True)
class ReplayReport:
    """A log that replayed exactly: its recording (to render again) and counts."""

    recording: Recording
    events: int
    decisions: int


ANSWERERS = ("script", "human", *POLICIES)
"""Who may answer a decision; a policy's answers are re-run from its seed, the others are choices."""


def replay_log(log: LogFile, library: Library, file: str) -> ReplayReport:
    """Re-runs a log's decisions and checks everything it states; raises LogError at the first difference.

    Checked: every event, the result and the hash; each decision's index,
    player and kind, and its answer when a policy gave it (the policy is
    re-run from its seed); every header field against the replay.
    """
    check_content(log, file, library.content_hash)
    try:
        match = build_match(library, log.spec)
    except UsageError as error:
        raise LogError(f"{file}:1: {excerpt(str(error))}") from None
    recording = Recording(log.spec, match, player_seeds=_logged_seeds(log, file))
    policies: dict[int, tuple[str, Player[Match]]] = {}

    def rerun(seat: int, source: str, line: int) -> Player[Match] | None:
        return _policy(policies, recording, seat, source, file, line) if source in POLICIES else None

    replay_decisions(
        log,
        file,
        recording,
        first_index=1,
        answerers=lambda source: ANSWERERS,
        rerun=rerun,
        records=lambda: (header(recording, library.content_hash), footer(recording)),
    )
    return ReplayReport(recording, len(match.events), len(recording.decisions))


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
