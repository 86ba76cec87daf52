"""The JSONL match log's record layer: a header, events and decisions in order, a footer; and its reader."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sfbkit.kit.errors import ScriptError
from sfbkit.kit.io.input_file import UnreadableInput, read_input
from sfbkit.kit.io.number_digits import NumberError, bounded_json_int
from sfbkit.kit.play.decision_record import DecisionRecord
from sfbkit.kit.play.events import Event, event_line
from sfbkit.kit.problems import excerpt

FORMAT = "sfbkit-match-log"

MAX_LOG_BYTES = 64 * 1024 * 1024
"""The largest log a replay reads."""

EVENT_KEYS = frozenset({"type", "event"})
DECISION_KEYS = frozenset({"type", "index", "player", "kind", "option", "source"})
FOOTER_KEYS = frozenset({"type", "over", "result", "events", "decisions", "events_hash", "answers"})
"""The keys of each record type; a record with others, or without one of these, is malformed."""


class LogError(ScriptError):
    """A match log is malformed or does not replay; the message is ``LOG:line: what``."""


def dump(record: dict[str, Any]) -> str:
    """Returns a record as one canonical JSON line."""
    return json.dumps(record, sort_keys=True, separators=(",", ":"))


def answer_counts(decisions: Iterable[DecisionRecord]) -> dict[str, int]:
    """Returns how many decisions each seat's answerers gave, keyed ``seat:source`` (``0:greedy``), for the footer."""
    counts = Counter(f"{record.player}:{record.source}" for record in decisions)
    return dict(sorted(counts.items()))


def event_record(event: Event) -> str:
    """Returns the log line of an event."""
    return event_line_record(event_line(event))


def event_line_record(line: str) -> str:
    """Returns the log line of an event given its canonical line (``event_line``)."""
    return '{"event":' + line + ',"type":"event"}'


@dataclass(frozen=True, slots=True)
class LogFile:
    """A match log read back: the header, events and decisions with the line each was on, and the footer."""

    header: dict[str, Any]
    events: list[tuple[int, dict[str, Any]]]
    decisions: list[tuple[int, dict[str, Any]]]
    footer: dict[str, Any]
    footer_line: int


def _check_keys(record: dict[str, Any], expected: frozenset[str], file: str, number: int) -> None:
    """Raises LogError naming the unknown or missing keys of a record."""
    extra, missing = sorted(set(record) - expected), sorted(expected - set(record))
    kind = record.get("type")
    if extra:
        raise LogError(
            f"{file}:{number}: a {kind} record has unknown keys {excerpt(', '.join(map(repr, extra)))}"
        )
    if missing:
        raise LogError(f"{file}:{number}: a {kind} record lacks {', '.join(missing)}")


def _check_header(
    record: dict[str, Any], file: str, number: int, game: str | None, version: int | None
) -> None:
    """Raises LogError unless a record is the header of this game's logs (of ``version``, when given)."""
    if record.get("type") != "header" or record.get("format") != FORMAT:
        raise LogError(f"{file}:{number}: the first line is not a {FORMAT} header")
    if version is not None and record.get("format_version") != version:
        raise LogError(
            f"{file}:{number}: log format version {excerpt(repr(record.get('format_version')))} is not supported"
        )
    if record.get("game") != game:
        expected = f"not {game!r}" if game is not None else "not of this game"
        named = record.get("game")
        which = "a log that names no game" if named is None else f"a log of game {excerpt(repr(named))}"
        raise LogError(f"{file}:{number}: {which}, {expected}")


def read_log(
    text: str,
    file: str,
    game: str | None,
    header_keys: frozenset[str],
    *,
    version: int | None = None,
    footer_keys: frozenset[str] = FOOTER_KEYS,
) -> LogFile:
    """Parses a JSONL match log of one game; raises LogError at the first malformed line.

    ``game`` is what the header's ``game`` names (None: a game whose logs name none); ``version``, when
    given, the one ``format_version`` read.
    """
    head: dict[str, Any] | None = None
    foot: dict[str, Any] | None = None
    footer_line = 0
    events: list[tuple[int, dict[str, Any]]] = []
    decisions: list[tuple[int, dict[str, Any]]] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        if not raw.strip():
            continue
        try:
            record = json.loads(raw, parse_int=bounded_json_int)
        except json.JSONDecodeError as error:
            raise LogError(f"{file}:{number}: not JSON: {error.msg}") from None
        except NumberError as error:
            raise LogError(f"{file}:{number}: {error.message}") from None
        except RecursionError:
            raise LogError(f"{file}:{number}: not JSON that can be read: nested too deep") from None
        if not isinstance(record, dict):
            record = {"type": None}
        kind = record.get("type")
        if head is None:
            _check_header(record, file, number, game, version)
            _check_keys(record, header_keys, file, number)
            head = record
        elif foot is not None:
            raise LogError(f"{file}:{number}: a record after the footer")
        elif kind == "event":
            _check_keys(record, EVENT_KEYS, file, number)
            if not isinstance(record["event"], dict) or not isinstance(record["event"].get("kind"), str):
                raise LogError(f"{file}:{number}: an event record without a kind")
            events.append((number, record["event"]))
        elif kind == "decision":
            _check_keys(record, DECISION_KEYS, file, number)
            if not all(type(record[k]) is int for k in ("index", "player")) or not all(
                isinstance(record[k], str) for k in ("kind", "option", "source")
            ):
                raise LogError(f"{file}:{number}: a decision record with fields of the wrong type")
            decisions.append((number, record))
        elif kind == "footer":
            _check_keys(record, footer_keys, file, number)
            foot, footer_line = record, number
        else:
            raise LogError(f"{file}:{number}: unknown record type {excerpt(repr(kind))}")
    if head is None:
        raise LogError(f"{file}:1: the log is empty")
    if foot is None:
        raise LogError(f"{file}: the log ends without a footer")
    return LogFile(head, events, decisions, foot, footer_line)


def read_log_file(
    path: Path,
    game: str | None,
    header_keys: frozenset[str],
    *,
    version: int | None = None,
    footer_keys: frozenset[str] = FOOTER_KEYS,
) -> LogFile:
    """Reads a log file (``read_log``); raises LogError when it is unreadable, too large, not UTF-8 or malformed."""
    try:
        text = read_input(path, MAX_LOG_BYTES).decode("utf-8")
    except UnreadableInput as error:
        raise LogError(f"{path}: {error}") from None
    except UnicodeDecodeError as error:
        raise LogError(f"{path}: cannot read: not UTF-8 ({error.reason} at byte {error.start})") from None
    return read_log(text, str(path), game, header_keys, version=version, footer_keys=footer_keys)
