"""The greedy Blood Wars player: one step ahead on a determinization of its own observation only."""

from __future__ import annotations

from sfbkit.games.blood_wars.engine.evaluation import evaluate
from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.games.blood_wars.play.replayed_fates import PlayedFates
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.seeds import derive_seed

PASSING = frozenset({"pass", "done", "end-phase", "neutral", "keep"})
"""Answers that do nothing: taken only when nothing scores better than them."""
SHUFFLING = frozenset({"move", "return"})
"""Formation steps that only rearrange or undo: never tried (a look-ahead of one step could go round forever)."""


def _rank(option_id: str) -> int:
    return 0 if option_id.split(":")[0] in PASSING else 1


class GreedyPlayer:
    """Answers with the option whose position one step ahead scores best for the deciding player.

    It looks ahead on a redeal of what its seat cannot see (``determinize``), never on the true hidden
    cards; equal scores go to acting rather than passing; formation moves and returns are never tried, nor a
    fate it has already played this round.
    """

    name = "greedy"

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed
        self.asked = 0
        self.fates = PlayedFates()

    def choose(self, match: BWMatch, decision: Decision) -> str:
        """Returns the best legal option id."""
        self.asked += 1
        seat = decision.player
        world = self.world(match, seat)
        fresh = self.fates.fresh(match, decision)
        best, best_key = fresh[0], (float("-inf"), 0)
        for option_id in fresh:
            if option_id.split(":")[0] in SHUFFLING:
                continue
            trial = world.fork()
            trial.apply(option_id)
            key = (evaluate(trial.engine, seat), _rank(option_id))
            if key > best_key:
                best, best_key = option_id, key
        return self.fates.note(match, best)

    def world(self, match: BWMatch, seat: int) -> BWMatch:
        """Returns the match it looks ahead on: a redeal of what ``seat`` cannot see."""
        return match.determinize(seat, derive_seed(self.seed, "policy", self.asked))
