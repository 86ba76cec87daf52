"""Match ids on the play server: the UTC start time (so that names sort by age) and 128 random bits."""

from __future__ import annotations

import re
import secrets
import time

MATCH_ID = re.compile(r"^[0-9a-z][0-9a-z-]{0,63}$")
"""What a match id may look like in a URL or a saved log's name (older, shorter ids included)."""

RANDOM_BYTES = 16
"""The random part of a new id: 128 bits, so that two matches never share one by chance."""


def new_match_id() -> str:
    """Returns a fresh id: ``YYYYMMDD-HHMMSS-`` and 32 random hexadecimal digits."""
    return f"{time.strftime('%Y%m%d-%H%M%S', time.gmtime())}-{secrets.token_hex(RANDOM_BYTES)}"
