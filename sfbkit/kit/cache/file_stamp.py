"""A file's stamp: what its status says of its bytes without reading them, when that can be trusted.

A stamp is the device, inode, size, modification time and change time (both in
nanoseconds). The change time is set by the kernel on every write, rename or
``utime`` and cannot be set back by ``cp -p``, ``tar`` or ``rsync -t``, so a
same-size edit that restores the modification time still changes the stamp.
A stamp is refused (the caller reads the bytes instead) when a field is
unknown, or when either time lies within ``RECENT_NS`` of now or in the future:
two writes inside one tick of a coarse filesystem clock leave the same times.
"""

from __future__ import annotations

import os
import stat

RECENT_NS = 2_000_000_000
"""A file changed this recently (2 s: FAT's time granularity, above every other's) is read, not stamped."""


def file_stamp(info: os.stat_result, now_ns: int) -> bytes | None:
    """Returns the stamp of a regular file's status taken at ``now_ns``, or None when it cannot be trusted."""
    if os.name != "posix" or not stat.S_ISREG(info.st_mode):
        return None  # elsewhere st_ctime is no change time
    if not (info.st_ino and info.st_mtime_ns > 0 and info.st_ctime_ns > 0):
        return None
    if max(info.st_mtime_ns, info.st_ctime_ns) > now_ns - RECENT_NS:
        return None
    return b"%d:%d:%d:%d:%d" % (
        info.st_dev,
        info.st_ino,
        info.st_size,
        info.st_mtime_ns,
        info.st_ctime_ns,
    )
