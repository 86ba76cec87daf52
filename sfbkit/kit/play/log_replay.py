"""Every game's replay of a JSONL log: re-answers its decisions on a new match and checks all it states."""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from pathlib import Path
from typing import Any, Protocol, TypeVar

from sfbkit.kit.errors import IllegalDecisionError, UsageError
from sfbkit.kit.play.decision_record import DecisionRecord
from sfbkit.kit.play.events import event_line
from sfbkit.kit.play.log_verifier import LogVerifier
from sfbkit.kit.play.match_log import LogError, LogFile
from sfbkit.kit.play.player import Player
from sfbkit.kit.play.player_registry import PlayerRegistry
from sfbkit.kit.play.seat_answerers import named_seats
from sfbkit.kit.problems import excerpt


class ReplayedRecording(Protocol):
    """A recording a replay drives: its match, ``apply`` that records who answered, its decisions and named seats."""

    @property
    def match(self) -> Any:
        """The match (the game's own), meeting the kit's match protocol."""
        ...

    @property
    def decisions(self) -> list[DecisionRecord]:
        """The decisions answered so far."""
        ...

    seat_names: dict[int, str]

    def apply(self, option: str, source: str) -> None:
        """Answers the pending decision and records who answered; IllegalDecisionError if it is not legal."""
        ...


SetupT = TypeVar("SetupT")
RunT = TypeVar("RunT", bound=ReplayedRecording)

Rerun = Callable[[int, str, int], Player[Any] | None]
"""Returns the player that answers again for a seat and answerer name (at a log line), or None to take the log's word."""


def check_content(log: LogFile, file: str, content_hash: str) -> None:
    """Raises LogError unless the log was made from the content whose hash is given."""
    recorded = log.header.get("content_hash")
    if recorded != content_hash:
        raise LogError(
            f"{file}:1: the log was made from different content ({excerpt(str(recorded), 12)}...); "
            f"this content is {content_hash[:12]}...; replay it with the content it was made from"
        )


def replay_decisions(
    log: LogFile,
    file: str,
    recording: ReplayedRecording,
    *,
    first_index: int,
    answerers: Callable[[str], Sequence[str]],
    rerun: Rerun,
    records: Callable[[], tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    """Re-answers a log's decisions and checks all it states; raises LogError at the first difference.

    Checked: each decision's place among the events, its index (counted from ``first_index``), player and kind,
    its answerer (``answerers`` of its name), the answer of a policy ``rerun`` gives, every event, and every
    field of the header and footer against the ones ``records`` writes after the replay.
    """
    match = recording.match
    verifier = LogVerifier(log, file)
    for line, record in log.decisions:
        decision = match.decision
        if decision is None:
            raise verifier.fail(
                line, f"the match is already over, but the log has decision {record['index']}"
            )
        asked = {
            "index": len(recording.decisions) + first_index,
            "player": decision.player,
            "kind": decision.kind,
        }
        verifier.decision_asked(line, record, len(match.events), asked)
        source = record["source"]
        verifier.answerer(line, source, answerers(source))
        policy = rerun(decision.player, source, line)
        if policy is not None:
            verifier.policy_answer(
                line, source, decision.player, policy.choose(match, decision), record["option"]
            )
        try:
            recording.apply(record["option"], source)
        except IllegalDecisionError as error:
            raise verifier.fail(line, str(error)) from None
    verifier.events([event_line(event) for event in match.events])
    recording.seat_names = named_seats(log.header, recording.decisions, match.seats)
    header, footer = records()
    verifier.fields("header", log.header, header)
    verifier.fields("footer", log.footer, footer)


def replay_with_registry(
    log: LogFile,
    file: str,
    recording: ReplayedRecording,
    *,
    first_index: int,
    answerers: Sequence[str],
    registry: PlayerRegistry,
    asked_again: Collection[str],
    records: Callable[[], tuple[dict[str, Any], dict[str, Any]]],
) -> None:
    """Replays a log (``replay_decisions``) whose answerers are ``answerers`` or any player of the registry.

    A player of the registry answers under the name its seat was given (``search:25``); the policies
    named in ``asked_again`` (those without a seed) answer each of their decisions again.
    """
    policies: dict[str, Player[Any]] = {}

    def rerun(seat: int, source: str, line: int) -> Player[Any] | None:
        if source not in asked_again:
            return None
        return policies.setdefault(source, registry.make(source, 0))

    replay_decisions(
        log,
        file,
        recording,
        first_index=first_index,
        answerers=lambda source: (*answerers, source) if registry.knows(source) else tuple(answerers),
        rerun=rerun,
        records=records,
    )


def replay_file(
    path: Path,
    read: Callable[[Path], LogFile],
    setup: Callable[[LogFile, str], SetupT],
    start: Callable[[SetupT], RunT],
    records: Callable[[RunT], tuple[dict[str, Any], dict[str, Any]]],
    *,
    first_index: int,
    answerers: Sequence[str],
    registry: PlayerRegistry,
    asked_again: Collection[str],
) -> tuple[RunT, str]:
    """Replays a log file (``replay_with_registry``); returns the run and ``LOG: replay ok: N decisions, M events``.

    ``setup`` reads the match's setup from the header, ``start`` starts the run on it (a UsageError or
    ValueError becomes a LogError at the header), and ``records`` writes the run's header and footer.
    """
    file = str(path)
    log = read(path)
    chosen = setup(log, file)
    try:
        run = start(chosen)
    except (UsageError, ValueError) as error:
        raise LogError(f"{file}:1: {excerpt(str(error).splitlines()[0])}") from None
    replay_with_registry(
        log,
        file,
        run,
        first_index=first_index,
        answerers=answerers,
        registry=registry,
        asked_again=asked_again,
        records=lambda: records(run),
    )
    events = len(run.match.events)
    return run, f"{path}: replay ok: {len(run.decisions)} decisions, {events} events"
