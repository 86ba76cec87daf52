"""``validate --since REV``: which problems are in files changed since a git revision, and which were there before."""

from __future__ import annotations

import dataclasses
import json
from dataclasses import dataclass

from sfbkit.games.super_fantasy_brawl.content.report_formats import (
    GITHUB_ANNOTATION_LIMIT,
    render_github,
    render_json,
    render_step_summary,
    render_text,
    summary_line,
)
from sfbkit.games.super_fantasy_brawl.content.validation import ValidationReport
from sfbkit.games.super_fantasy_brawl.workflow.git_revision import changed_files
from sfbkit.kit.problems import Problem


@dataclass(frozen=True, slots=True)
class SinceSplit:
    """A report's problems split into those in files changed since a revision and those already there."""

    revision: str
    changed: tuple[Problem, ...]
    existing: tuple[Problem, ...]

    def counts(self) -> str:
        """Returns '2 in files changed since REV, 1 already there'."""
        return (
            f"{len(self.changed)} in files changed since {self.revision}, {len(self.existing)} already there"
        )


def split_since(report: ValidationReport, revision: str) -> SinceSplit:
    """Splits the problems of a report by whether their file changed since ``revision`` (or is new)."""
    changed = changed_files(report.root, revision)
    relative = {file.display: file.path.relative_to(report.root).as_posix() for file in report.files}
    fresh: list[Problem] = []
    old: list[Problem] = []
    for problem in report.problems:
        name = relative.get(problem.file)
        (fresh if name is None or name in changed else old).append(problem)
    return SinceSplit(revision, tuple(fresh), tuple(old))


def _with(report: ValidationReport, problems: tuple[Problem, ...]) -> ValidationReport:
    return dataclasses.replace(report, problems=problems)


def _marked(problem: Problem, revision: str) -> Problem:
    return dataclasses.replace(problem, message=f"{problem.message} (already there at {revision})")


def render_text_since(report: ValidationReport, split: SinceSplit) -> str:
    """Returns the problems in changed files first, then the older ones marked, then the summary."""
    problems = (*split.changed, *(_marked(problem, split.revision) for problem in split.existing))
    text = render_text(_with(report, problems))
    if not report.problems:
        return text
    return text.rstrip("\n") + f" ({split.counts()})\n"


def render_json_since(report: ValidationReport, split: SinceSplit) -> str:
    """Returns the JSON report with ``changed`` on every problem and the split in the summary."""
    document = json.loads(render_json(_with(report, (*split.changed, *split.existing))))
    flags = [True] * len(split.changed) + [False] * len(split.existing)
    for record, changed in zip(document["problems"], flags, strict=True):
        record["changed"] = changed
    document["summary"]["since"] = split.revision
    document["summary"]["changed_problems"] = len(split.changed)
    document["summary"]["existing_problems"] = len(split.existing)
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def render_github_since(report: ValidationReport, split: SinceSplit) -> str:
    """Returns error annotations for problems in changed files, warnings for older ones, and a notice."""
    errors = [
        line
        for line in render_github(_with(report, split.changed)).splitlines()
        if line.startswith("::error")
    ]
    warnings = [
        "::warning " + line.removeprefix("::error ")
        for line in render_github(
            _with(report, tuple(_marked(problem, split.revision) for problem in split.existing))
        ).splitlines()
        if line.startswith("::error")
    ]
    notice = summary_line(report)
    if report.problems:
        notice += f" ({split.counts()})"
    if len(split.changed) > GITHUB_ANNOTATION_LIMIT or len(split.existing) > GITHUB_ANNOTATION_LIMIT:
        notice += f"; the first {GITHUB_ANNOTATION_LIMIT} of each are annotated, the step summary lists all"
    notice = notice.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")
    return "\n".join([*errors, *warnings, f"::notice title=sfbkit validate::{notice}"]) + "\n"


def render_step_summary_since(report: ValidationReport, split: SinceSplit) -> str:
    """Returns the step summary with the problems in changed files first and the older ones marked."""
    problems = (*split.changed, *(_marked(problem, split.revision) for problem in split.existing))
    text = render_step_summary(_with(report, problems))
    if not report.problems:
        return text
    head, _, rest = text.partition("\n\n")
    line, _, table = rest.partition("\n")
    return f"{head}\n\n{line} ({split.counts()})\n{table}"
