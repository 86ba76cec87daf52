"""A match consistent with one seat's observation: the cards it cannot locate redealt at random (BW §1.8)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.state import BWState

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine

Deal = tuple[list[str], list[str], dict[str, list[str]], set[str], dict[str, str]]
"""One player's hand, deck, battle hands, face-down cards of those hands and holders after a redeal."""


def _signature(eng: Engine, card: str) -> tuple[object, ...]:
    d = eng.card(card)
    return (d.kind, d.alignment, d.placement, d.use, d.unique)


def _hidden(eng: Engine, card: str) -> bool:
    state = eng.state
    return not eng.card(card).unique and (card not in state.revealed or card in state.face_down)


def redealing(eng: Engine, seat: int, seed: int) -> Callable[[BWState], None]:
    """Returns what puts a state in one deal of what ``seat`` cannot see, chosen from ``seed``.

    For every other player, the command hand, the deck and the battle-hand cards not revealed are pooled
    (sorted, so the deal never depends on where they truly were) and dealt anew: each hidden battle-hand
    place takes a pooled card of the same kind, alignment, placement, use and uniqueness (every hand stays
    legal, facing and holders stay with the place), and the rest is split into hand and deck. The seat's
    own deck is reshuffled, and the generator is reseeded.
    """
    state = eng.state
    if not 0 <= seat < len(state.players):
        raise ValueError(f"seat {seat} is not at this match; seats: 0 to {len(state.players) - 1}")
    rng = random.Random(seed)
    deals: list[Deal] = []
    for index, player in enumerate(state.players):
        if index == seat:
            deck = sorted(player.deck)
            rng.shuffle(deck)
            troops = {w: list(c) for w, c in player.battle.items()}
            own_down = {c for cards in troops.values() for c in cards if c in state.face_down}
            own_held = {f: state.holder[f] for cards in troops.values() for f in cards if f in state.holder}
            deals.append((list(player.hand), deck, troops, own_down, own_held))
            continue
        slots = [(w, i) for w in player.warlords for i, c in enumerate(player.battle[w]) if _hidden(eng, c)]
        pool = sorted([*player.hand, *player.deck, *(player.battle[w][i] for w, i in slots)])
        rng.shuffle(pool)
        troops = {w: list(c) for w, c in player.battle.items()}
        for warlord, place in slots:
            wanted = _signature(eng, player.battle[warlord][place])
            pick = next(i for i, c in enumerate(pool) if _signature(eng, c) == wanted)
            troops[warlord][place] = pool.pop(pick)
        down: set[str] = set()
        held: dict[str, str] = {}
        for warlord, cards in player.battle.items():
            position = {card: i for i, card in enumerate(cards)}
            for i, card in enumerate(cards):
                if card in state.face_down:
                    down.add(troops[warlord][i])
                if card in state.holder:
                    held[troops[warlord][i]] = troops[warlord][position[state.holder[card]]]
        deals.append((pool[: len(player.hand)], pool[len(player.hand) :], troops, down, held))
    generator = random.Random(rng.getrandbits(64)).getstate()

    def redeal(target: BWState) -> None:
        for player, (hand, deck, troops, down, held) in zip(target.players, deals, strict=True):
            for cards in player.battle.values():
                for card in cards:
                    target.face_down.discard(card)
                    target.holder.pop(card, None)
            player.hand[:] = hand
            player.deck[:] = deck
            for warlord, cards in troops.items():
                player.battle[warlord][:] = cards
            target.face_down.update(down)
            target.holder.update(held)
        target.rng.setstate(generator)

    return redeal
