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
    """Starts a match from a spec and lets the players answer every decision until it ends.

    The seeds of seeded players are recorded, so that a log states them and a replay can re-run them.
    """
    seeds = {
        seat: seed
        for seat, player in enumerate(players)
        if type(seed := getattr(player, "seed", None)) is int
    }
    recording = Recording(spec, build_match(library, spec), player_seeds=seeds)
    match = recording.match
    while True:
        decision = match.decision
        if decision is None:
            return recording
        seat = decision.player
        recording.apply(players[seat].choose(match, decision), names[seat])
