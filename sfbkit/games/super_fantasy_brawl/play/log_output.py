"""Writes what a recorded match produces: the text or JSONL log and the HTML replay, each atomically."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import jsonl_text
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.text_log import text_log_lines
from sfbkit.kit.atomic import write_text_atomic
from sfbkit.kit.problems import one_line


def log_text(recording: Recording, library: Library, log_format: str) -> str:
    """Returns the log of a recording in ``text`` or ``jsonl`` form."""
    if log_format == "jsonl":
        return jsonl_text(recording, library.content_hash)
    lines = [one_line(line) for line in text_log_lines(recording.match.events)]
    if recording.match.result is None:
        lines.append(
            f"(the match goes on: round {recording.match.state.round}, VP {'-'.join(map(str, recording.match.state.vp))})"
        )
    return "\n".join(lines) + "\n"


def write_log(path: Path, text: str, *, reading: Iterable[Path] = ()) -> None:
    """Writes a log file atomically (never over one of the files or folders of ``reading``)."""
    write_text_atomic(path, text, reading=reading)
