"""Troop Formation (BW §7.3): place, move and return cards, every step leaving every battle hand legal."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.core import card_id, owner_index
from sfbkit.games.blood_wars.engine.troop_summary import TroopSummary
from sfbkit.kit.decisions import Gen, Option, ask

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def _troops(eng: Engine, player: int, known: dict[str, TroopSummary]) -> dict[str, TroopSummary]:
    """Returns a summary of each warlord's hand in play order, reusing those of ``known`` that still hold."""
    state = eng.state
    me = state.players[player]
    holder = state.holder
    troops: dict[str, TroopSummary] = {}
    for warlord in me.warlords:
        troop = me.battle[warlord]
        summary = known.get(warlord)
        if (
            summary is None
            or summary.troop is not troop
            or summary.holder is not holder
            or not summary.still(troop, holder)
        ):
            summary = TroopSummary(eng, warlord, troop, holder)
        troops[warlord] = summary
    known.clear()
    known.update(troops)
    return troops


def formation_options(eng: Engine, player: int, known: dict[str, TroopSummary] | None = None) -> list[Option]:
    """Returns every legal formation step of a player, then ``done`` (BW §7.3).

    ``known`` keeps the hands' summaries, and the steps decided against them, from one call to the next.
    """
    state = eng.state
    me = state.players[player]
    holder = state.holder
    cards = eng.cards
    troops = _troops(eng, player, {} if known is None else known)
    options: list[Option] = []
    seen: set[str] = set()
    ids_in_play: set[str] | None = None
    option: Option | None
    for card in me.hand:
        definition = cards[card]
        kind = definition.kind
        if (kind != "legion" and kind != "fate") or definition.id in seen:
            continue
        if definition.unique:
            if ids_in_play is None:
                ids_in_play = eng.ids_in_play()
            if card_id(card) in ids_in_play:
                continue
        attach = kind == "fate" and definition.placement == "attach"
        if kind == "fate" and not attach and definition.placement != "battle_hand":
            continue
        seen.add(definition.id)
        for warlord, troop in troops.items():
            steps = troop.steps
            if not attach:
                key = ("place", card, holder.get(card, ""))
                if key in steps:
                    option = steps[key]
                else:
                    option = (
                        Option(f"place:{card}@{warlord}", f"place {definition.name}")
                        if troop.accepts((card,))
                        else None
                    )
                    steps[key] = option
                if option is not None:
                    options.append(option)
                continue
            for legion in troop.legions:
                if legion in troop.taken:
                    continue
                key = ("attach", card, legion)
                if key in steps:
                    option = steps[key]
                else:
                    option = (
                        Option(f"place:{card}@{warlord}/{legion}", f"place {definition.name}")
                        if troop.accepts((card,), (card, legion))
                        else None
                    )
                    steps[key] = option
                if option is not None:
                    options.append(option)
    for warlord, troop in troops.items():
        for card in troop.troop:
            definition = cards[card]
            holding = eng.held_by(card) if definition.kind == "legion" else None
            leaving = (card,) if holding is None else (card, holding)
            key = ("return", *leaving)
            if key in troop.steps:
                option = troop.steps[key]
            else:
                option = (
                    Option(f"return:{card}", f"return {definition.name}") if troop.loses(leaving) else None
                )
                troop.steps[key] = option
            rest_legal = option is not None
            if rest_legal:
                options.append(option)
            attach = definition.kind == "fate" and definition.placement == "attach"
            if not attach:
                if not rest_legal:
                    continue
                key = ("move", card, holding or "", holder.get(card, ""))
                for other, target in troops.items():
                    if other == warlord:
                        continue
                    steps = target.steps
                    if key in steps:
                        option = steps[key]
                    else:
                        option = (
                            Option(f"move:{card}@{other}", f"move {definition.name}")
                            if target.accepts(leaving)
                            else None
                        )
                        steps[key] = option
                    if option is not None:
                        options.append(option)
                continue
            current = holder.get(card)
            for other, target in troops.items():
                if other != warlord and not rest_legal:
                    continue
                steps = target.steps
                for legion in target.legions:
                    if legion in target.taken or legion == current:
                        continue
                    key = ("attach-move", card, legion)
                    if key in steps:
                        option = steps[key]
                    else:
                        ok = (
                            target.reattaches(card, legion)
                            if other == warlord
                            else target.accepts((card,), (card, legion))
                        )
                        option = (
                            Option(f"move:{card}@{other}/{legion}", f"move {definition.name}") if ok else None
                        )
                        steps[key] = option
                    if option is not None:
                        options.append(option)
    options.append(Option("done", "done"))
    return options


def run_formation(eng: Engine, player: int) -> Gen[None]:
    """Asks the turn player for formation steps until ``done``."""
    state = eng.state
    me = state.players[player]
    known: dict[str, TroopSummary] = {}
    while True:
        answer = yield from ask(
            "formation", player, formation_options(eng, player, known), "arrange your battle hands"
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
