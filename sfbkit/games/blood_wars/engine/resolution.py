"""The Resolution phase (BW §6.4): induct new warlords, regroup, cull the weak."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.triggers import cards_in_play, fire
from sfbkit.kit.play.decisions import Gen, Option, ask

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def induct_options(eng: Engine, player: int) -> list[Option]:
    """Returns ``induct:<card>`` for each warlord of the hand that may enter play, then ``done``."""
    options: list[Option] = []
    seen: set[str] = set()
    for card in eng.state.players[player].hand:
        definition = eng.card(card)
        if definition.kind == "warlord" and definition.id not in seen and eng.may_enter(card):
            seen.add(definition.id)
            options.append(eng.option(f"induct:{card}", f"induct {definition.name}"))
    options.append(eng.option("done", "done"))
    return options


def run_resolution(eng: Engine, player: int) -> Gen[None]:
    """Runs the turn player's Resolution phase."""
    state = eng.state
    me = state.players[player]
    yield from fire(eng, "resolution", cards_in_play(eng, [player]))
    while True:
        answer = yield from ask("induct", player, induct_options(eng, player), "induct a warlord?")
        if answer == "done":
            break
        card = answer.removeprefix("induct:")
        me.hand.remove(card)
        me.warlords.append(card)
        me.battle[card] = []
        eng.emit("inducted", player=player, card=card)
    down = [c for c in cards_in_play(eng, [player]) if c in state.face_down]
    for card in down:
        state.face_down.discard(card)
    eng.emit("regrouped", player=player, cards=down)
    while len(me.hand) > eng.rules.hand_limit:
        options = [eng.option(f"discard:{c}", f"discard {eng.card(c).name}") for c in sorted(set(me.hand))]
        answer = yield from ask("cull", player, options, "discard down to the hand limit")
        card = answer.removeprefix("discard:")
        me.hand.remove(card)
        me.discard.append(card)
        eng.emit("culled", player=player, card=card)
