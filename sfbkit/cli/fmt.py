"""``sfbkit fmt``: rewrites content files in their canonical layout, or checks that they are."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import TREE_DEFAULT, content_option, game_tree
from sfbkit.kit.content.format_files import files_to_format, format_file
from sfbkit.kit.content.manifest import find_tree_root
from sfbkit.kit.problems import Problem, file_name_text


@click.command("fmt")
@click.argument("paths", nargs=-1, type=click.Path(exists=True, path_type=Path))
@content_option(f"The content tree formatted when no PATHS are given ({TREE_DEFAULT}).")
@click.option(
    "--check", is_flag=True, help="Write nothing; list the files that would change and exit 1 if any."
)
def command(paths: tuple[Path, ...], content: Path | None, check: bool) -> None:
    """Formats content files (PATHS: files or folders): key order of the models, quoting, indentation.

    Comments are kept. A file that does not parse is reported with its line and
    column and left untouched. Exits 1 when a file could not be formatted, or with
    --check when a file would change.
    """
    tree: Path | None = None
    unreadable: list[Problem] = []
    if paths:
        named = find_tree_root(paths[0]) if content is None else content
        game = game_tree(named).game
        files = files_to_format(paths, game.file_kind)
    else:
        found = game_tree(content)
        game = found.game
        if not check:
            found.require_writable()
        files = game.content_files(found.root, unreadable)
        tree = found.root.resolve()
        for problem in unreadable:
            click.echo(str(problem), err=True)
    failed = len(unreadable)
    changed = 0
    for path in files:
        outcome = format_file(path, _display(path), game.file_kind, write=not check, tree=tree)
        if outcome.problem is not None:
            failed += 1
            click.echo(str(outcome.problem), err=True)
        elif outcome.changed:
            changed += 1
            click.echo(f"{outcome.display}: {'would reformat' if check else 'reformatted'}")
    verb = "would be reformatted" if check else "reformatted"
    summary = f"{len(files)} files checked, {changed} {verb}"
    if failed:
        summary += f", {failed} could not be formatted"
    click.echo(summary, err=True)
    if failed or (check and changed):
        click.get_current_context().exit(1)


def _display(path: Path) -> str:
    try:
        return file_name_text(path.resolve().relative_to(Path.cwd().resolve()).as_posix())
    except ValueError:
        return file_name_text(path.as_posix())
