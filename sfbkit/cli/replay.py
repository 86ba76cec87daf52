"""``sfbkit replay LOG``: re-runs a JSONL match log and checks that it happens exactly as logged."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, valid_library
from sfbkit.games.super_fantasy_brawl.content.paths import content_folders
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import MAX_LOG_BYTES, read_log
from sfbkit.games.super_fantasy_brawl.play.log_output import log_text, write_html
from sfbkit.games.super_fantasy_brawl.play.replay import replay_log
from sfbkit.kit.atomic import STDOUT, check_output
from sfbkit.kit.errors import ScriptError, UsageError
from sfbkit.kit.input_file import UnreadableInput, read_input


@click.command("replay")
@click.argument("log_path", metavar="LOG", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--html", type=click.Path(dir_okay=False, path_type=Path), default=None, help="Write an HTML replay."
)
@click.option("--text", "show_text", is_flag=True, help="Print the readable log of the replay.")
@content_option()
def command(log_path: Path, html: Path | None, show_text: bool, content: Path | None) -> None:
    """Replays a match log; exits 0 when every event, the result and the hash match, 1 otherwise."""
    library = valid_library(content)
    reading = (*content_folders(library.root), log_path)
    if html == STDOUT and show_text:
        raise UsageError("--html - and --text both write to standard output; choose one")
    if html is not None:
        check_output(html, reading)
    try:
        text = read_input(log_path, MAX_LOG_BYTES).decode("utf-8")
    except UnreadableInput as error:
        click.echo(f"{log_path}: {error}", err=True)
        raise SystemExit(1) from None
    except UnicodeDecodeError as error:
        click.echo(f"{log_path}: cannot read: not UTF-8 ({error.reason} at byte {error.start})", err=True)
        raise SystemExit(1) from None
    try:
        report = replay_log(read_log(text, str(log_path)), library, str(log_path))
    except ScriptError as error:
        click.echo(str(error), err=True)
        raise SystemExit(1) from None
    if show_text:
        click.echo(log_text(report.recording, library, "text"), nl=False)
    if html is not None:
        write_html(html, report.recording, library, log_path.stem, reading=reading)
    click.echo(
        f"{log_path}: replay ok: {report.decisions} decisions, {report.events} events",
        err=html == STDOUT,
    )
