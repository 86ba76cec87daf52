"""A score of a Dungeon Command position from one player's view, for greedy players (DC §9, §12, §13)."""

from __future__ import annotations

from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.geometry.square import distance

WIN = 10_000.0
"""The score of a won match (minus for a lost one); a draw scores 0."""

MORALE = 10.0
"""Weight of one point of morale: the currency both end conditions are measured in (DC §13)."""


def evaluate(eng: Engine, player: int) -> float:
    """Returns how good the position is for ``player``: positive favours them, negative their opponent."""
    state = eng.state
    if state.phase == "over":
        if state.winner is None:
            return 0.0
        return WIN if state.winner == player else -WIN
    return _side(eng, player) - _side(eng, eng.other(player))


def _side(eng: Engine, seat: int) -> float:
    """Scores one side: morale, the morale its creatures on the battlefield stand for, their health and reach."""
    state = eng.state
    score = MORALE * state.players[seat].morale
    enemies = [c for c in state.creatures.values() if c.owner != seat]
    for creature in state.creatures.values():
        if creature.owner != seat:
            continue
        card = eng.card(creature)
        health = 1.0 - creature.damage / eng.hp(creature)
        # A creature on the battlefield is morale not yet lost (DC §9.3), worth more while healthy.
        score += MORALE * card.level * (0.5 + 0.5 * health)
        if state.tokens.get(creature.square, 0) > 0:
            score += MORALE * 0.5  # standing on tokens it can collect (DC §12)
        if enemies:
            nearest = min(distance(creature.square, e.square) for e in enemies)
            score -= 0.2 * nearest  # closing in to attack
    score += 0.5 * len(state.players[seat].order_hand)
    return score
