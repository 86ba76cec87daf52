"""The list of saved matches: what each log's header and last line say, or why the log is damaged."""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from sfbkit.kit.serve.match_ids import MATCH_ID

MAX_PLAYERS = 8
"""More seats than any ruleset has: a header naming more is damaged."""


class DamagedLog(ValueError):
    """A saved log that cannot be listed; the message says why, in one line."""


def seats_of_header(header: dict[str, Any], players: int) -> tuple[str, ...] | None:
    """Returns the seats a log's header names as ``seat:player``, or None when one is missing or malformed."""
    entries = header.get("players")
    if not isinstance(entries, list):
        return None
    named: dict[int, str] = {}
    for entry in entries:
        seat, _, name = str(entry).partition(":")
        if not (seat.isascii() and seat.isdigit() and len(seat) <= 2 and name):
            return None
        named[int(seat)] = name
    if sorted(named) != list(range(players)):
        return None
    return tuple(named[index] for index in range(players))


def _line(text: str, number: int) -> dict[str, Any]:
    try:
        data = json.loads(text)
    except (json.JSONDecodeError, RecursionError, ValueError):
        raise DamagedLog(f"line {number} is not JSON") from None
    if not isinstance(data, dict):
        raise DamagedLog(f"line {number} is not a JSON object")
    return data


Sides = Callable[[Mapping[str, Any]], list[str]]
"""What a game reads from a log's header as each side (teams, warbands); ValueError when malformed."""


def saved_entry(path: Path, sides: Sides) -> dict[str, Any]:
    """Returns the listing of one saved log: id, sides, seats, whether over, the result and decisions; DamagedLog else."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError):
        raise DamagedLog("the log cannot be read as UTF-8 text") from None
    if not lines:
        raise DamagedLog("the log is empty")
    head = _line(lines[0], 1)
    foot = _line(lines[-1], len(lines))
    if head.get("type") != "header":
        raise DamagedLog("line 1 is not the log's header")
    players = head.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= MAX_PLAYERS:
        raise DamagedLog(f"players must be a list of 1 to {MAX_PLAYERS} 'seat:player' entries")
    seats = seats_of_header(head, len(players))
    if seats is None:
        raise DamagedLog("players must name each seat once, as 'seat:player' with a seat number")
    over = foot.get("over")
    decisions = foot.get("decisions")
    result = foot.get("result")
    if not isinstance(over, bool) or not (isinstance(decisions, int) and not isinstance(decisions, bool)):
        raise DamagedLog(f"line {len(lines)} is not the log's summary (over, decisions)")
    if result is not None and not isinstance(result, dict):
        raise DamagedLog(f"line {len(lines)}: the result must be a JSON object")
    try:
        named = sides(head)
    except ValueError as error:
        raise DamagedLog(str(error)) from None
    return {
        "id": path.stem,
        "sides": named,
        "seats": list(seats),
        "over": over,
        "result": result,
        "decisions": decisions,
    }


def saved_matches(folder: Path, sides: Sides) -> list[dict[str, Any]]:
    """Returns every saved match of a folder, newest first; a damaged one as its id and ``damaged`` reason."""
    entries: list[dict[str, Any]] = []
    for path in sorted(folder.glob("*.jsonl"), reverse=True):
        if not MATCH_ID.match(path.stem):
            continue
        try:
            entries.append(saved_entry(path, sides))
        except DamagedLog as error:
            entries.append({"id": path.stem, "damaged": str(error)})
    return entries
