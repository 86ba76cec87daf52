"""A game's library of a tree that must be valid: the tree validated in full, every problem raised at once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

from sfbkit.kit.problems import InvalidContentError, Problem

if TYPE_CHECKING:
    from sfbkit.kit.report.validation_report import ValidationReport

LibraryT = TypeVar("LibraryT")


def valid_library(
    root: Path,
    validate: Callable[[Path], ValidationReport],
    library_from: Callable[[ValidationReport], LibraryT],
) -> LibraryT:
    """Returns the library ``library_from`` builds of a tree ``validate`` finds clean; InvalidContentError otherwise."""
    root = Path(root)
    if not root.is_dir():
        raise InvalidContentError(
            root, [Problem(str(root), 1, 1, "missing-file", "$", "the content root is not a directory")]
        )
    report = validate(root)
    if report.problems:
        raise InvalidContentError(root, report.problems)
    return library_from(report)
