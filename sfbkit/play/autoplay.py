"""Plays a whole match with players (bots or humans) and records every answer."""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.content.library import Library
from sfbkit.engine.match import Player
from sfbkit.play.match_spec import MatchSpec, build_match
from sfbkit.play.recording import Recording


def play_on(recording: Recording, players: Sequence[Player], names: Sequence[str]) -> Recording:
    """Lets the players answer every decision of a recording's match until it ends."""
    match = recording.match
    while True:
        decision = match.decision
        if decision is None:
            return recording
        seat = decision.player
        recording.apply(players[seat].choose(match, decision), names[seat])


def play_recorded(
    library: Library, spec: MatchSpec, players: Sequence[Player], names: Sequence[str]
) -> Recording:
    """Starts a match from a spec and lets the players answer every decision until it ends."""
    return play_on(Recording(spec, build_match(library, spec)), players, names)
