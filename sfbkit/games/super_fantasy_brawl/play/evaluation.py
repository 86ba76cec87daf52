"""A heuristic score of a position for one team: VP, damage, levels, challenge progress and safety."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.games.super_fantasy_brawl.engine.core import bloodied
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.geometry.hex import Hex

WIN = 1_000_000.0


def evaluate(match: Match, team: int) -> float:
    """Returns how good the position is for a team (higher is better)."""
    state = match.state
    if state.phase == "over" and state.winner is not None:
        return WIN if state.winner == team else -WIN
    eng = match.engine
    vp = state.vp
    score = 1000.0 * (vp[team] - vp[1 - team])
    rule = eng.ruleset.bloodied
    mine: list[tuple[Hex, bool]] = []
    enemy_hexes: list[Hex] = []
    for c in state.champions.values():
        ours = c.team == team
        sign = 1.0 if ours else -1.0
        if c.hex is None:
            score -= sign * 150.0
            continue
        hp = eng.hp(c)
        damage = c.damage
        score -= sign * 300.0 * damage / hp
        if c.levelled:
            score += sign * 80.0
        is_bloodied = bloodied(rule, damage, hp)
        if is_bloodied:
            score -= sign * 40.0
        if ours:
            mine.append((c.hex, is_bloodied))
        else:
            enemy_hexes.append(c.hex)
    # Challenge progress: conditions met now on scoring slots (RULES §10).
    values = eng.ruleset.challenge_track
    challenges = match.rules.challenges
    sides: list[tuple[Context, float]] | None = None
    for slot, challenge in enumerate(state.track):
        value = values[slot] if slot < len(values) else None
        if challenge is None or value is None:
            continue
        if sides is None:
            sides = [
                (
                    Context(next((p.index for p in state.players if p.team == side), 0), side),
                    120.0 if side == team else -90.0,
                )
                for side in (team, 1 - team)
            ]
        cond = challenges[challenge].cond
        for context, weight in sides:
            if cond(eng, context):
                score += weight * value
    # Safety and pressure: stay near enemies, but keep bloodied champions out of reach.
    if enemy_hexes:
        distances = match.board.distances
        for here, is_bloodied in mine:
            from_here = distances[here]
            nearest = min([from_here[h] for h in enemy_hexes])
            if is_bloodied:
                score += 6.0 * min(nearest, 4)
            else:
                score -= 4.0 * nearest
    return score
