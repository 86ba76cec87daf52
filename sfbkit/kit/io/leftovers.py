"""Files and folders that a killed sfbkit process left behind, named with its process id, and their removal."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import stat
from collections.abc import Callable
from pathlib import Path


def process_may_run(pid: int) -> bool:
    """Tells whether a process with this id may still run (one of another user's counts as running)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def remove_leftovers(
    folder: Path, name: re.Pattern[str], accept: Callable[[os.stat_result], bool] = lambda status: True
) -> list[Path]:
    """Removes the entries of ``folder`` whose name matches ``name`` (with a ``pid`` group naming a process
    that no longer runs) and whose status ``accept`` takes; returns them. A link is removed, never followed."""
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        found = name.match(entry.name)
        if found is None or process_may_run(int(found.group("pid"))):
            continue
        with contextlib.suppress(OSError):
            status = entry.lstat()
            if not accept(status):
                continue
            if stat.S_ISDIR(status.st_mode):
                shutil.rmtree(entry)
            else:
                entry.unlink()
            removed.append(entry)
    return removed
