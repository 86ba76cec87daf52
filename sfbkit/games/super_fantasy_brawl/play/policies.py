"""Players by name: the kit's random and first, and this game's greedy player."""

from __future__ import annotations

from typing import Any

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.greedy_player import GreedyPlayer, beyond_activation
from sfbkit.games.super_fantasy_brawl.play.search_rollout import search_rollout
from sfbkit.games.super_fantasy_brawl.play.search_scores import SearchScores
from sfbkit.kit.play.player_registry import PlayerKind, PlayerRegistry, search_kind
from sfbkit.kit.play.search_player import SearchSettings, logistic

SEARCH_SCALE = 800.0
"""The score difference that counts as a 73% chance for the search player (a VP is 1000): wide enough that the
challenges' prospects and knock-out risks of a close position do not saturate it."""


SCORES = SearchScores()
"""The search cutoffs scored so far (the same position is scored once)."""


def search_value(match: Any, seat: int) -> float:
    """Returns a search cutoff's score for a seat's team, in (0, 1): ``SearchScores.score`` squashed."""
    return logistic(SCORES.score(match, match.side(seat)), SEARCH_SCALE)


def look_ahead_fork(match: Match) -> Match:
    """Returns a fork that stops at the next activation without working out its options: the search's horizon."""
    return match.fork(look_ahead=True)


SEARCH = SearchSettings(
    iterations=200,
    evaluate=search_value,
    rollout=search_rollout,
    horizon=beyond_activation,
    cutoff=30,
    exploration=0.15,
    fork=look_ahead_fork,
    per_option=15,
    final="best-line",
)
"""The search player's settings: it searches one activation, played out as the greedy look-ahead's with attacks
aimed at the weakest enemy in reach, scored by the greedy evaluation with the challenges' prospects and the
champions' knock-out risks; at most 15 iterations per option; it picks the answer whose best line of the
activation scored best."""

GAME_PLAYERS = (PlayerKind("greedy", GreedyPlayer, seeded=True), search_kind(SEARCH))
"""The players of Super Fantasy Brawl itself, declared to the kit through the game."""

PLAYERS = PlayerRegistry(GAME_PLAYERS)

POLICIES = PLAYERS.names

SEEDED_POLICIES = PLAYERS.seeded_names
"""The policies whose answers depend on a seed (``first`` has none)."""

make_player = PLAYERS.make
