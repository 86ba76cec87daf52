"""Renders a validation report as text lines, one JSON document, or GitHub Actions annotations."""

from __future__ import annotations

from collections.abc import Mapping

from sfbkit.kit.game import ContentReport
from sfbkit.kit.problems import Problem, one_line
from sfbkit.kit.text.markdown_text import code_span, markdown_escape

GITHUB_ANNOTATION_LIMIT = 10
"""GitHub shows only the first ten error annotations of a step."""


def plural(count: int, singular: str, many: str | None = None) -> str:
    """Returns '1 file' or '3 files'."""
    return f"{count} {singular if count == 1 else (many or singular + 's')}"


def summary_line(report: ContentReport) -> str:
    """Returns 'N files, M problems', followed by the per-kind counts when there is no problem."""
    line = f"{plural(len(report.checked), 'file')}, {plural(len(report.problems), 'problem')}"
    if not report.problems:
        line += ": " + counts_text(report.counts, report.count_nouns)
    return line


def counts_text(counts: Mapping[str, int], nouns: Mapping[str, str]) -> str:
    """Returns '12 champions, 72 cards, 1 arena': each count of ``nouns`` (plural -> singular), in its order."""
    return ", ".join(plural(counts.get(many, 0), one, many) for many, one in nouns.items())


def render_text(report: ContentReport) -> str:
    """Returns one line per problem, then the summary line."""
    lines = [str(problem) for problem in report.problems]
    lines.append(summary_line(report))
    return "\n".join(lines) + "\n"


def render_json(report: ContentReport) -> str:
    """Returns the report as one JSON document: checked files, problems and a summary."""
    document = {
        "files": list(report.checked),
        "problems": [_problem_record(problem) for problem in report.problems],
        "summary": {
            "files": len(report.checked),
            "problems": len(report.problems),
            "counts": dict(report.counts),
            "content_hash": report.content_hash,
        },
    }
    import json

    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def _problem_record(problem: Problem) -> dict[str, str | int]:
    return {
        "file": problem.file,
        "line": problem.line,
        "column": problem.column,
        "code": problem.code,
        "path": problem.path,
        "message": problem.message,
    }


def render_github(report: ContentReport) -> str:
    """Returns workflow commands: the first ten problems as error annotations, then a notice with the total."""
    lines = []
    for problem in report.problems[:GITHUB_ANNOTATION_LIMIT]:
        properties = ",".join(
            f"{name}={_escape_property(value)}"
            for name, value in (
                ("file", problem.file),
                ("line", str(problem.line)),
                ("col", str(problem.column)),
                ("title", f"sfbkit {problem.code}"),
            )
        )
        lines.append(f"::error {properties}::{_escape_data(f'{problem.path}: {problem.message}')}")
    notice = summary_line(report)
    if len(report.problems) > GITHUB_ANNOTATION_LIMIT:
        notice += f" (the first {GITHUB_ANNOTATION_LIMIT} are annotated; the step summary lists all)"
    lines.append(f"::notice title=sfbkit validate::{_escape_data(notice)}")
    return "\n".join(lines) + "\n"


def render_step_summary(report: ContentReport) -> str:
    """Returns a Markdown section for $GITHUB_STEP_SUMMARY: the summary and a table of every problem."""
    lines = ["## sfbkit validate", "", summary_line(report), ""]
    if report.problems:
        lines.append("| File | Line | Column | Code | Path | Message |")
        lines.append("| --- | --- | --- | --- | --- | --- |")
        for problem in report.problems:
            cells = (
                markdown_escape(problem.file),
                str(problem.line),
                str(problem.column),
                markdown_escape(problem.code),
                code_span(problem.path),
                markdown_escape(problem.message),
            )
            lines.append("| " + " | ".join(_escape_cell(cell) for cell in cells) + " |")
        lines.append("")
    return "\n".join(lines) + "\n"


def _escape_data(text: str) -> str:
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def _escape_property(text: str) -> str:
    return _escape_data(text).replace(":", "%3A").replace(",", "%2C")


def _escape_cell(text: str) -> str:
    """Returns a cell's Markdown kept inside its table cell: pipes escaped, on one line."""
    return one_line(text).replace("|", "\\|")
