"""The match scripts ``sfbkit validate`` reads without playing: finding them, and adding their problems to a report."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from pathlib import Path

from sfbkit.kit.content.loader import within
from sfbkit.kit.problems import Problem
from sfbkit.kit.report.file_display_names import display_name
from sfbkit.kit.report.validation_report import ValidationReport

SCRIPTS_FOLDER = "matches"


def script_files(root: Path, paths: Iterable[Path] | None = None) -> list[Path]:
    """Returns the tree's match scripts (``matches/*.yaml``) by name, only those inside ``paths`` when given."""
    try:
        found = sorted(path for path in (root / SCRIPTS_FOLDER).glob("*.yaml") if path.is_file())
    except OSError:
        return []
    if paths is None:
        return found
    scope = [Path(path).resolve() for path in paths]
    return [path for path in found if within(path.resolve(), scope)]


def with_checked_scripts(
    report: ValidationReport, scripts: Sequence[Path], problems: Iterable[Problem], display_base: Path | None
) -> ValidationReport:
    """Returns the report with the scripts among its checked files, their problems added and counted as matches."""
    shown = tuple(display_name(path, report.root, display_base) for path in scripts)
    counted = bool(scripts)
    return replace(
        report,
        checked=(*report.checked, *shown),
        problems=tuple(sorted((*report.problems, *problems))),
        counts={**report.counts, "matches": len(scripts)} if counted else report.counts,
        count_nouns={**report.count_nouns, "matches": "match"} if counted else report.count_nouns,
    )
