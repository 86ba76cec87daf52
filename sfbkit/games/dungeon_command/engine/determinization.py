"""A match consistent with one seat's observation: the cards it cannot locate redealt at random (DC §1.7, §12)."""

from __future__ import annotations

import random
from collections.abc import Callable

from sfbkit.games.dungeon_command.engine.state import DCState


def _split(hand: list[str], deck: list[str], rng: random.Random) -> tuple[list[str], list[str]]:
    # Sorted first: the deal depends on the seed and on what the seat sees, never on the true order.
    cards = sorted(hand + deck)
    rng.shuffle(cards)
    return cards[: len(hand)], cards[len(hand) :]


def redealing(state: DCState, seat: int, seed: int) -> Callable[[DCState], None]:
    """Returns what puts a state at this point in one deal of what ``seat`` cannot see, chosen from ``seed``.

    The other seat's creature and order hands are redealt from those hands and its decks, every deck is
    reshuffled, the unopened chests' values are dealt anew among their squares and the generator is
    reseeded. The same deal applies to every fork replayed to this point.
    """
    if not 0 <= seat < len(state.players):
        raise ValueError(f"seat {seat} is not at this match; seats: 0 to {len(state.players) - 1}")
    rng = random.Random(seed)
    piles: list[tuple[list[str], list[str], list[str], list[str]]] = []
    for index, player in enumerate(state.players):
        if index == seat:
            # DC §1.7: a seat knows its own hands, never the order of its own decks.
            creatures = rng.sample(sorted(player.creature_deck), len(player.creature_deck))
            orders = rng.sample(sorted(player.order_deck), len(player.order_deck))
            piles.append((list(player.creature_hand), creatures, list(player.order_hand), orders))
            continue
        creature_hand, creature_deck = _split(player.creature_hand, player.creature_deck, rng)
        order_hand, order_deck = _split(player.order_hand, player.order_deck, rng)
        piles.append((creature_hand, creature_deck, order_hand, order_deck))
    # DC §12: a chest's value stays face down until the chest opens; only where chests lie is public.
    values = sorted(state.chests.values())
    rng.shuffle(values)
    chests = dict(zip(sorted(state.chests), values, strict=True))
    generator = rng.getrandbits(64)

    def redeal(target: DCState) -> None:
        for player, (creature_hand, creature_deck, order_hand, order_deck) in zip(
            target.players, piles, strict=True
        ):
            player.creature_hand[:] = creature_hand
            player.creature_deck[:] = creature_deck
            player.order_hand[:] = order_hand
            player.order_deck[:] = order_deck
        target.chests.update(chests)
        target.rng.seed(generator)  # the state of ``random.Random(generator)``

    return redeal
