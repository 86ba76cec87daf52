"""Where content lives: the bundled tree, or one named by --content / SFBKIT_CONTENT."""

from __future__ import annotations

import os
from pathlib import Path

from sfbkit.kit.paths import shipped_content

CONTENT_DIRS = ("champions", "cards", "arenas", "rulesets")
"""The folders of a content tree that hold content files (match scripts live in ``matches/``)."""

ENV_VAR = "SFBKIT_CONTENT"


def bundled_content_root() -> Path:
    """Returns the content shipped with sfbkit (inside the wheel, or the source checkout)."""
    return shipped_content()


def content_root(explicit: str | os.PathLike[str] | None = None) -> Path:
    """Returns the content root: the explicit one, else $SFBKIT_CONTENT, else the bundled one."""
    if explicit is not None:
        return Path(explicit)
    from_env = os.environ.get(ENV_VAR)
    if from_env:
        return Path(from_env)
    return bundled_content_root()


def content_folders(root: Path) -> tuple[Path, ...]:
    """Returns the folders of a tree whose files are content or match scripts: outputs never go there."""
    return tuple(root / folder for folder in (*CONTENT_DIRS, "matches"))
