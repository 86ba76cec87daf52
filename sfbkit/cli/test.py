"""``sfbkit test``: runs the examples written inside card and champion files on the rules engine."""

from __future__ import annotations

from pathlib import Path

import click

from sfbkit.content.library import InvalidContentError, library_from
from sfbkit.content.paths import content_root
from sfbkit.content.validation import validate_tree
from sfbkit.errors import UsageError
from sfbkit.workflow.examples import cases, run_example, subjects


@click.command("test")
@click.argument("ids", nargs=-1)
@click.option(
    "--content",
    "content",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="The content tree (default: $SFBKIT_CONTENT, else the bundled content).",
)
@click.option("--verbose", "-v", is_flag=True, help="Also list the examples that pass.")
def command(ids: tuple[str, ...], content: Path | None, verbose: bool) -> None:
    """Runs the examples of the cards and abilities named by IDS (card or champion ids; all by default).

    Each failure is printed with its file and line. Exits 1 when an example fails
    or the content has problems, 2 when an id names nothing.
    """
    root = content_root(content)
    if not root.is_dir():
        raise UsageError(f"content root {root} is not a directory")
    report = validate_tree(root)
    if report.problems:
        raise InvalidContentError(root, report.problems)
    found = subjects(report)
    known = {subject.id for subject in found} | {subject.champion for subject in found}
    unknown = [name for name in ids if name not in known]
    if unknown:
        raise UsageError(f"no card or champion {', '.join(map(repr, unknown))} in {root}")
    library = library_from(report)
    selected = cases(found, ids)
    failed = 0
    for case in selected:
        outcome = run_example(case, library)
        if outcome.failure is not None:
            failed += 1
            click.echo(f"FAIL {case.id} ({case.example.name})\n{outcome.failure}", err=True)
        elif verbose:
            click.echo(f"ok   {case.id} ({case.example.name}) {case.where}")
    count = f"{len(selected)} example{'' if len(selected) == 1 else 's'}"
    click.echo(f"{count}: {len(selected) - failed} passed, {failed} failed")
    if failed:
        click.get_current_context().exit(1)
