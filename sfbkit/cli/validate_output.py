"""How ``sfbkit validate`` prints a report (text, JSON or GitHub annotations and step summary), without click."""

from __future__ import annotations

import os
import sys
from typing import Literal

from sfbkit.kit.game import ContentReport

ValidateFormat = Literal["text", "json", "github"]
VALIDATE_FORMATS: tuple[ValidateFormat, ...] = ("text", "json", "github")

STEP_SUMMARY_VAR = "GITHUB_STEP_SUMMARY"


def print_report(report: ContentReport, output_format: str) -> int:
    """Prints the report in ``output_format`` and returns the exit code: 1 when there are problems, else 0."""
    from sfbkit.kit.report_formats import render_github, render_json, render_step_summary, render_text

    if output_format == "json":
        write(render_json(report))
    elif output_format == "github":
        write(render_github(report))
        append_step_summary(render_step_summary(report))
    else:
        write(render_text(report))
    return 1 if report.problems else 0


def write(text: str) -> None:
    """Writes text to standard output and flushes it (as ``click.echo(text, nl=False)`` does, nothing when it is closed)."""
    if sys.stdout is None:
        return
    sys.stdout.write(text)
    sys.stdout.flush()


def append_step_summary(markdown: str) -> None:
    """Appends to the GitHub step summary file when the workflow names one."""
    summary_file = os.environ.get(STEP_SUMMARY_VAR)
    if summary_file:
        with open(summary_file, "a", encoding="utf-8") as handle:
            handle.write(markdown)
