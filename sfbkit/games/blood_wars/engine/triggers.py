"""Triggers (BW §17): face-up cards in play whose ability fires on an event of the match."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.conditions import holds
from sfbkit.games.blood_wars.engine.context import Ctx
from sfbkit.games.blood_wars.engine.core import owner_index
from sfbkit.kit.play.decisions import Gen

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def cards_in_play(eng: Engine, players: Iterable[int]) -> list[str]:
    """Returns every card in play of some players, in a canonical order."""
    found: list[str] = []
    for index in players:
        player = eng.state.players[index]
        for warlord, cards in player.battle.items():
            found.append(warlord)
            found.extend(cards)
        found.extend(player.battlefields)
        found.extend(player.area_fates)
    return found


def fire(
    eng: Engine, trigger: str, cards: Iterable[str], role: str | None = None, *, face_up: bool = True
) -> Gen[None]:
    """Runs the trigger abilities named ``trigger`` of the given cards (face up unless told), in order."""
    from sfbkit.games.blood_wars.engine.effects import run_effects

    definitions = eng.cards
    for card in list(cards):
        definition = definitions[card]
        if trigger not in definition.triggers or (face_up and card in eng.state.face_down):
            continue
        for ability in definition.abilities:
            if ability.kind != "trigger" or ability.trigger != trigger:
                continue
            if ability.roles is not None and role not in ability.roles:
                continue
            challenge = eng.state.challenge
            if ability.challenge is not None and (challenge is None or challenge.kind != ability.challenge):
                continue
            ctx = Ctx(card, owner_index(card))
            if not holds(eng, ctx, ability.condition):
                continue
            eng.emit("triggered", card=card, trigger=trigger)
            yield from run_effects(eng, ctx, ability.effects)


def fire_own(eng: Engine, card: str, trigger: str) -> Gen[None]:
    """Runs a card's own trigger on something that happened to it (``leaves_play``, ``flipped_down``)."""
    # flipped_down fires although the card is now face down: it is the card's last act (ruling as BW §1.7 allows).
    yield from fire(eng, trigger, [card], face_up=trigger != "flipped_down")


def all_players(eng: Engine) -> list[int]:
    """Returns every player in turn order from the turn player."""
    order = eng.state.order
    return [order[(eng.state.at + i) % len(order)] for i in range(len(order))]


def rr(eng: Engine, player: int, purpose: str) -> Gen[int]:
    """Makes an RR check and fires the revealed card's ``rr_revealed`` trigger before it is discarded (BW §17)."""
    value = eng.rr_check(player, purpose)
    discard = eng.state.players[player].discard
    if discard:
        event = eng.state.events[-1]
        if event.kind == "rr_check" and event.data["card"] == discard[-1]:
            yield from fire(eng, "rr_revealed", [discard[-1]], face_up=False)
    return value
