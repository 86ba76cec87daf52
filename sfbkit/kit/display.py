"""How reports name a content file: relative to the working directory, as a user typing paths expects."""

from __future__ import annotations

import os
from pathlib import Path


def display_name(path: Path, root: Path, base: Path | None) -> str:
    """Names a file of the tree at ``root`` relative to ``base`` (``../champions/pip.yaml`` from ``cards/``).

    Without a base, or when neither the file nor the base lies inside the
    other's tree, the name is relative to the tree's root.
    """
    relative = path.relative_to(root)
    if base is None:
        return relative.as_posix()
    tree = root.resolve()
    full = tree / relative
    base = base.resolve()
    inside_tree = base == tree or tree in base.parents
    if inside_tree or base in full.parents:
        return Path(os.path.relpath(full, base)).as_posix()
    return relative.as_posix()
