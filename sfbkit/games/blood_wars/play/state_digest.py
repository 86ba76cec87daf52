"""The hash of a Blood Wars match's final state that a log's footer states: what the events do not show."""

from __future__ import annotations

from typing import Any

from sfbkit.games.blood_wars.engine.match import BWMatch
from sfbkit.kit.play.state_hash import state_hash


def state_digest(match: BWMatch) -> str:
    """Returns the SHA-256 of the state: every place in order, facing, holders, modifiers, the clock and the RNG."""
    state = match.engine.state
    data: dict[str, Any] = {
        "rng": state.rng.getstate()[1],
        "players": [
            [
                p.name,
                p.deck,
                p.hand,
                p.warlords,
                sorted(p.battle.items()),
                p.battlefields,
                p.area_fates,
                p.pool,
                p.discard,
                p.dead,
                p.turns,
                p.aside,
            ]
            for p in state.players
        ],
        "face_down": sorted(state.face_down),
        "holder": sorted(state.holder.items()),
        "revealed": sorted(state.revealed),
        "modifiers": [[m.stat, m.amount, m.until, m.card, m.side] for m in state.modifiers],
        "clock": [
            state.order,
            state.at,
            state.round,
            state.phase,
            state.captures,
            state.winner,
            state.reason,
        ],
    }
    return state_hash(data)
