"""The temporary folder ``sfbkit serve`` builds the card site in, and the removal of those a killed server left."""

from __future__ import annotations

import os
import re
import stat
import tempfile
from pathlib import Path

from sfbkit.kit.io.leftovers import remove_leftovers

SITE_PREFIX = "sfbkit-site-"
"""The start of a site folder's name; the server's process id follows, then a random part."""

LEFTOVER = re.compile(rf"^{SITE_PREFIX}(?P<pid>[0-9]{{1,10}})-[A-Za-z0-9_]+$")
"""The name of a site folder, with the id of the process that made it."""


def remove_leftover_sites(folder: Path) -> list[Path]:
    """Removes the site folders in ``folder`` that this user's servers left when killed; returns them."""
    return remove_leftovers(
        folder, LEFTOVER, lambda status: stat.S_ISDIR(status.st_mode) and status.st_uid == os.getuid()
    )


def new_site_folder() -> Path:
    """Returns a new, empty site folder in the temporary folder, named with this process's id."""
    return Path(tempfile.mkdtemp(prefix=f"{SITE_PREFIX}{os.getpid()}-"))
