"""The saved logs of the play server, written durably: a new one created exclusively, a later one replaced whole."""

from __future__ import annotations

import contextlib
import errno
import os
import tempfile
from pathlib import Path


def _write(descriptor: int, data: bytes) -> None:
    """Writes every byte of ``data`` to an open file and flushes it to the disk (OSError when it cannot)."""
    view = memoryview(data)
    while view:
        count = os.write(descriptor, view)
        if not count:
            raise OSError(errno.EIO, "the file took no more bytes")
        view = view[count:]
    os.fsync(descriptor)


def _sync_folder(folder: Path) -> None:
    """Flushes a folder's entries to the disk, so that a new or renamed file survives a crash."""
    descriptor = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(descriptor)
    finally:
        os.close(descriptor)


def create_log(path: Path, text: str) -> None:
    """Writes a new log at ``path``, which must not exist (FileExistsError); OSError leaves no file behind."""
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0), 0o644)
    try:
        _write(descriptor, text.encode("utf-8"))
    except BaseException:
        os.close(descriptor)
        path.unlink(missing_ok=True)
        raise
    os.close(descriptor)
    _sync_folder(path.parent)


def replace_log(path: Path, text: str) -> None:
    """Replaces the log at ``path`` whole, through a flushed temporary sibling; OSError leaves the old one as it was."""
    descriptor, name = tempfile.mkstemp(".tmp", f".{path.name}.sfbkit-{os.getpid()}-", path.parent)
    temporary = Path(name)
    try:
        _write(descriptor, text.encode("utf-8"))
        os.close(descriptor)
        descriptor = -1
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException:
        if descriptor >= 0:
            os.close(descriptor)
        with contextlib.suppress(OSError):
            temporary.unlink()
        raise
    _sync_folder(path.parent)
