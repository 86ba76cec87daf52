"""The hash of a Dungeon Command match's final state that a log's footer states: what the events do not show."""

from __future__ import annotations

from typing import Any

from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.geometry.square import label
from sfbkit.kit.play.state_hash import state_hash


def state_digest(match: DCMatch) -> str:
    """Returns the SHA-256 of the state: decks, hands and discards in order, creatures, treasure and the RNG."""
    state = match.engine.state
    data: dict[str, Any] = {
        "rng": state.rng.getstate()[1],
        "players": [
            [
                p.warband,
                p.commander,
                p.morale,
                p.leadership,
                p.commander_uses,
                p.creature_deck,
                p.creature_hand,
                p.creature_discard,
                p.order_deck,
                p.order_hand,
                p.order_discard,
            ]
            for p in state.players
        ],
        "creatures": [
            [
                c.uid,
                c.card,
                c.owner,
                label(c.square),
                c.damage,
                c.tapped,
                c.activated,
                c.moved,
                sorted(c.power_uses.items()),
                [[s.duration, s.player, s.stat, s.amount, s.status, s.keyword, s.source] for s in c.statuses],
            ]
            for c in sorted(state.creatures.values(), key=lambda c: c.uid)
        ],
        "chests": sorted((label(square), value) for square, value in state.chests.items()),
        "tokens": sorted((label(square), count) for square, count in state.tokens.items()),
        "turn": [state.first, state.active, state.turn, state.phase, state.environment, state.next_uid],
    }
    return state_hash(data)
