"""Where the content trees shipped with sfbkit live: inside the wheel, or at the root of a source checkout."""

from __future__ import annotations

from pathlib import Path


def shipped_content() -> Path:
    """Returns the folder the bundled trees are under (``sfbkit/_content`` installed, the checkout's root)."""
    package = Path(__file__).resolve().parents[1]
    installed = package / "_content"
    if installed.is_dir():
        return installed
    return package.parent
