"""The report of a validated tree, restricted to the files a command named: the cross-checks still read them all."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from sfbkit.kit.content.loader import LoadedFile, within
from sfbkit.kit.problems import Problem
from sfbkit.kit.report.validation_report import ValidationReport


def scoped_report(
    root: Path,
    files: Sequence[LoadedFile],
    local_files: Sequence[LoadedFile],
    problems: Iterable[Problem],
    paths: Iterable[Path] | None,
    counts: Mapping[str, int],
    count_nouns: Mapping[str, str],
    content_hash: str,
) -> ValidationReport:
    """Returns the report of the tree's ``local_files``; ``paths`` (files or folders) restrict what it names."""
    checked = [file.display for file in local_files]
    kept = list(problems)
    if paths is not None:
        scope = [Path(path).resolve() for path in paths]
        selected = {file.display for file in local_files if within(file.path.resolve(), scope)}
        checked = [name for name in checked if name in selected]
        kept = [problem for problem in kept if problem.file in selected]
    return ValidationReport(
        root=root,
        files=tuple(files),
        checked=tuple(checked),
        problems=tuple(sorted(kept)),
        counts=counts,
        count_nouns=count_nouns,
        content_hash=content_hash,
    )
