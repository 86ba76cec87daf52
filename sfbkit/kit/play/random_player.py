"""The uniformly random player: a random legal option from its own seeded generator."""

from __future__ import annotations

import random

from sfbkit.kit.play.decisions import Decision


class RandomPlayer:
    """Answers every decision with a uniformly random legal option; its RNG is its own, never the match's."""

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        """The seed, stated in match logs so that a replay can re-run this player."""
        self.rng = random.Random(seed)

    def choose(self, match: object, decision: Decision) -> str:
        """Returns a random legal option id."""
        options = decision.options
        return options[self.rng.randrange(len(options))].id
