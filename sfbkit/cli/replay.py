"""``sfbkit replay LOG``: re-runs a JSONL match log and checks that it happens exactly as logged."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.kit.errors import ScriptError, UsageError
from sfbkit.kit.io.atomic import STDOUT, check_output, write_text_atomic
from sfbkit.kit.problems import bounded_message
from sfbkit.kit.tree.content_guard import guarded_paths


@click.command("replay")
@click.argument("log_path", metavar="LOG", type=click.Path(dir_okay=False, path_type=Path))
@click.option(
    "--html", type=click.Path(dir_okay=False, path_type=Path), default=None, help="Write an HTML replay."
)
@click.option("--text", "show_text", is_flag=True, help="Print the readable log of the replay.")
@content_option()
def command(log_path: Path, html: Path | None, show_text: bool, content: Path | None) -> None:
    """Replays a match log; exits 0 when every event, the result and the hash match, 1 otherwise."""
    tree = game_tree(content)
    reading = (*guarded_paths(tree.game, tree.root), log_path)
    if html == STDOUT and show_text:
        raise UsageError("--html - and --text both write to standard output; choose one")
    if html is not None:
        check_output(html, reading)
    try:
        run, summary = tree.game.replay(tree.root, log_path)
    except ScriptError as error:
        click.echo(bounded_message(str(error)), err=True)
        raise SystemExit(1) from None
    if show_text:
        click.echo(run.log_text("text"), nl=False)
    if html is not None:
        write_text_atomic(html, run.replay_html(run.title), reading=reading)
    click.echo(summary, err=html == STDOUT)
