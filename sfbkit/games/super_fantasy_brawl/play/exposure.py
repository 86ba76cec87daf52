"""The search player's term for champions left where the other side can knock them out."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.knockout_risk import knockout_risk

OWN_RISK = 1000.0
"""What a knock-out risk of 1 costs an own champion, in evaluation points (a VP is 1000)."""

ENEMY_RISK = 500.0
"""What a knock-out risk of 1 of an enemy champion is worth: less, since that side moves before it is hit."""


def exposure(match: Match, team: int) -> float:
    """Returns the enemies' knock-out risks weighed by ``ENEMY_RISK`` less the team's own weighed by ``OWN_RISK``."""
    champions = match.state.champions.values()
    ours = [c.hex for c in champions if c.team == team and c.hex is not None]
    theirs = [c.hex for c in champions if c.team != team and c.hex is not None]
    if not theirs or not ours:
        return 0.0
    score = 0.0
    for c in champions:
        here = c.hex
        if here is None:
            continue
        if c.team == team:
            score -= OWN_RISK * knockout_risk(match, c, here, theirs)
        else:
            score += ENEMY_RISK * knockout_risk(match, c, here, ours)
    return score
