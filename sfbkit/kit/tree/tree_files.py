"""Reads a content tree's files for any game: each file parsed against its kind's model, its problems located."""

from __future__ import annotations

import hashlib
import os
from collections.abc import Callable, Sequence
from pathlib import Path

from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.loader import (
    LoadedFile,
    load_file,
    outside_file,
    read_content,
    rejected_file,
    resolved_file,
    within,
)
from sfbkit.kit.problems import file_name_text
from sfbkit.kit.report.file_display_names import display_names


def load_tree_files(
    root: Path,
    paths: Sequence[Path],
    kind_of: Callable[[Path], FileKind | None],
    digest: hashlib._Hash,
    display_base: Path | None = None,
    label: str | None = None,
) -> list[LoadedFile]:
    """Loads the listed files of the tree at ``root``, adding each path and its bytes to ``digest``.

    Files are shown relative to ``display_base``, or as ``label:relative/path`` for a base tree.
    """
    files: list[LoadedFile] = []
    inside = root.resolve()
    name = display_names(root, display_base)
    folders: dict[Path, Path] = {}
    for path in paths:
        relative = path.relative_to(root).as_posix()
        display = f"{label}:{relative}" if label is not None else name(path)
        if label is not None:
            digest.update(os.fsencode(label) + b":")
        kind = kind_of(path)
        assert kind is not None
        digest.update(os.fsencode(relative) + b"\0")
        if file_name_text(display) != display:
            display = file_name_text(display)
            message = "the file name is not valid UTF-8; rename the file"
            files.append(rejected_file(path, display, kind, "bad-file-name", message))
            continue
        if not within(resolved_file(path, folders), [inside]):
            files.append(outside_file(path, display, kind))
            continue
        try:
            raw = read_content(path)
        except OSError as error:
            message = f"cannot read the file: {error.strerror or error}"
            files.append(rejected_file(path, display, kind, "unreadable", message))
            continue
        if raw is not None:
            digest.update(raw)
        files.append(load_file(path, display, kind, raw))
    return files
