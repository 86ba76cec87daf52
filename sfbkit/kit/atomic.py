"""Atomic output: files are written to a temporary sibling and renamed, directories swapped in whole."""

from __future__ import annotations

import os
import shutil
import tempfile
from collections.abc import Callable
from pathlib import Path

from sfbkit.kit.errors import UsageError

SITE_MARKER = ".sfbkit-output"
"""A file marking a directory as written by sfbkit, so that it may be replaced."""


def write_bytes_atomic(path: Path, data: bytes) -> None:
    """Writes ``data`` to ``path`` through a temporary file in the same folder and ``os.replace``."""
    write_with_atomic(path, lambda temporary: temporary.write_bytes(data))


def write_text_atomic(path: Path, text: str) -> None:
    """Writes UTF-8 ``text`` to ``path`` atomically."""
    write_bytes_atomic(path, text.encode("utf-8"))


def write_with_atomic(path: Path, write: Callable[[Path], object]) -> None:
    """Calls ``write`` with a temporary path next to ``path``, then renames it over ``path``."""
    path = Path(path)
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.is_dir():
        raise UsageError(f"the folder of {path} does not exist")
    handle, name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=folder)
    os.close(handle)
    temporary = Path(name)
    try:
        write(temporary)
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException:
        temporary.unlink(missing_ok=True)
        raise


def write_directory_atomic(path: Path, write: Callable[[Path], object]) -> None:
    """Builds a directory with ``write`` in a temporary sibling, then swaps it in for ``path``.

    An existing ``path`` is replaced only when it is empty or was written by sfbkit.
    """
    path = Path(path)
    if path.exists() and (not path.is_dir() or (any(path.iterdir()) and not (path / SITE_MARKER).exists())):
        raise UsageError(f"{path} exists and was not written by sfbkit; choose another folder")
    parent = path.parent if str(path.parent) else Path(".")
    if not parent.is_dir():
        raise UsageError(f"the folder of {path} does not exist")
    temporary = Path(tempfile.mkdtemp(prefix=f".{path.name}.", dir=parent))
    try:
        write(temporary)
        (temporary / SITE_MARKER).write_text("written by sfbkit; may be replaced by the next run\n")
        os.chmod(temporary, 0o755)
        if path.exists():
            old = Path(tempfile.mkdtemp(prefix=f".{path.name}.old.", dir=parent))
            os.replace(path, old / "site")
            os.replace(temporary, path)
            shutil.rmtree(old)
        else:
            os.replace(temporary, path)
    except BaseException:
        shutil.rmtree(temporary, ignore_errors=True)
        raise
