"""How reports name a content file: relative to the working directory, as a user typing paths expects."""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path


def working_folder() -> Path | None:
    """Returns the working folder reports name files from, or None when it no longer exists (names from the tree's root)."""
    try:
        return Path.cwd()
    except FileNotFoundError:
        return None


def display_name(path: Path, root: Path, base: Path | None) -> str:
    """Names a file of the tree at ``root`` relative to ``base`` (``../champions/pip.yaml`` from ``cards/``).

    Without a base, or when neither the file nor the base lies inside the
    other's tree, the name is relative to the tree's root.
    """
    return display_names(root, base)(path)


def display_names(root: Path, base: Path | None) -> Callable[[Path], str]:
    """Returns what ``display_name`` returns for each file of the tree, with the tree and base resolved once."""
    if base is None:
        return lambda path: path.relative_to(root).as_posix()
    tree = root.resolve()
    resolved_base = base.resolve()
    inside_tree = resolved_base == tree or tree in resolved_base.parents

    def name(path: Path) -> str:
        relative = path.relative_to(root)
        full = tree / relative
        if inside_tree or resolved_base in full.parents:
            return Path(os.path.relpath(full, resolved_base)).as_posix()
        return relative.as_posix()

    return name
