"""The context an effect, a condition or a passive is judged in: its card, that card's player and ``it``."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Ctx:
    """Who acts: the card whose text runs and its player (BW §17, "all seen from the card's player").

    ``it`` is the card an ``each``, a ``where`` or a ``count`` is looking at.
    """

    card: str
    player: int
    it: str | None = None
