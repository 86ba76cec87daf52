"""Where the content trees shipped with sfbkit live: inside the wheel, or at the root of a source checkout."""

from __future__ import annotations

import sys
from importlib import import_module
from pathlib import Path


def shipped_content() -> Path:
    """Returns the folder the bundled trees are under (``sfbkit/_content`` installed, the checkout's root)."""
    package = Path(__file__).resolve().parents[2]
    installed = package / "_content"
    if installed.is_dir():
        return installed
    return package.parent


def package_file(module_name: str, *parts: str) -> Path:
    """Returns a file shipped in the folder of an importable module or package (sfbkit is never zipped)."""
    module = sys.modules.get(module_name) or import_module(module_name)
    if module.__file__ is None:
        raise FileNotFoundError(f"{module_name} has no folder")
    return Path(module.__file__).parent.joinpath(*parts)
