"""Plays a whole match with players (bots or humans) and records every answer."""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.play.recording import Recording
from sfbkit.kit.play.play_loop import play_to_end
from sfbkit.kit.play.player import Player


def player_seeds(players: Sequence[Player[Match]]) -> dict[int, int]:
    """Returns the seeds of the seeded players by seat, so that a log states them and a replay can re-run them."""
    return {
        seat: seed
        for seat, player in enumerate(players)
        if type(seed := getattr(player, "seed", None)) is int
    }


def play_recorded(library: Library, spec: MatchSpec, players: Sequence[Player[Match]]) -> Recording:
    """Starts a match from a spec and lets the players answer every decision until it ends."""
    recording = Recording(spec, build_match(library, spec), player_seeds=player_seeds(players))
    play_to_end(recording.match, players, answer=recording.apply)
    return recording
