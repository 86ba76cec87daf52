"""Which fate cards a player has played this round: one drawn back by a reshuffle is not played again that round."""

from __future__ import annotations

from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.kit.play.decisions import Decision


class PlayedFates:
    """Remembers the fates a player has played this round, so that a fate which draws itself back (its deck and
    discard pile run down, BW §3) is not played over and over in one phase."""

    def __init__(self) -> None:
        self.round = 0
        self.played: set[str] = set()

    def fresh(self, match: BWMatch, decision: Decision) -> list[str]:
        """Returns the options not already played this round, in canonical order (every option if none is left)."""
        self._start(match)
        fresh = [option_id for option_id in decision.ids if option_id not in self.played]
        return fresh or list(decision.ids)

    def note(self, match: BWMatch, answer: str) -> str:
        """Records an answer (only fates count) and returns it."""
        self._start(match)
        if answer.startswith("fate:"):
            self.played.add(answer)
        return answer

    def _start(self, match: BWMatch) -> None:
        current = match.engine.state.round
        if current != self.round:
            self.round = current
            self.played = set()
