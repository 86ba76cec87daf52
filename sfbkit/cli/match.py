"""``sfbkit match SCRIPT``: runs a match script, prints its log, and fails at the first step that does not hold."""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import cast

import click

from sfbkit.cli.options import content_option, game_tree
from sfbkit.kit.content.manifest import MANIFEST_NAME, read_manifest
from sfbkit.kit.content.trees import Tree
from sfbkit.kit.errors import ScriptError, UsageError
from sfbkit.kit.game import LogFormat, ScriptFailed
from sfbkit.kit.io.atomic import STDOUT, check_output, write_text_atomic
from sfbkit.kit.problems import bounded_message
from sfbkit.kit.report.file_display_names import working_folder
from sfbkit.kit.tree.content_guard import guarded_paths


def bundled_script(path: Path, roots: Sequence[Path]) -> Path:
    """Returns ``path``, or the first tree's ``matches/<name>.yaml`` for a bare name (relative under the working folder).

    ``roots`` are the tree, then the bundled tree it extends, if any.
    """
    try:
        if path.exists() or path.suffix or len(path.parts) > 1:
            return path
        named = next(
            (found for root in roots if (found := root / "matches" / f"{path}.yaml").is_file()), None
        )
        if named is None:
            return path
        here = working_folder()
        if here is not None and here.resolve() in named.resolve().parents:
            return named.resolve().relative_to(here.resolve())
        return named
    except OSError:  # a name the system refuses (too long): reading it says so in one line
        return path


def script_trees(tree: Tree) -> tuple[Path, ...]:
    """Returns the tree and, when its manifest extends the game's bundled tree, that tree: where scripts are named."""
    extends = read_manifest(tree.root).extends if (tree.root / MANIFEST_NAME).is_file() else None
    return (tree.root,) if extends is None else (tree.root, tree.game.bundled_root())


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
    tree = game_tree(content)
    script_path = bundled_script(script_path, script_trees(tree))
    reading = (*guarded_paths(tree.game, tree.root), script_path)
    if html == STDOUT and out in (None, STDOUT):
        raise UsageError("--html -: the log goes to standard output; give --out FILE for the log")
    for output in (out, html):
        if output is not None:
            check_output(output, reading)
    try:
        run, summary = tree.game.run_script(tree.root, script_path)
    except ScriptFailed as failure:
        if failure.run is not None and out is None and log_format == "text":
            click.echo(failure.run.log_text("text"), nl=False)
        click.echo(bounded_message(str(failure)), err=True)
        raise SystemExit(1) from None
    except ScriptError as error:
        click.echo(bounded_message(str(error)), err=True)
        raise SystemExit(1) from None
    text = run.log_text(cast(LogFormat, log_format))
    if out is not None:
        write_text_atomic(out, text, reading=reading)
    else:
        click.echo(text, nl=False)
    if html is not None:
        write_text_atomic(html, run.replay_html(run.title), reading=reading)
        if html != STDOUT:
            click.echo(f"wrote the replay to {html}", err=True)
    click.echo(summary, err=True)
