"""Seeds derived from a master seed, so that every game and player gets its own stream whatever runs it."""

from __future__ import annotations

import hashlib


def derive_seed(master: int, *parts: object) -> int:
    """Returns a 63-bit seed from a master seed and labels (game index, player seat, ...)."""
    text = ":".join([str(master), *(str(part) for part in parts)])
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1
