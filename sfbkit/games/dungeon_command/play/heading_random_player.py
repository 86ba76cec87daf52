"""The default random Dungeon Command player: random answers that play the game rather than wait it out."""

from __future__ import annotations

import random

from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.play.approach import PASSING, closer_steps, verb
from sfbkit.kit.play.decisions import Decision


class HeadingRandomPlayer:
    """Answers at random among the options that act, passing only when nothing else is legal (windows aside).

    A move's steps head for the nearest enemy: a random step among those that get closer, or stop.
    Its RNG is its own, never the match's.
    """

    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        """The seed, stated in match logs so that a replay can re-run this player."""
        self.rng = random.Random(seed)

    def choose(self, match: DCMatch, decision: Decision) -> str:
        """Returns a random legal option id, preferring actions to passing and steps toward an enemy."""
        if decision.kind == "step":
            closer = closer_steps(match, decision)
            if closer:
                return closer[self.rng.randrange(len(closer))][1]
            if closer is not None and decision.allows("stop"):
                return "stop"
        acting = [option.id for option in decision.options if verb(option.id) not in PASSING]
        # DC §5.3: a window stays open while its player acts, and an Immediate power without a tap or a
        # limit may be used again at once, so a window is passed as often as anything else is chosen.
        if acting and decision.kind != "response":
            return acting[self.rng.randrange(len(acting))]
        options = decision.options
        return options[self.rng.randrange(len(options))].id
