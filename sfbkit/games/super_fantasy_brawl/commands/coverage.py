"""``sfbkit coverage``: lists the cards and abilities that have no example."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.cli.options import content_option, content_tree
from sfbkit.games.super_fantasy_brawl.commands.options import valid_report
from sfbkit.games.super_fantasy_brawl.workflow.coverage import coverage_of, render_coverage
from sfbkit.games.super_fantasy_brawl.workflow.examples import subjects


@click.command("coverage")
@content_option()
@click.option("--allow-missing", is_flag=True, help="Report missing examples but exit 0.")
def command(content: Path | None, allow_missing: bool) -> None:
    """Lists every card and champion ability without an example, then the totals.

    Exits 1 when one is missing (0 with --allow-missing), or when the content has problems.
    """
    root = content_tree(content)
    report = valid_report(root)
    coverage = coverage_of(subjects(report))
    click.echo(render_coverage(coverage), nl=False)
    if coverage.missing and not allow_missing:
        click.get_current_context().exit(1)
