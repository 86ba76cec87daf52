"""What one seat may know (BW §1.8): public places and its own hidden cards, never another seat's secrets."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from sfbkit.kit.play.decisions import Decision

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def _card(eng: Engine, card: str, known: bool) -> dict[str, Any] | None:
    if not known:
        return None
    return {"card": card, "face_down": card in eng.state.face_down, "held_by": eng.state.holder.get(card)}


def observation(eng: Engine, seat: int, decision: Decision | None) -> dict[str, Any]:
    """Returns the public state plus ``seat``'s own command hand, battle hands and face-down cards."""
    state = eng.state
    players: list[dict[str, Any]] = []
    for index, player in enumerate(state.players):
        mine = index == seat
        warlords = []
        for warlord in player.warlords:
            down = warlord in state.face_down
            troop = player.battle.get(warlord, [])
            # BW §1.8: battle hands are private (their count is public) unless revealed; face-down faces are hidden.
            warlords.append(
                {
                    # A warlord entered play face up: every seat can locate it, face down or not.
                    "warlord": warlord,
                    "face_down": down,
                    "battle_hand": [
                        _card(eng, c, mine or (c in state.revealed and c not in state.face_down))
                        for c in troop
                    ],
                }
            )
        players.append(
            {
                "name": player.name,
                "deck": len(player.deck),
                "hand": sorted(player.hand) if mine else len(player.hand),
                "aside": player.aside,
                "warlords": warlords,
                "battlefields": list(player.battlefields),
                "area": list(player.area_fates),
                "pool": list(player.pool),
                "vp": eng.vp(index),
                "discard": list(player.discard),
                "dead_book": list(player.dead),
                "turns": player.turns,
            }
        )
    challenge = state.challenge
    return {
        "seat": seat,
        "order": list(state.order),
        "turn_player": state.turn_player,
        "round": state.round,
        "phase": state.phase,
        "captures": state.captures,
        "players": players,
        "challenge": None
        if challenge is None
        else {
            "kind": challenge.kind,
            "target": challenge.target,
            "challenger": challenge.challenger,
            "supporters": [list(s) for s in challenge.supporters],
            "opposers": [list(o) for o in challenge.opposers],
        },
        "decision": None
        if decision is None or decision.player != seat
        else {"kind": decision.kind, "options": list(decision.ids)},
        "winner": state.winner,
    }
