"""The Action phase (BW §6.3, §8.1): battlefields, challenges within their limits and fates, until ``end-phase``."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.combat import run_combat
from sfbkit.games.blood_wars.engine.intrigue import run_intrigue
from sfbkit.games.blood_wars.engine.plays import play_fate, playable_fates
from sfbkit.kit.play.decisions import Gen, Option, ask

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def may_challenge(eng: Engine, player: int) -> bool:
    """Tells whether a player may declare a challenge now: past muster-in, under the capture limit (BW §8.1)."""
    me = eng.state.players[player]
    return me.turns > eng.rules.muster_in and eng.state.captures < eng.rules.captures_per_turn


def targets(eng: Engine, player: int) -> list[str]:
    """Returns the battlefields a player may challenge: their own, or (``challenge_targets: any``) any in play."""
    if eng.rules.challenge_targets == "own":
        return list(eng.state.players[player].battlefields)
    return [card for index in eng.state.order for card in eng.state.players[index].battlefields]


def action_options(eng: Engine, player: int) -> list[Option]:
    """Returns the Action phase's options in canonical order: battlefields, challenges, ``end-phase``, fates."""
    state = eng.state
    me = state.players[player]
    options: list[Option] = []
    seen: set[str] = set()
    for card in me.hand:
        definition = eng.card(card)
        if definition.kind == "battlefield" and definition.id not in seen and eng.may_enter(card):
            seen.add(definition.id)
            options.append(eng.option(f"battlefield:{card}", f"put {definition.name} into play"))
    if may_challenge(eng, player):
        ready = [w for w in me.warlords if w not in state.face_down]
        for field in targets(eng, player):
            for warlord in ready:
                intrigue = eng.options.get(f"intrigue:{field}@{warlord}")
                combat = eng.options.get(f"combat:{field}@{warlord}")
                if intrigue is None or combat is None:
                    name = f"{eng.card(field).name} with {eng.card(warlord).name}"
                    intrigue = eng.option(f"intrigue:{field}@{warlord}", f"intrigue for {name}")
                    combat = eng.option(f"combat:{field}@{warlord}", f"combat for {name}")
                options.append(intrigue)
                options.append(combat)
    # BW §14: a fate may draw itself back (an empty deck is refilled from the discard pile), so ``end-phase``
    # comes before the fates and a player always taking the first option ends the phase.
    options.append(eng.option("end-phase", "end the Action phase"))
    options += playable_fates(eng, player, "action")
    return options


def run_action(eng: Engine, player: int) -> Gen[None]:
    """Asks the turn player for actions until ``end-phase``."""
    me = eng.state.players[player]
    while True:
        answer = yield from ask("action", player, action_options(eng, player), "your action")
        if answer == "end-phase":
            return
        verb, _, rest = answer.partition(":")
        if verb == "battlefield":
            me.hand.remove(rest)
            me.battlefields.append(rest)
            eng.emit("battlefield_played", player=player, card=rest)
        elif verb == "fate":
            yield from play_fate(eng, player, rest, "action")
        else:
            field, _, warlord = rest.partition("@")
            if verb == "intrigue":
                yield from run_intrigue(eng, field, warlord)
            else:
                yield from run_combat(eng, field, warlord)
