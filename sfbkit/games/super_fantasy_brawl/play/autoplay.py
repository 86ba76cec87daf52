"""Plays a whole match with players (bots or humans) and records every answer."""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Player
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.play.recording import Recording


def play_recorded(
    library: Library, spec: MatchSpec, players: Sequence[Player], names: Sequence[str]
) -> Recording:
    """Starts a match from a spec and lets the players answer every decision until it ends."""
    recording = Recording(spec, build_match(library, spec))
    match = recording.match
    while True:
        decision = match.decision
        if decision is None:
            return recording
        seat = decision.player
        recording.apply(players[seat].choose(match, decision), names[seat])
