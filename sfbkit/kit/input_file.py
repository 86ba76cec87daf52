"""Reads a file named on the command line: a regular file within a size cap, never a device or a FIFO."""

from __future__ import annotations

import os
import stat
from pathlib import Path


class UnreadableInput(ValueError):
    """An input file cannot be read: missing, not a regular file, or over its size cap; the message says which."""


def read_input(path: Path, limit: int) -> bytes:
    """Returns the bytes of the regular file at ``path``; UnreadableInput when it is not one or exceeds ``limit``."""
    try:
        # O_NONBLOCK: opening a FIFO that no process writes returns at once instead of waiting forever.
        descriptor = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    except OSError as error:
        raise UnreadableInput(f"cannot read: {error.strerror}") from None
    with open(descriptor, "rb") as handle:
        status = os.fstat(descriptor)
        if not stat.S_ISREG(status.st_mode):
            raise UnreadableInput(
                "not a regular file (a device, FIFO or folder); sfbkit reads only regular files"
            )
        if status.st_size > limit:
            raise UnreadableInput(f"the file has {status.st_size} bytes; at most {limit} are allowed")
        os.set_blocking(descriptor, True)
        try:
            data = handle.read(limit + 1)
        except OSError as error:
            raise UnreadableInput(f"cannot read: {error.strerror}") from None
    if len(data) > limit:
        raise UnreadableInput(f"the file has more than {limit} bytes; at most {limit} are allowed")
    return data
