"""A heuristic score of a position for one team: VP, damage, levels, challenge progress and safety."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.games.super_fantasy_brawl.engine.match import Match

WIN = 1_000_000.0


def evaluate(match: Match, team: int) -> float:
    """Returns how good the position is for a team (higher is better)."""
    state = match.state
    result = match.result
    if result is not None and result.winner is not None:
        return WIN if result.winner == team else -WIN
    eng = match.engine
    score = 1000.0 * (state.vp[team] - state.vp[1 - team])
    mine = [c for c in state.champions.values() if c.team == team]
    theirs = [c for c in state.champions.values() if c.team != team]
    for c in state.champions.values():
        sign = 1.0 if c.team == team else -1.0
        if c.hex is None:
            score -= sign * 150.0
            continue
        hp = eng.hp(c)
        score -= sign * 300.0 * c.damage / hp
        if c.levelled:
            score += sign * 80.0
        if eng.is_bloodied(c):
            score -= sign * 40.0
    # Challenge progress: conditions met now on scoring slots (RULES §10).
    values = eng.ruleset.challenge_track
    sides = [
        (
            Context(next((p.index for p in state.players if p.team == side), 0), side),
            120.0 if side == team else -90.0,
        )
        for side in (team, 1 - team)
    ]
    challenges = match.rules.challenges
    for slot, challenge in enumerate(state.track):
        value = values[slot] if slot < len(values) else None
        if challenge is None or value is None:
            continue
        cond = challenges[challenge].cond
        for context, weight in sides:
            if cond(eng, context):
                score += weight * value
    # Safety and pressure: stay near enemies, but keep bloodied champions out of reach.
    enemy_hexes = [c.hex for c in theirs if c.hex is not None]
    distances = match.board.distances
    if enemy_hexes:
        for c in mine:
            if c.hex is None:
                continue
            from_c = distances[c.hex]
            nearest = min([from_c[h] for h in enemy_hexes])
            if eng.is_bloodied(c):
                score += 6.0 * min(nearest, 4)
            else:
                score -= 4.0 * nearest
    return score
