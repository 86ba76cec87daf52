"""A Super Fantasy Brawl match with its history of answers, its decisions counted from 1."""

from __future__ import annotations

from dataclasses import dataclass

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.kit.play.match_recording import MatchRecording


@dataclass(slots=True)
class Recording(MatchRecording[MatchSpec, Match]):
    """A running match, its spec, and every decision applied through ``apply``."""

    @property
    def spec(self) -> MatchSpec:
        """The match spec the match started from."""
        return self.setup
