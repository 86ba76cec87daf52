"""The ``sfbkit.games`` entry points of the installed distributions, remembered while none of them changes.

Installing, upgrading or removing a distribution adds or removes a metadata
folder (``*.dist-info``, ``*.egg-info``) on ``sys.path``, or rewrites its
``entry_points.txt``: the stamp of those is what the remembered answer is keyed by.
"""

from __future__ import annotations

import os
import sys

from sfbkit.kit.cache.memo import remembered

_METADATA_SUFFIXES = (".dist-info", ".egg-info")


def registered_entry_points(group: str) -> dict[str, str]:
    """Returns name -> ``module:attribute`` of every entry point of ``group`` the installed distributions declare."""
    return remembered(
        f"entry-points-{group}", _environment_stamp(), dict, lambda: _read_entry_points(group), root=None
    )


def _read_entry_points(group: str) -> dict[str, str]:
    from importlib.metadata import entry_points

    return {point.name: point.value for point in entry_points(group=group)}


def _environment_stamp() -> bytes:
    """Returns every ``sys.path`` entry with each metadata folder in it and its entry points file's size and time."""
    parts: list[str] = []
    for entry in sys.path:
        folder = entry or "."
        parts.append(f"P{folder}")
        try:
            if not os.path.isdir(folder):
                info = os.stat(folder)  # a zip file on the path
                parts.append(f"Z{info.st_size}:{info.st_mtime_ns}")
                continue
            with os.scandir(folder) as children:
                names = sorted(child.name for child in children if child.name.endswith(_METADATA_SUFFIXES))
        except OSError:
            parts.append("-")
            continue
        for name in names:
            try:
                info = os.stat(os.path.join(folder, name, "entry_points.txt"))
                parts.append(f"D{name}:{info.st_size}:{info.st_mtime_ns}")
            except OSError:
                parts.append(f"D{name}:-")
    return "\n".join(parts).encode("utf-8", "surrogateescape")
