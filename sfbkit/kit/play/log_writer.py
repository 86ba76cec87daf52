"""Writes every game's JSONL match log: the header and footer records and the lines in the order things happened."""

from __future__ import annotations

from collections.abc import Iterator, Mapping, Sequence
from typing import Any, TypeVar

from sfbkit import __version__
from sfbkit.kit.play.decision_record import DecisionRecord
from sfbkit.kit.play.match_log import FORMAT, answer_counts, dump, event_line_record
from sfbkit.kit.play.match_protocol import PlayableMatch

E = TypeVar("E")

HEADER_KEYS = frozenset({"type", "format", "format_version", "sfbkit", "content_hash", "players"})
"""The header keys of every game's log; a game adds those of its match setup."""


def header_record(
    format_version: int,
    content_hash: str,
    players: Sequence[str],
    setup: Mapping[str, Any],
    *,
    game: str | None = None,
) -> dict[str, Any]:
    """Returns a header record: the format, the content, who plays each seat and the game's setup fields.

    ``game`` names the game in the header (a log of a game that names none leaves it out).
    """
    record: dict[str, Any] = {
        "type": "header",
        "format": FORMAT,
        "format_version": format_version,
        "sfbkit": __version__,
        "content_hash": content_hash,
        "players": list(players),
        **setup,
    }
    if game is not None:
        record["game"] = game
    return record


def footer_record(
    match: PlayableMatch,
    decisions: Sequence[DecisionRecord],
    result: dict[str, Any] | None,
    state_hash: str | None,
) -> dict[str, Any]:
    """Returns the footer record: the result as the game states it (None while the match runs), counts and hashes.

    ``state_hash`` is the hash of the final state (a game whose logs state none passes None and the key is left out).
    """
    record: dict[str, Any] = {
        "type": "footer",
        "over": match.result is not None,
        "result": result,
        "events": len(match.events),
        "decisions": len(decisions),
        "events_hash": match.events_hash(),
        "answers": answer_counts(decisions),
    }
    if state_hash is not None:
        record["state_hash"] = state_hash
    return record


def stretches(
    decisions: Sequence[DecisionRecord], events: Sequence[E]
) -> Iterator[tuple[Sequence[E], DecisionRecord | None]]:
    """Yields the events before each decision with that decision, then the events after the last with None."""
    position = 0
    for record in decisions:
        yield events[position : record.events_before], record
        position = max(position, record.events_before)
    yield events[position:], None


def log_text(
    header: dict[str, Any],
    event_lines: Sequence[str],
    decisions: Sequence[DecisionRecord],
    footer: dict[str, Any],
) -> str:
    """Returns the log: the header, events (their canonical lines) and decisions as they happened, the footer."""
    lines = [dump(header)]
    for before, record in stretches(decisions, event_lines):
        lines.extend(event_line_record(line) for line in before)
        if record is not None:
            lines.append(dump(record.to_json()))
    lines.append(dump(footer))
    return "\n".join(lines) + "\n"
