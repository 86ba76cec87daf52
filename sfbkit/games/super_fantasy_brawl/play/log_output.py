"""The text or JSONL log of a recorded Super Fantasy Brawl match."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import jsonl_text
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.text_log import text_log_lines
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
