"""The engine's evaluation of a position for one player: VP first, then cards and troops (greedy and search)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine

VP_WEIGHT = 20
WARLORD_WEIGHT = 4
TROOP_WEIGHT = 2
BATTLEFIELD_WEIGHT = 3


def standing(eng: Engine, player: int) -> int:
    """Returns one player's standing: VP, face-up warlords, troops, battlefields in play and cards in hand."""
    state = eng.state
    me = state.players[player]
    if state.phase == "over":
        return 10_000 if state.winner == player else -10_000 if state.winner is not None else 0
    ready = sum(1 for w in me.warlords if w not in state.face_down)
    troops = sum(len(cards) for cards in me.battle.values())
    return (
        VP_WEIGHT * eng.vp(player)
        + WARLORD_WEIGHT * ready
        + TROOP_WEIGHT * troops
        + BATTLEFIELD_WEIGHT * len(me.battlefields)
        + len(me.hand)
    )


def evaluate(eng: Engine, player: int) -> int:
    """Returns a player's standing less the best standing among the others."""
    others = [standing(eng, other) for other in range(len(eng.state.players)) if other != player]
    return standing(eng, player) - max(others, default=0)
