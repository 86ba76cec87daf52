"""A heuristic score of a position for one team: VP, damage, levels, challenge progress and safety."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.games.super_fantasy_brawl.engine.core import bloodied
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.engine.state import PlayerState
from sfbkit.geometry.hex import Hex

WIN = 1_000_000.0


def nearest(from_here: dict[Hex, int], hexes: list[Hex]) -> int:
    """Returns the fewest steps from a hex (its row of the board's distances) to any of some hexes (99 for none)."""
    steps = 99
    for h in hexes:
        distance = from_here[h]
        if distance < steps:
            steps = distance
    return steps


def team_context(players: list[PlayerState], team: int) -> Context:
    """Returns the context a challenge's condition is judged in for a team: its first player (0 if it has none)."""
    for p in players:
        if p.team == team:
            return Context(p.index, team)
    return Context(0, team)


def evaluate(match: Match, team: int, *, met_challenges: bool = True) -> float:
    """Returns how good the position is for a team (higher is better); without ``met_challenges``, leaves out the
    challenges met now (the search player weighs them apart, in ``challenge_prospects``)."""
    state = match.state
    if state.phase == "over" and state.winner is not None:
        return WIN if state.winner == team else -WIN
    eng = match.engine
    vp = state.vp
    score = 1000.0 * (vp[team] - vp[1 - team])
    rule = eng.ruleset.bloodied
    definitions = match.rules.champions
    mine: list[tuple[Hex, bool]] = []
    enemy_hexes: list[Hex] = []
    for c in state.champions.values():
        ours = c.team == team
        sign = 1.0 if ours else -1.0
        here = c.hex
        if here is None:
            score -= sign * 150.0
            continue
        definition = definitions[c.id]
        levelled = c.levelled
        hp = (definition.levelled if levelled else definition.basic).hp
        damage = c.damage
        score -= sign * 300.0 * damage / hp
        if levelled:
            score += sign * 80.0
        is_bloodied = bloodied(rule, damage, hp)
        if is_bloodied:
            score -= sign * 40.0
        if ours:
            mine.append((here, is_bloodied))
        else:
            enemy_hexes.append(here)
    # Challenge progress: conditions met now on scoring slots (RULES §10).
    values = eng.ruleset.challenge_track
    challenges = match.rules.challenges
    sides: list[tuple[Context, float]] | None = None
    for slot, challenge in enumerate(state.track if met_challenges else ()):
        value = values[slot] if slot < len(values) else None
        if challenge is None or value is None:
            continue
        if sides is None:
            sides = [
                (team_context(state.players, side), 120.0 if side == team else -90.0)
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
            steps = nearest(distances[here], enemy_hexes)
            if is_bloodied:
                score += 6.0 * min(steps, 4)
            else:
                score -= 4.0 * steps
    return score
