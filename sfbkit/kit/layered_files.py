"""Reads a tree that extends its game's bundled tree: the base files first, then the tree's own files.

A tree whose manifest says ``extends: <game>`` sees every file of the bundled
tree (shown as ``<game>:folder/file.yaml``) and adds its own; the game's cross-checks
then read both, so an id the tree repeats from the base is a duplicate like any other.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from functools import partial
from pathlib import Path

from sfbkit.kit.file_kind import FileKind
from sfbkit.kit.loader import LoadedFile
from sfbkit.kit.manifest import read_manifest
from sfbkit.kit.problems import Problem
from sfbkit.kit.tree_files import load_tree_files

ListFiles = Callable[[Path, list[Problem]], list[Path]]
"""Lists a tree's content files in reading order, adding a problem for each folder it cannot read."""


def extended_base(root: Path, bundled: Path) -> tuple[Path, str] | None:
    """Returns the bundled tree and its label when the tree's manifest extends it (never the bundled tree itself)."""
    manifest = read_manifest(root)
    if manifest.extends is None or bundled.resolve() == root.resolve():
        return None
    return bundled, manifest.extends


def load_layered_files(
    root: Path,
    bundled: Path,
    list_files: ListFiles,
    kind_of: Callable[[Path, Path], FileKind | None],
    digest: hashlib._Hash,
    display_base: Path | None,
    unreadable: list[Problem],
) -> list[LoadedFile]:
    """Returns the base tree's files (when the tree extends it) followed by the tree's own, all loaded."""
    files: list[LoadedFile] = []
    base = extended_base(root, bundled)
    if base is not None:
        base_root, label = base
        base_kind = partial(_kind_in, kind_of, base_root)
        files += load_tree_files(base_root, list_files(base_root, unreadable), base_kind, digest, None, label)
    own_kind = partial(_kind_in, kind_of, root)
    files += load_tree_files(root, list_files(root, unreadable), own_kind, digest, display_base)
    return files


def _kind_in(kind_of: Callable[[Path, Path], FileKind | None], root: Path, path: Path) -> FileKind | None:
    """Returns a file's kind, read as a file of the tree at ``root`` (a root file is known by its place)."""
    return kind_of(path, root)
