"""Formats content files on disk: which files a list of paths means, and each file's outcome."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from pathlib import Path

from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.formatter import FormatFailure, format_text
from sfbkit.kit.content.loader import outside_tree, within
from sfbkit.kit.io.atomic import write_text_atomic
from sfbkit.kit.io.yaml_source import MAX_FILE_BYTES
from sfbkit.kit.problems import Problem

KindOf = Callable[[Path], FileKind | None]
"""A game's map from a file's place in the tree to its kind (None: not content)."""


@dataclass(frozen=True, slots=True)
class FileOutcome:
    """What formatting did (or would do) to one file."""

    path: Path
    display: str
    changed: bool
    problem: Problem | None = None


def files_to_format(paths: Iterable[Path], kind_of: KindOf) -> list[Path]:
    """Expands folders to the content files under them (hidden folders skipped), in a stable order."""
    found: list[Path] = []
    for path in paths:
        if path.is_dir():
            found.extend(
                sorted(
                    (item for item in path.rglob("*") if _is_content(item, path, kind_of)),
                    key=lambda item: item.relative_to(path).parts,
                )
            )
        else:
            found.append(path)
    unique: dict[Path, None] = {}
    for path in found:
        unique.setdefault(path, None)
    return list(unique)


def format_file(
    path: Path, display: str, kind_of: KindOf, *, write: bool, tree: Path | None = None
) -> FileOutcome:
    """Formats one file; writes it back (atomically) only when ``write`` and its text changes.

    A file that a symbolic link places outside ``tree`` (a resolved content root) is reported, not read.
    """
    if tree is not None and not within(path.resolve(), [tree]):
        return FileOutcome(path, display, False, outside_tree(display))
    if path.suffix not in (".yaml", ".yml"):
        message = "not a YAML file (.yaml or .yml); left as it is"
        return FileOutcome(path, display, False, Problem(display, 1, 1, "not-yaml", "$", message))
    try:
        if path.stat().st_size > MAX_FILE_BYTES:
            message = f"the file is larger than {MAX_FILE_BYTES} bytes"
            return FileOutcome(path, display, False, Problem(display, 1, 1, "too-large", "$", message))
        raw = path.read_bytes()
    except OSError as error:
        problem = Problem(display, 1, 1, "unreadable", "$", f"cannot read the file: {error.strerror}")
        return FileOutcome(path, display, False, problem)
    try:
        formatted = format_text(raw, kind_of(path))
    except FormatFailure as failure:
        found = failure.problem
        problem = Problem(display, found.line, found.column, found.code, "$", found.message)
        return FileOutcome(path, display, False, problem)
    if formatted.encode("utf-8") == raw:
        return FileOutcome(path, display, False)
    if write:
        write_text_atomic(path, formatted)
    return FileOutcome(path, display, True)


def _is_content(path: Path, base: Path, kind_of: KindOf) -> bool:
    hidden = any(part.startswith(".") for part in path.relative_to(base).parts)
    return not hidden and kind_of(path) is not None and path.is_file()
