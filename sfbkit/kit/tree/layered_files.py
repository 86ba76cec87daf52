"""Reads a tree that extends its game's bundled tree: the base files first, then the tree's own files.

A tree whose manifest says ``extends: <game>`` sees every file of the bundled
tree (shown as ``<game>:folder/file.yaml``) and adds its own. A file of its own at
the place of a base file replaces that file (a what-if sweep changes an item this
way); otherwise the game's cross-checks read both, so an id the tree repeats from
the base is a duplicate like any other.
"""

from __future__ import annotations

import hashlib
from collections.abc import Callable
from functools import partial
from pathlib import Path

from sfbkit.kit.content.file_kind import FileKind
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.content.manifest import read_manifest
from sfbkit.kit.problems import Problem
from sfbkit.kit.tree.tree_files import load_tree_files

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
    own = list_files(root, unreadable)
    base = extended_base(root, bundled)
    if base is not None:
        base_root, label = base
        places = {path.relative_to(root) for path in own}
        kept = [
            path for path in list_files(base_root, unreadable) if path.relative_to(base_root) not in places
        ]
        files += load_tree_files(base_root, kept, partial(_kind_in, kind_of, base_root), digest, None, label)
    files += load_tree_files(root, own, partial(_kind_in, kind_of, root), digest, display_base)
    return files


def _kind_in(kind_of: Callable[[Path, Path], FileKind | None], root: Path, path: Path) -> FileKind | None:
    """Returns a file's kind, read as a file of the tree at ``root`` (a root file is known by its place)."""
    return kind_of(path, root)
