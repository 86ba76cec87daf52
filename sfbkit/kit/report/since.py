"""``validate --since REV``: which problems the change since a git revision brought, and which were there before.

A problem is old only when the same problem (code, file and path) is found
when the tree is validated as it was at the revision; everything else is new,
whichever file it is reported in.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from sfbkit.kit.game import ContentReport
from sfbkit.kit.io.git_revision import revision_tree
from sfbkit.kit.problems import Problem
from sfbkit.kit.report.report_formats import (
    GITHUB_ANNOTATION_LIMIT,
    render_github,
    render_json,
    render_step_summary,
    render_text,
    summary_line,
)


@dataclass(frozen=True, slots=True)
class SinceSplit:
    """A report's problems split into those the change since a revision brought and those already there."""

    revision: str
    changed: tuple[Problem, ...]
    existing: tuple[Problem, ...]

    def counts(self) -> str:
        """Returns '2 new since REV, 1 already there'."""
        return f"{len(self.changed)} new since {self.revision}, {len(self.existing)} already there"


Validator = Callable[[Path], ContentReport]
"""Validates a whole tree, naming files relative to its root."""


def split_since(
    report: ContentReport, revision: str, validate: Validator, display_base: Path | None
) -> SinceSplit:
    """Splits a report's problems into those the change since ``revision`` brought and those already there.

    ``display_base`` is what the report names files from (None: the tree's root).
    """
    with revision_tree(report.root, revision) as old_root:
        before = validate(old_root)
    old_keys = {(problem.code, problem.file, problem.path) for problem in before.problems}
    root = report.root.resolve()
    fresh: list[Problem] = []
    old: list[Problem] = []
    for problem in report.problems:
        key = (problem.code, _tree_name(problem.file, root, display_base), problem.path)
        (old if key in old_keys else fresh).append(problem)
    return SinceSplit(revision, tuple(fresh), tuple(old))


def _tree_name(file: str, root: Path, display_base: Path | None) -> str:
    """Returns a reported file name relative to the tree's root, as the revision's report names it."""
    if display_base is None:
        return file
    try:
        return (display_base / file).resolve().relative_to(root).as_posix()
    except (ValueError, OSError):
        return file


@dataclass(frozen=True)
class _Filtered:
    """A report with other problems (marked or reordered)."""

    report: ContentReport
    problems: tuple[Problem, ...]

    @property
    def root(self) -> Path:
        return self.report.root

    @property
    def checked(self) -> tuple[str, ...]:
        return self.report.checked

    @property
    def counts(self) -> Mapping[str, int]:
        return self.report.counts

    @property
    def count_nouns(self) -> Mapping[str, str]:
        return self.report.count_nouns

    @property
    def content_hash(self) -> str:
        return self.report.content_hash


def _with(report: ContentReport, problems: tuple[Problem, ...]) -> ContentReport:
    return _Filtered(report, problems)


def _marked(problem: Problem, revision: str) -> Problem:
    return problem._replace(message=f"{problem.message} (already there at {revision})")


def render_text_since(report: ContentReport, split: SinceSplit) -> str:
    """Returns the problems in changed files first, then the older ones marked, then the summary."""
    problems = (*split.changed, *(_marked(problem, split.revision) for problem in split.existing))
    text = render_text(_with(report, problems))
    if not report.problems:
        return text
    return text.rstrip("\n") + f" ({split.counts()})\n"


def render_json_since(report: ContentReport, split: SinceSplit) -> str:
    """Returns the JSON report with ``changed`` on every problem and the split in the summary."""
    document = json.loads(render_json(_with(report, (*split.changed, *split.existing))))
    flags = [True] * len(split.changed) + [False] * len(split.existing)
    for record, changed in zip(document["problems"], flags, strict=True):
        record["changed"] = changed
    document["summary"]["since"] = split.revision
    document["summary"]["changed_problems"] = len(split.changed)
    document["summary"]["existing_problems"] = len(split.existing)
    return json.dumps(document, indent=2, ensure_ascii=False) + "\n"


def render_github_since(report: ContentReport, split: SinceSplit) -> str:
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


def render_step_summary_since(report: ContentReport, split: SinceSplit) -> str:
    """Returns the step summary with the problems in changed files first and the older ones marked."""
    problems = (*split.changed, *(_marked(problem, split.revision) for problem in split.existing))
    text = render_step_summary(_with(report, problems))
    if not report.problems:
        return text
    head, _, rest = text.partition("\n\n")
    line, _, table = rest.partition("\n")
    return f"{head}\n\n{line} ({split.counts()})\n{table}"
