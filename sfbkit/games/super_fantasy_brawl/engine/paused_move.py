"""An activation's own move paused at a step decision: what a fork needs to go on from there without replaying."""

from __future__ import annotations

from typing import NamedTuple

from sfbkit.kit.play.decisions import Decision


class PausedMove(NamedTuple):
    """The move of a standard action or a card (RULES §5, §5.4) waiting for a step: with the state, it fixes the rest.

    What follows the step is the rest of that move, then the rest of the activation: both read only the state
    and these fields.
    """

    activation: str
    """The activation option the move belongs to (``std:red@ava``, ``play:ava-strike@ava``)."""
    champion: str
    """The moving champion (it credits itself for the traps it enters)."""
    steps: int
    """The move's steps, the movement bonus included."""
    taken: int
    """The steps taken before this one."""
    decision: Decision
    """The step decision asked."""
