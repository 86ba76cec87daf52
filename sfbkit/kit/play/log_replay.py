"""The part of every game's replay that knows no game: reading a log file and re-answering its decisions, checked."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Protocol

from sfbkit.kit.errors import IllegalDecisionError
from sfbkit.kit.events import event_line
from sfbkit.kit.log_verifier import LogVerifier
from sfbkit.kit.match_log import MAX_LOG_BYTES, LogError, LogFile, read_log
from sfbkit.kit.play.player import Player


class ReplayedRun(Protocol):
    """A run a replay drives: its match and its record of answers."""

    @property
    def match(self) -> Any: ...
    @property
    def decisions(self) -> Sequence[Any]: ...
    def apply(self, option: str, source: str) -> None:
        """Answers the pending decision and records who answered; IllegalDecisionError if it is not legal."""
        ...


def read_log_file(
    path: Path, game: str, header_keys: frozenset[str], *, version: int, footer_keys: frozenset[str]
) -> LogFile:
    """Reads one game's log file; raises LogError when it is unreadable, too large or malformed."""
    try:
        if path.stat().st_size > MAX_LOG_BYTES:
            raise LogError(f"{path}: the log is larger than {MAX_LOG_BYTES} bytes")
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise LogError(f"{path}: cannot read the log: {error}") from None
    return read_log(text, str(path), game, header_keys, version=version, footer_keys=footer_keys)


def replay_answers(
    log: LogFile,
    file: str,
    run: ReplayedRun,
    *,
    answerers: Sequence[str],
    knows: Callable[[str], bool],
    re_run: Callable[[str], Player[Any] | None],
) -> LogVerifier:
    """Answers the log's decisions on the run, checking each, then every event; returns the verifier for the rest.

    Checked: each decision's place among the events, its index, player and kind, its answerer
    (one of ``answerers``, or a player ``knows`` names), the answer of each player ``re_run``
    returns again, and every event against the logged ones.
    """
    match = run.match
    verifier = LogVerifier(log, file)
    for line, record in log.decisions:
        decision = match.decision
        if decision is None:
            raise verifier.fail(
                line, f"the match is already over, but the log has decision {record['index']}"
            )
        asked = {"index": len(run.decisions), "player": decision.player, "kind": decision.kind}
        verifier.decision_asked(line, record, len(match.events), asked)
        source = record["source"]
        verifier.answerer(line, source, (*answerers, source) if knows(source) else tuple(answerers))
        policy = re_run(source)
        if policy is not None:
            verifier.policy_answer(
                line, source, decision.player, policy.choose(match, decision), record["option"]
            )
        try:
            run.apply(record["option"], source)
        except IllegalDecisionError as error:
            raise verifier.fail(line, str(error)) from None
    verifier.events([event_line(event) for event in match.events])
    return verifier
