"""The bundled Super Fantasy Brawl tree and the folders of a tree (the kit's ``trees`` finds which tree a command reads)."""

from __future__ import annotations

from pathlib import Path

from sfbkit.kit.io.paths import shipped_content

CONTENT_DIRS = ("champions", "cards", "arenas", "rulesets")
"""The folders of a content tree that hold content files (match scripts live in ``matches/``)."""


def bundled_content_root() -> Path:
    """Returns the content shipped with sfbkit (inside the wheel, or the source checkout)."""
    return shipped_content()


def content_folders(root: Path) -> tuple[Path, ...]:
    """Returns the folders of a tree whose files are content or match scripts: outputs never go there."""
    return tuple(root / folder for folder in (*CONTENT_DIRS, "matches"))
