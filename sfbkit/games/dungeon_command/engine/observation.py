"""What one seat may know of a match (DC §1.7): the public state and its own hands, never the other's cards."""

from __future__ import annotations

from typing import Any

from sfbkit.games.dungeon_command.engine.state import CreatureState, DCState, PlayerState
from sfbkit.geometry.square import label
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.seat_observation import check_seat, observed_decision, seat_piles


def _creature(creature: CreatureState) -> dict[str, Any]:
    return {
        "uid": creature.uid,
        "card": creature.card,
        "owner": creature.owner,
        "square": label(creature.square),
        "damage": creature.damage,
        "tapped": creature.tapped,
        "activated": creature.activated,
        "statuses": [
            {
                "duration": status.duration,
                "stat": status.stat,
                "amount": status.amount,
                "status": status.status,
                "keyword": status.keyword,
            }
            for status in creature.statuses
        ],
    }


def _player(player: PlayerState) -> dict[str, Any]:
    # DC §1.7: hands and the order of decks are hidden; discard piles, commander and counters are public.
    return {
        "warband": player.warband,
        "commander": player.commander,
        "morale": player.morale,
        "leadership": player.leadership,
        "commander_uses": player.commander_uses,
        **seat_piles(player, hidden=("creature_deck", "creature_hand"), public=("creature_discard",)),
        **seat_piles(player, hidden=("order_deck", "order_hand"), public=("order_discard",)),
    }


def observation(state: DCState, seat: int, decision: Decision | None) -> dict[str, Any]:
    """Returns what ``seat`` may know, as plain JSON data; the pending decision's options only when it is its own."""
    check_seat(seat, len(state.players))
    own = state.players[seat]
    return {
        "seat": seat,
        "turn": state.turn,
        "phase": state.phase,
        "first": state.first,
        "active": state.active,
        "environment": state.environment,
        "acting": state.acting,
        "creatures": [_creature(state.creatures[uid]) for uid in sorted(state.creatures)],
        "players": [_player(player) for player in state.players],
        "creature_hand": list(own.creature_hand),
        "order_hand": list(own.order_hand),
        # DC §1.7: chest values are hidden from both players until a chest opens; only where they lie shows.
        "chests": sorted(label(square) for square in state.chests),
        "tokens": {label(square): count for square, count in sorted(state.tokens.items()) if count},
        "decision": observed_decision(decision, seat),
        "winner": state.winner,
        "reason": state.reason,
    }
