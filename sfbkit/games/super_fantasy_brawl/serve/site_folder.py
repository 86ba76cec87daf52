"""The temporary folder ``sfbkit serve`` builds the card site in, and the removal of those a killed server left."""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import stat
import tempfile
from pathlib import Path

SITE_PREFIX = "sfbkit-site-"
"""The start of a site folder's name; the server's process id follows, then a random part."""

LEFTOVER = re.compile(rf"^{SITE_PREFIX}(?P<pid>[0-9]{{1,10}})-[A-Za-z0-9_]+$")
"""The name of a site folder, with the id of the process that made it."""


def _running(pid: int) -> bool:
    """Tells whether a process with this id may still run (one of another user counts as running)."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError):
        return True
    return True


def remove_leftover_sites(folder: Path) -> list[Path]:
    """Removes the site folders in ``folder`` that this user's servers left when killed; returns them."""
    removed: list[Path] = []
    try:
        entries = list(folder.iterdir())
    except OSError:
        return removed
    for entry in entries:
        found = LEFTOVER.match(entry.name)
        if found is None or _running(int(found.group("pid"))):
            continue
        with contextlib.suppress(OSError):
            status = entry.lstat()
            if stat.S_ISDIR(status.st_mode) and status.st_uid == os.getuid():
                shutil.rmtree(entry)
                removed.append(entry)
    return removed


def new_site_folder() -> Path:
    """Returns a new, empty site folder in the temporary folder, named with this process's id."""
    return Path(tempfile.mkdtemp(prefix=f"{SITE_PREFIX}{os.getpid()}-"))
