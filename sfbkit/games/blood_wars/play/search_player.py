"""The Blood Wars search player: the kit's search for every decision but troop formation, which it plays plainly."""

from __future__ import annotations

from sfbkit.games.blood_wars.play.search_policy import formation_answer
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.match_protocol import DeterminizableMatch
from sfbkit.kit.play.search_player import SearchPlayer


class BWSearchPlayer(SearchPlayer):
    """Searches every decision except formation steps, where it places its cards in the order offered, then stops.

    Formation offers moves and returns that undo one another, and a search that scores them alike would go round.
    """

    def choose(self, match: DeterminizableMatch, decision: Decision) -> str:
        """Returns the formation policy's step, or the option the search visited most."""
        if decision.kind == "formation":
            return formation_answer(decision)
        return super().choose(match, decision)
