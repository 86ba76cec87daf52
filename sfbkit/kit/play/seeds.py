"""The one seed derivation: every game, seat and script policy gets its own stream from a master seed."""

from __future__ import annotations

import hashlib
from typing import Literal

SeedPurpose = Literal["game", "seat", "policy", "opponent"]
"""What a derived seed is for: a simulated game, a simulated seat's player, a script's policy, a bot opponent."""


def derive_seed(master: int, purpose: SeedPurpose, index: int) -> int:
    """Returns the 63-bit seed of SHA-256 over the master seed, the purpose and an index."""
    text = f"{master}:{purpose}:{index}"
    return int.from_bytes(hashlib.sha256(text.encode()).digest()[:8], "big") >> 1
