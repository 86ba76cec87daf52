"""Playing cards and using abilities: fates from the command hand, intrigue and combat abilities (BW §9.3, §10.4, §11)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.context import Ctx
from sfbkit.games.blood_wars.engine.core import owner_index
from sfbkit.games.blood_wars.engine.definitions import AbilityKind, Window
from sfbkit.games.blood_wars.engine.effects import run_effects
from sfbkit.games.blood_wars.engine.triggers import fire_own
from sfbkit.kit.play.decisions import Gen, Option

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def playable_fates(eng: Engine, player: int, window: Window) -> list[Option]:
    """Returns ``fate:<card>`` for each fate of the command hand that may be played in a window (BW §11)."""
    state = eng.state
    hand = state.players[player]
    if hand.aside:
        return []
    options: list[Option] = []
    seen: set[str] = set()
    for card in hand.hand:
        definition = eng.card(card)
        if definition.kind != "fate" or window not in definition.timing or definition.id in seen:
            continue
        # BW §11: a permanent fate that goes into a battle hand is never "played".
        if definition.use == "permanent" and definition.placement != "area":
            continue
        if definition.use == "permanent" and not eng.may_enter(card):
            continue
        seen.add(definition.id)
        options.append(eng.option(f"fate:{card}", f"play {definition.name}"))
    return options


def play_fate(eng: Engine, player: int, card: str, window: Window) -> Gen[None]:
    """Plays a fate from the command hand: a one-shot resolves and is discarded, a permanent goes to the area."""
    state = eng.state
    state.players[player].hand.remove(card)
    definition = eng.card(card)
    if definition.use == "permanent":
        state.players[owner_index(card)].area_fates.append(card)
        eng.emit("fate_played", player=player, card=card, window=window)
        yield from run_effects(eng, Ctx(card, player), definition.effects)
        return
    state.resolving.append(card)
    eng.emit("fate_played", player=player, card=card, window=window)
    state.resolving.remove(card)
    yield from resolve_one_shot(eng, player, card)


def resolve_one_shot(eng: Engine, player: int, card: str) -> Gen[None]:
    """Resolves a one-shot fate taken out of its place, then sends it to its owner's discard pile (BW §11)."""
    state = eng.state
    state.resolving.append(card)
    yield from run_effects(eng, Ctx(card, player), eng.card(card).effects)
    state.resolving.remove(card)
    state.players[owner_index(card)].discard.append(card)
    eng.emit("discarded", card=card, why="used")


def ability_options(eng: Engine, cards: list[str], kind: AbilityKind) -> list[Option]:
    """Returns ``ability:<card>/<n>`` for each usable ability of a kind among face-up cards (BW §1.4, §1.7)."""
    state = eng.state
    challenge = state.challenge
    options: list[Option] = []
    for card in cards:
        if card in state.face_down:
            continue
        for n, ability in enumerate(eng.card(card).abilities, start=1):
            if ability.kind != kind:
                continue
            if ability.cost == "none" and challenge is not None and f"{card}/{n}" in challenge.used:
                continue
            options.append(eng.option(f"ability:{card}/{n}", f"{eng.card(card).name}: {ability.name}"))
    return options


def use_ability(eng: Engine, answer: str) -> Gen[None]:
    """Uses the ability an ``ability:<card>/<n>`` answer names: pays its cost, then resolves its effects."""
    card, _, number = answer.removeprefix("ability:").rpartition("/")
    n = int(number)
    ability = eng.card(card).abilities[n - 1]
    eng.emit("ability_used", card=card, ability=n, name=ability.name)
    if ability.cost == "flip":
        eng.flip(card, True)
        yield from fire_own(eng, card, "flipped_down")
    elif eng.state.challenge is not None:
        eng.state.challenge.used.add(f"{card}/{n}")
    yield from run_effects(eng, Ctx(card, owner_index(card)), ability.effects)
