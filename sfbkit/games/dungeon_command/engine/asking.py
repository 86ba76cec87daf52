"""The decisions Dungeon Command asks (DC §5.4), as a closed vocabulary over the kit's ``ask``."""

from __future__ import annotations

from typing import Literal

from sfbkit.kit.play import decisions
from sfbkit.kit.play.decisions import Gen, Movement, Option

DecisionKind = Literal[
    "toss",
    "environment",
    "deploy",
    "effect_order",
    "activation",
    "activation_step",
    "step",
    "target",
    "target_order",
    "support",
    "response",
    "cower",
    "choice",
    "may",
]


def ask(
    kind: DecisionKind, player: int, options: list[Option], prompt: str = "", movement: Movement | None = None
) -> Gen[str]:
    """Asks a player to choose among options (a single legal option is taken without asking)."""
    return (yield from decisions.ask(kind, player, options, prompt, movement))
