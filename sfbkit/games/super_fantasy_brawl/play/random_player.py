"""The random player: a uniformly random legal option from its own seeded RNG (the kit's)."""

from __future__ import annotations

from sfbkit.kit.players import RandomPlayer

__all__ = ["RandomPlayer"]
