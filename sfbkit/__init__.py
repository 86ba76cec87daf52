"""sfbkit: content toolkit, card database and rules engine for Super Fantasy Brawl."""

from __future__ import annotations

__version__ = "0.1.0"
