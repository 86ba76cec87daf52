"""``sfbkit match SCRIPT``: runs a match script, prints its log, and fails at the first step that does not hold."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_library, content_option
from sfbkit.games.super_fantasy_brawl.content.paths import content_folders
from sfbkit.games.super_fantasy_brawl.play.log_output import log_text, write_html, write_log
from sfbkit.games.super_fantasy_brawl.play.runner import ScriptFailure, run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script
from sfbkit.games.super_fantasy_brawl.play.script_steps import ExpectStep
from sfbkit.kit.atomic import STDOUT, check_output
from sfbkit.kit.errors import ScriptError, UsageError


def bundled_script(path: Path, root: Path) -> Path:
    """Returns ``path``, or the content's ``matches/<name>.yaml`` when a bare name like ``full-match`` is given."""
    if path.exists() or path.suffix or len(path.parts) > 1:
        return path
    named = root / "matches" / f"{path}.yaml"
    return named if named.is_file() else path


@click.command("match")
@click.argument("script_path", metavar="SCRIPT", type=click.Path(dir_okay=False, path_type=Path))
@click.option("--log", "log_format", type=click.Choice(["text", "jsonl"]), default="text", show_default=True)
@click.option(
    "--out", type=click.Path(dir_okay=False, path_type=Path), default=None, help="Write the log here."
)
@click.option(
    "--html", type=click.Path(dir_okay=False, path_type=Path), default=None, help="Write an HTML replay."
)
@content_option()
def command(
    script_path: Path, log_format: str, out: Path | None, html: Path | None, content: Path | None
) -> None:
    """Runs a match script (a path, or the name of a script in the content's matches/ folder).

    Exits 0 when every step applies and every expectation holds, 1 with
    SCRIPT:line: step N: what was wrong otherwise.
    """
    library = content_library(content)
    script_path = bundled_script(script_path, library.root)
    reading = (*content_folders(library.root), script_path)
    if html == STDOUT and out in (None, STDOUT):
        raise UsageError("--html -: the log goes to standard output; give --out FILE for the log")
    for output in (out, html):
        if output is not None:
            check_output(output, reading)
    try:
        script = load_script(script_path)
        outcome = run_script(script, library)
    except ScriptFailure as failure:
        if failure.recording is not None and out is None and log_format == "text":
            click.echo(log_text(failure.recording, library, "text"), nl=False)
        click.echo(str(failure), err=True)
        raise SystemExit(1) from None
    except ScriptError as error:
        click.echo(str(error), err=True)
        raise SystemExit(1) from None
    text = log_text(outcome.recording, library, log_format)
    if out is not None:
        write_log(out, text, reading=reading)
    else:
        click.echo(text, nl=False)
    if html is not None:
        write_html(html, outcome.recording, library, script.model.name or script_path.stem, reading=reading)
    decisions = len(outcome.recording.decisions)
    expects = sum(1 for step in script.steps if isinstance(step, ExpectStep))
    click.echo(
        f"{script_path}: ok: {len(script.steps)} steps, {decisions} decisions, {expects} expectations",
        err=True,
    )
