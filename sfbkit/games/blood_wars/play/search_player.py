"""The Blood Wars search player: the kit's search for every decision but troop formation, which it plays plainly."""

from __future__ import annotations

from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.games.blood_wars.play.replayed_fates import PlayedFates
from sfbkit.games.blood_wars.play.search_policy import formation_answer
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.match_protocol import DeterminizableMatch
from sfbkit.kit.play.search_player import PLAIN, SearchPlayer, SearchSettings


class BWSearchPlayer(SearchPlayer):
    """Searches every decision except formation steps, where it places its cards in the order offered, then stops.

    Formation offers moves and returns that undo one another, and a search that scores them alike would go round;
    for the same reason it never chooses a fate it has already played this round.
    """

    def __init__(
        self, seed: int = 0, iterations: int | None = None, settings: SearchSettings = PLAIN
    ) -> None:
        super().__init__(seed, iterations, settings)
        self.fates = PlayedFates()

    def choose(self, match: DeterminizableMatch, decision: Decision) -> str:
        """Returns the formation policy's step, or the fresh option the search visited most."""
        if decision.kind == "formation":
            return formation_answer(decision)
        assert isinstance(match, BWMatch)
        fresh = self.fates.fresh(match, decision)
        if len(fresh) < len(decision.options):
            decision = decision._replace(options=tuple(o for o in decision.options if o.id in fresh))
        return self.fates.note(match, super().choose(match, decision))
