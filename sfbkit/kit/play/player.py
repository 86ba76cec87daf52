"""The one Player protocol: anything that answers a match's decisions (a bot, a script, a human)."""

from __future__ import annotations

from typing import Protocol, TypeVar

from sfbkit.kit.play.decisions import Decision

M_contra = TypeVar("M_contra", contravariant=True)


class Player(Protocol[M_contra]):
    """Answers decisions of one kind of match; ``Player[Match]`` is a player of that game's matches."""

    @property
    def name(self) -> str:
        """Who answers, as logs record it: ``random``, ``greedy``, ``human``."""
        ...

    def choose(self, match: M_contra, decision: Decision) -> str:
        """Returns the id of one of the decision's options."""
        ...
