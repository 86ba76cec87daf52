"""``sfbkit coverage``: lists the cards and abilities that have no example."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.content.library import InvalidContentError
from sfbkit.content.paths import content_root
from sfbkit.content.validation import validate_tree
from sfbkit.errors import UsageError
from sfbkit.workflow.coverage import coverage_of, render_coverage
from sfbkit.workflow.examples import subjects


@click.command("coverage")
@click.option(
    "--content",
    "content",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="The content tree (default: $SFBKIT_CONTENT, else the bundled content).",
)
@click.option("--allow-missing", is_flag=True, help="Report missing examples but exit 0.")
def command(content: Path | None, allow_missing: bool) -> None:
    """Lists every card and champion ability without an example, then the totals.

    Exits 1 when one is missing (0 with --allow-missing), or when the content has problems.
    """
    root = content_root(content)
    if not root.is_dir():
        raise UsageError(f"content root {root} is not a directory")
    report = validate_tree(root)
    if report.problems:
        raise InvalidContentError(root, report.problems)
    coverage = coverage_of(subjects(report))
    click.echo(render_coverage(coverage), nl=False)
    if coverage.missing and not allow_missing:
        click.get_current_context().exit(1)
