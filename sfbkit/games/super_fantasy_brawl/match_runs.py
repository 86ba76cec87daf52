"""Super Fantasy Brawl matches as the kit's match and replay commands run them."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import read_log_file
from sfbkit.games.super_fantasy_brawl.play.log_output import log_text
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.games.super_fantasy_brawl.play.replay import replay_log
from sfbkit.games.super_fantasy_brawl.play.runner import ScriptFailure
from sfbkit.games.super_fantasy_brawl.play.runner import run_script as run_loaded_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script
from sfbkit.kit.game import LogFormat, ScriptFailed
from sfbkit.kit.scripts.runner import script_summary


@dataclass(frozen=True, slots=True)
class SfbRun:
    """A recorded Super Fantasy Brawl match and the library it ran on."""

    recording: Recording
    library: Library
    title: str

    def log_text(self, log_format: LogFormat) -> str:
        """Returns the readable text log or the JSONL log."""
        return log_text(self.recording, self.library, log_format)

    def replay_html(self, title: str) -> str:
        """Returns the self-contained HTML replay page."""
        from sfbkit.games.super_fantasy_brawl.render.replay import render_replay

        return render_replay(self.library, self.recording, title)


def run_script(library: Library, script_path: Path) -> tuple[SfbRun, str]:
    """Runs a match script on a library; ScriptFailed names the line that did not hold."""
    script = load_script(script_path)
    title = script.model.name or script_path.stem
    try:
        outcome = run_loaded_script(script, library)
    except ScriptFailure as failure:
        partial = SfbRun(failure.recording, library, title) if failure.recording is not None else None
        raise ScriptFailed(str(failure), partial) from None
    summary = script_summary(script_path, script.steps, len(outcome.recording.decisions))
    return SfbRun(outcome.recording, library, title), summary


def replay(library: Library, log_path: Path) -> tuple[SfbRun, str]:
    """Replays a JSONL match log on a library; ScriptError names what differs."""
    report = replay_log(read_log_file(log_path), library, str(log_path))
    summary = f"{log_path}: replay ok: {report.decisions} decisions, {report.events} events"
    return SfbRun(report.recording, library, log_path.stem), summary
