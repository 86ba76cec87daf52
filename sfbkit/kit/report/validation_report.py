"""The outcome of validating a content tree: every file, every problem, the counts and the content hash."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path

from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.problems import Problem


@dataclass(frozen=True)
class ValidationReport:
    """The outcome of validating a content tree."""

    root: Path
    files: tuple[LoadedFile, ...]
    """Every content file of the tree, in tree order."""
    checked: tuple[str, ...]
    """The files whose problems are reported (all of them unless paths were given)."""
    problems: tuple[Problem, ...]
    """The reported problems, sorted by file, line and column."""
    counts: Mapping[str, int]
    """How many items of each kind validated, by plural noun."""
    count_nouns: Mapping[str, str]
    """Plural -> singular noun of each count, in the order they are shown."""
    content_hash: str
    """SHA-256 over every content file's path and bytes."""

    @property
    def ok(self) -> bool:
        """True when no problem is reported."""
        return not self.problems
