"""Troop Formation (BW §7.3): place, move and return cards, every step leaving every battle hand legal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.battle_hands import hand_problem
from sfbkit.games.blood_wars.engine.core import owner_index
from sfbkit.kit.decisions import Gen, Option, ask

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def _legal(eng: Engine, warlord: str, cards: list[str], holder: dict[str, str]) -> bool:
    return hand_problem(eng, warlord, cards, holder) is None


def formation_options(eng: Engine, player: int) -> list[Option]:
    """Returns every legal formation step of a player, then ``done`` (BW §7.3)."""
    state = eng.state
    me = state.players[player]
    holder = state.holder
    options: list[Option] = []
    seen: set[str] = set()
    for card in me.hand:
        definition = eng.card(card)
        if definition.kind not in ("legion", "fate") or definition.id in seen or not eng.may_enter(card):
            continue
        if definition.kind == "fate" and definition.placement not in ("attach", "battle_hand"):
            continue
        seen.add(definition.id)
        for warlord in me.warlords:
            troop = me.battle[warlord]
            if definition.placement == "attach" and definition.kind == "fate":
                taken_here = {holder[f] for f in troop if f in holder}
                for legion in troop:
                    if eng.card(legion).kind != "legion" or legion in taken_here:
                        continue
                    if _legal(eng, warlord, [*troop, card], {**holder, card: legion}):
                        options.append(Option(f"place:{card}@{warlord}/{legion}", f"place {definition.name}"))
            elif _legal(eng, warlord, [*troop, card], holder):
                options.append(Option(f"place:{card}@{warlord}", f"place {definition.name}"))
    for warlord in me.warlords:
        troop = me.battle[warlord]
        for card in troop:
            definition = eng.card(card)
            holding = eng.held_by(card) if definition.kind == "legion" else None
            leaving = [card] if holding is None else [card, holding]
            rest = [c for c in troop if c not in leaving]
            rest_legal = _legal(eng, warlord, rest, holder)
            if rest_legal:
                options.append(Option(f"return:{card}", f"return {definition.name}"))
            for other in me.warlords:
                target = me.battle[other]
                if definition.kind == "fate" and definition.placement == "attach":
                    taken = set(holder[f] for f in target if f in holder and f != card)
                    for legion in target:
                        if eng.card(legion).kind != "legion" or legion in taken or holder.get(card) == legion:
                            continue
                        moved = {**holder, card: legion}
                        if other == warlord:
                            ok = _legal(eng, warlord, troop, moved)
                        else:
                            ok = rest_legal and _legal(eng, other, [*target, card], moved)
                        if ok:
                            options.append(Option(f"move:{card}@{other}/{legion}", f"move {definition.name}"))
                elif other != warlord and rest_legal and _legal(eng, other, [*target, *leaving], holder):
                    options.append(Option(f"move:{card}@{other}", f"move {definition.name}"))
    options.append(Option("done", "done"))
    return options


def run_formation(eng: Engine, player: int) -> Gen[None]:
    """Asks the turn player for formation steps until ``done``."""
    state = eng.state
    me = state.players[player]
    while True:
        answer = yield from ask(
            "formation", player, formation_options(eng, player), "arrange your battle hands"
        )
        if answer == "done":
            return
        verb, _, rest = answer.partition(":")
        if verb == "return":
            held = eng.held_by(rest)
            leaving = (rest,) if held is None else (rest, held)
            for card in leaving:
                eng.take_out(card)
                me.hand.append(card)
            for card in leaving:
                eng.emit("returned", card=card, why="formation")
            continue
        card, _, where = rest.partition("@")
        warlord, _, legion = where.partition("/")
        if verb == "place":
            me.hand.remove(card)
            me.battle[warlord].append(card)
            if legion:
                state.holder[card] = legion
            eng.emit("placed", card=card, warlord=warlord, legion=legion or None)
            continue
        held = eng.held_by(card) if eng.card(card).kind == "legion" else None
        source = eng.warlord_of(card)
        assert source is not None
        if source != warlord:
            for moving in (card,) if held is None else (card, held):
                state.players[owner_index(moving)].battle[source].remove(moving)
                me.battle[warlord].append(moving)
        if legion:
            state.holder[card] = legion
        eng.emit("moved", card=card, warlord=warlord, legion=legion or None)
