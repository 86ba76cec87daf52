"""A match consistent with one seat's observation: the cards it cannot locate redealt at random (BW §1.8)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

from sfbkit.games.blood_wars.engine.state import BWState

if TYPE_CHECKING:
    from sfbkit.games.blood_wars.engine.core import Engine


def _signature(eng: Engine, card: str) -> tuple[object, ...]:
    d = eng.card(card)
    return (d.kind, d.alignment, d.placement, d.use, d.unique)


def redealing(eng: Engine, seat: int, seed: int) -> Callable[[BWState], None]:
    """Returns what puts a state in one deal of what ``seat`` cannot see, chosen from ``seed``.

    Another player's command hand, deck and unrevealed face-up-or-down battle-hand cards are pooled;
    the hand and deck are dealt anew from the pool, and each hidden battle-hand card is swapped only for a
    pooled card of the same kind, alignment, placement, use and uniqueness (so every hand stays legal).
    Every deck, the seat's own included, is reshuffled, and the generator is reseeded.
    """
    state = eng.state
    if not 0 <= seat < len(state.players):
        raise ValueError(f"seat {seat} is not at this match; seats: 0 to {len(state.players) - 1}")
    rng = random.Random(seed)
    deals: list[tuple[list[str], list[str], dict[str, list[str]], dict[str, str]]] = []
    for index, player in enumerate(state.players):
        if index == seat:
            deck = sorted(player.deck)
            rng.shuffle(deck)
            deals.append((list(player.hand), deck, {w: list(c) for w, c in player.battle.items()}, {}))
            continue
        pool = sorted(player.hand + player.deck)
        rng.shuffle(pool)
        battle: dict[str, list[str]] = {}
        renamed: dict[str, str] = {}
        for warlord in player.warlords:
            troop: list[str] = []
            for card in player.battle[warlord]:
                if card in state.revealed and card not in state.face_down:
                    troop.append(card)
                    continue
                wanted = _signature(eng, card)
                if eng.card(card).unique:
                    troop.append(card)
                    continue
                swap = next((i for i, c in enumerate(pool) if _signature(eng, c) == wanted), None)
                if swap is None or rng.random() < 1 / (1 + sum(_signature(eng, c) == wanted for c in pool)):
                    troop.append(card)
                    continue
                replacement = pool[swap]
                pool[swap] = card
                troop.append(replacement)
                renamed[card] = replacement
            battle[warlord] = troop
        hand, deck = pool[: len(player.hand)], pool[len(player.hand) :]
        deals.append((hand, deck, battle, renamed))
    generator = random.Random(rng.getrandbits(64)).getstate()

    def redeal(target: BWState) -> None:
        for player, (hand, deck, battle, renamed) in zip(target.players, deals, strict=True):
            player.hand[:] = hand
            player.deck[:] = deck
            for warlord, troop in battle.items():
                player.battle[warlord][:] = troop
            for old, new in renamed.items():
                if old in target.face_down:
                    target.face_down.discard(old)
                    target.face_down.add(new)
                if old in target.holder:
                    target.holder[new] = target.holder.pop(old)
                for fate, legion in list(target.holder.items()):
                    if legion == old:
                        target.holder[fate] = new
        target.rng.setstate(generator)

    return redeal
