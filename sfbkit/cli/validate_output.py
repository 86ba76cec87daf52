"""How ``sfbkit validate`` prints a report (text, JSON or GitHub annotations and step summary), without click."""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Literal

from sfbkit.kit.game import ContentReport

ValidateFormat = Literal["text", "json", "github"]
VALIDATE_FORMATS: tuple[ValidateFormat, ...] = ("text", "json", "github")

STEP_SUMMARY_VAR = "GITHUB_STEP_SUMMARY"


def print_report(report: ContentReport, output_format: str) -> int:
    """Prints the report in ``output_format`` and returns the exit code: 1 when there are problems, else 0."""
    from sfbkit.kit.report.report_formats import render_github, render_json, render_step_summary, render_text

    if output_format == "json":
        write(render_json(report))
    elif output_format == "github":
        with step_summary(report.root) as append:  # opened first: a refused summary file prints nothing
            write(render_github(report))
            append(render_step_summary(report))
    else:
        write(render_text(report))
    return 1 if report.problems else 0


def write(text: str) -> None:
    """Writes text to standard output and flushes it (as ``click.echo(text, nl=False)`` does, nothing when it is closed)."""
    if sys.stdout is None:
        return
    sys.stdout.write(text)
    sys.stdout.flush()


def append_step_summary(markdown: str, root: Path) -> None:
    """Appends to the GitHub step summary file when the workflow names one (never a file of the tree at ``root``)."""
    with step_summary(root) as append:
        append(markdown)


@contextmanager
def step_summary(root: Path) -> Iterator[Callable[[str], None]]:
    """Yields what appends Markdown to the GitHub step summary file (nothing when the workflow names none).

    The file is opened on entry, as ``sfbkit.kit.io.atomic.output_kind`` allows: UsageError for a
    folder, a link or a file of the content tree at ``root``; OutputError when it cannot be written.
    """
    summary_file = os.environ.get(STEP_SUMMARY_VAR)
    if not summary_file:
        yield lambda markdown: None
        return
    from sfbkit.kit.io.atomic import append_to, open_append

    path = Path(summary_file)
    with open_append(path, reading=(root,)) as handle:
        yield lambda markdown: append_to(path, handle, markdown)
