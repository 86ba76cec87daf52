"""The hash of a match's state that every game's log footer states: SHA-256 of its canonical JSON."""

from __future__ import annotations

import hashlib
import json
from typing import Any


def state_hash(data: Any) -> str:
    """Returns the SHA-256 of plain data as canonical JSON (keys sorted, no spaces)."""
    text = json.dumps(data, sort_keys=True, separators=(",", ":"))
    return hashlib.sha256(text.encode()).hexdigest()
