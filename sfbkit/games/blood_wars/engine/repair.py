"""Restoring a battle hand an effect left illegal (BW §7.4): its owner discards fates of their choice."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.battle_hands import hand_problem
from sfbkit.games.blood_wars.engine.core import owner_index
from sfbkit.kit.play.decisions import Gen, Option, ask

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def repair(eng: Engine, warlords: list[str]) -> Gen[None]:
    """Asks each warlord's owner to discard cards until its battle hand is legal again.

    BW §7.4 names fates; (ruling) when no fate is left and the hand is still illegal (a legion cap lost
    with its card), legions of the owner's choice go too.
    """
    state = eng.state
    for warlord in dict.fromkeys(warlords):
        owner = owner_index(warlord)
        while eng.in_play(warlord):
            troop = state.players[owner].battle[warlord]
            if hand_problem(eng, warlord, troop, state.holder) is None:
                break
            fates = [c for c in troop if eng.card(c).kind == "fate"]
            pool = fates or [c for c in troop if eng.card(c).kind == "legion"]
            options = [Option(f"choose:{c}", f"discard {eng.card(c).name}") for c in pool]
            card = (
                yield from ask("choose", owner, options, "discard until the battle hand is legal")
            ).removeprefix("choose:")
            eng.discard(card, "illegal_hand")
        state.unsettled.discard(warlord)
