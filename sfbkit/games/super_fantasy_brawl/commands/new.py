"""``sfbkit new champion``: scaffolds a champion and its deck, ready to edit, valid from the start."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import TREE_DEFAULT, content_option, game_tree
from sfbkit.games.super_fantasy_brawl.content.validation import validate_tree
from sfbkit.games.super_fantasy_brawl.workflow.scaffold import render_scaffold, write_scaffold
from sfbkit.kit.report.report_formats import summary_line


@click.group("new")
def command() -> None:
    """Creates new content from commented templates."""


@command.command("champion")
@click.argument("champion_id", metavar="ID")
@click.option("--name", default=None, help="Display name (default: made from the id).")
@content_option(f"The content tree to add to ({TREE_DEFAULT}).")
def champion(champion_id: str, name: str | None, content: Path | None) -> None:
    """Writes champions/ID.yaml and cards/ID.yaml; refuses to overwrite either.

    Every field is shown with a comment; the new files validate with no problem
    as they are. Exits 1 if the tree then has problems, 2 on a usage error.
    """
    tree = game_tree(content)
    tree.require_writable()
    root = tree.root
    scaffold = render_scaffold(root, champion_id, name)
    write_scaffold(scaffold)
    for path in (scaffold.champion, scaffold.deck):
        click.echo(f"wrote {path}")
    report = validate_tree(root, [scaffold.champion, scaffold.deck])
    for problem in report.problems:
        click.echo(str(problem), err=True)
    click.echo(f"validate: {summary_line(report)}")
    if not scaffold.with_examples:
        click.echo(
            "note: the tree has too few champions for two teams, so the new files have no examples; "
            "a repository from 'sfbkit init' builds on the bundled champions"
        )
    if not (root / "schemas").is_dir():
        click.echo(
            "hint: run 'sfbkit schema --out schemas' in the content tree so editors find the schemas "
            "named on the first line of each file"
        )
    if report.problems:
        click.get_current_context().exit(1)
