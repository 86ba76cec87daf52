"""Reads a file named on the command line: a regular file within a size cap, never a device or a FIFO."""

from __future__ import annotations

import os
import stat
from pathlib import Path

MAX_FILE_BYTES = 2 * 1024 * 1024
"""Content files larger than this are rejected before parsing."""


class UnreadableInput(ValueError):
    """An input file cannot be read: missing, not a regular file, or over its size cap; the message says which."""


def read_input(path: Path, limit: int, first: int | None = None) -> bytes:
    """Returns the bytes (the ``first`` ones) of the regular file at ``path``; UnreadableInput when it is not one or exceeds ``limit``."""
    try:
        # O_NONBLOCK: opening a FIFO that no process writes returns at once instead of waiting forever.
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as error:
        raise UnreadableInput(f"cannot read: {error.strerror}") from None
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(
            status.st_mode
        ):  # checked first: a folder cannot even be wrapped in a file object
            raise UnreadableInput(
                "not a regular file (a device, FIFO or folder); sfbkit reads only regular files"
            )
        if status.st_size > limit:
            raise UnreadableInput(f"the file has {status.st_size} bytes; at most {limit} are allowed")
        os.set_blocking(descriptor, True)
        with open(descriptor, "rb", closefd=False) as handle:
            if first is not None:
                data = handle.read(min(first, limit + 1))
            else:  # sized by the file, not the cap: a read of ``limit`` bytes allocates them all first
                wanted = min(limit, status.st_size) + 1
                data = handle.read(wanted)
                if len(data) == wanted and wanted <= limit:  # the file grew since: the rest, within the cap
                    data += handle.read(limit + 1 - wanted)
    except OSError as error:
        raise UnreadableInput(f"cannot read: {error.strerror}") from None
    finally:
        os.close(descriptor)
    if len(data) > limit:
        raise UnreadableInput(f"the file has more than {limit} bytes; at most {limit} are allowed")
    return data


def key_part(path: str | os.PathLike[str], limit: int) -> bytes | None:
    """Returns what a cache key holds of a listed file: its bytes, its size alone when over ``limit``.

    None when it is not a regular file (a FIFO, a device, a folder, a dangling link): the
    listings skip those, and reading one would wait forever or never end. A file that cannot be
    read raises OSError. Read with bare system calls: a warm command keys thousands of files.
    """
    try:
        # O_NONBLOCK: opening a FIFO that no process writes returns at once instead of waiting forever.
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except FileNotFoundError:  # a dangling link, or a file removed since it was listed
        return None
    try:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            return None
        if status.st_size > limit:
            return b"T%d:" % status.st_size  # only the size reaches the report of a file over the cap
        data = os.read(descriptor, status.st_size + 1)
        while len(data) > status.st_size and len(data) <= limit:  # it grew since it was sized: the rest
            more = os.read(descriptor, limit + 1 - len(data))
            if not more:
                break
            data += more
    finally:
        os.close(descriptor)
    if len(data) > limit:
        return b"T%d:" % len(data)
    return b"F%d:" % len(data) + data
