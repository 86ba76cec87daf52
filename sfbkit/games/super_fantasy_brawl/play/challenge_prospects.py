"""The search player's worth of the challenges each side meets now: the share of their VP it is likely to score."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.engine.state import GameState
from sfbkit.games.super_fantasy_brawl.play.evaluation import team_context

VP = 1000.0
"""A VP in evaluation points."""

ACTING_SIDE_SCORES = 0.48
"""The share of a challenge's VP that the side in its turn scores at its next scoreboard when it meets the challenge
now: the other side's whole turn comes first (measured by ``python -m bench.fit_challenge_prospects``)."""

WAITING_SIDE_SCORES = (0.8, 0.62, 0.48)
"""The share that the side waiting for its turn scores of a challenge it meets now, when the acting side has 1, 2 or
3 ready cores left to break it with (measured likewise)."""

WEIGHT = 0.6
"""How much of those shares the search counts: more, or less, won fewer games in pairs (docs/benchmarks.md)."""


def slots_moved(state: GameState, team: int, advance: int) -> int:
    """Returns how many slots the track moves before the team's next turn: ``advance`` when a round ends first."""
    order = state.turn_order
    for ahead in range(1, len(order) + 1):
        if state.players[order[(state.turn_index + ahead) % len(order)]].team == team:
            return advance if state.turn_index + ahead >= len(order) else 0
    return advance


def met_worths(match: Match, team: int) -> list[tuple[str, int]]:
    """Returns the challenges a team meets now that are worth VP at its next scoreboard, each with that worth: the VP
    of the slot it will be on then (RULES §10)."""
    state = match.state
    eng = match.engine
    values = eng.ruleset.challenge_track
    challenges = match.rules.challenges
    shift = slots_moved(state, team, eng.ruleset.challenge_advance)
    context = team_context(state.players, team)
    met: list[tuple[str, int]] = []
    for slot, challenge in enumerate(state.track):
        later = slot + shift
        worth = values[later] if later < len(values) else None
        if challenge is not None and worth and challenges[challenge].cond(eng, context):
            met.append((challenge, worth))
    return met


def challenge_prospects(match: Match, team: int) -> float:
    """Returns the VP each side is likely to score at its next scoreboard from the challenges it meets now (``met_worths``),
    weighed by ``WEIGHT``: the team's less the other side's."""
    state = match.state
    acting = state.players[state.active_player]
    ready = sum(acting.ready.values())
    waiting_share = WAITING_SIDE_SCORES[min(max(ready, 1), len(WAITING_SIDE_SCORES)) - 1]
    score = 0.0
    for side in (team, 1 - team):
        met = sum(worth for _, worth in met_worths(match, side))
        share = ACTING_SIDE_SCORES if side == acting.team else waiting_share
        score += (VP if side == team else -VP) * WEIGHT * share * met
    return score
