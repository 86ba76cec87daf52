"""Plays a whole match with players (bots or humans) and records every answer."""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Player
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.play.recording import Recording


def player_seeds(players: Sequence[Player]) -> dict[int, int]:
    """Returns the seeds of the seeded players by seat, so that a log states them and a replay can re-run them."""
    return {
        seat: seed
        for seat, player in enumerate(players)
        if type(seed := getattr(player, "seed", None)) is int
    }


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
    recording = Recording(spec, build_match(library, spec), player_seeds=player_seeds(players))
    return play_on(recording, players, names)
