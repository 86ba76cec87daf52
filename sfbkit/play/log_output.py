"""Writes what a recorded match produces: the text or JSONL log and the HTML replay, each atomically."""

from __future__ import annotations

from pathlib import Path

from sfbkit.atomic import write_text_atomic
from sfbkit.content.library import Library
from sfbkit.play.jsonl_log import jsonl_lines
from sfbkit.play.recording import Recording
from sfbkit.play.text_log import text_log_lines


def log_text(
    recording: Recording, library: Library, log_format: str, sources: list[str] | None = None
) -> str:
    """Returns the log of a recording in ``text`` or ``jsonl`` form; ``sources`` (``seat:player``) default to the deciders."""
    if log_format == "jsonl":
        if sources is None:
            sources = sorted({f"{d.player}:{d.source}" for d in recording.decisions})
        return "\n".join(jsonl_lines(recording, library.content_hash, sources)) + "\n"
    lines = text_log_lines(recording.match.events)
    if recording.match.result is None:
        lines.append(
            f"(the match goes on: round {recording.match.state.round}, VP {'-'.join(map(str, recording.match.state.vp))})"
        )
    return "\n".join(lines) + "\n"


def write_html(path: Path, recording: Recording, library: Library, title: str) -> None:
    """Writes the self-contained HTML replay page of a recording."""
    from sfbkit.render.replay import render_replay

    write_text_atomic(path, render_replay(library, recording, title))


def write_log(path: Path, text: str) -> None:
    """Writes a log file atomically."""
    write_text_atomic(path, text)
