"""What one seat may know of a match (RULES §4): the public state and its own hand, never another's cards."""

from __future__ import annotations

from typing import Any

from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState, GameState, PlayerState
from sfbkit.geometry.hex import to_label
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.seat_observation import check_seat, observed_decision, seat_piles


def _champion(champion: ChampionState) -> dict[str, Any]:
    return {
        "id": champion.id,
        "player": champion.player,
        "team": champion.team,
        "hex": None if champion.hex is None else to_label(champion.hex),
        "damage": champion.damage,
        "levelled": champion.levelled,
        "rooted": champion.rooted,
        "strength": [champion.turn_strength, champion.attack_strength],
        "defence": [champion.turn_defence, champion.attack_defence],
    }


def _player(player: PlayerState) -> dict[str, Any]:
    # RULES §4: hands are hidden, discard piles and cards in play are public; no one sees a deck's order.
    return {
        "index": player.index,
        "team": player.team,
        "champions": list(player.champions),
        "ready": dict(player.ready),
        **seat_piles(player, hidden=("deck", "hand"), public=("discard", "in_play")),
    }


def observation(state: GameState, seat: int, decision: Decision | None) -> dict[str, Any]:
    """Returns what ``seat`` may know, as plain JSON data; the pending decision's options only when it is its own."""
    check_seat(seat, len(state.players))
    return {
        "seat": seat,
        "round": state.round,
        "phase": state.phase,
        "turn_order": list(state.turn_order),
        "active_player": state.active_player,
        "first_player": state.first_player,
        "vp": list(state.vp),
        "champions": [_champion(state.champions[cid]) for cid in sorted(state.champions)],
        "players": [_player(player) for player in state.players],
        "hand": list(state.players[seat].hand),
        # RULES §9: traps lie face down, placed unseen: where they are is public, what they are is not.
        "traps": sorted(to_label(hex_) for hex_ in state.traps),
        "trap_supply": len(state.trap_supply),
        "track": list(state.track),
        "challenge_deck": len(state.challenge_deck),
        "challenge_discard": list(state.challenge_discard),
        "used_standard": sorted(state.used_standard),
        "decision": observed_decision(decision, seat),
        "winner": state.winner,
        "reason": state.reason,
    }
