"""The first-option player: always the first legal option in the engine's canonical order (the kit's)."""

from __future__ import annotations

from sfbkit.kit.players import FirstPlayer

__all__ = ["FirstPlayer"]
