"""A match consistent with one seat's observation: the cards it cannot locate redealt at random (RULES §4, §9)."""

from __future__ import annotations

import random
from collections.abc import Callable

from sfbkit.games.super_fantasy_brawl.engine.state import GameState


def redealing(state: GameState, seat: int, seed: int) -> Callable[[GameState], None]:
    """Returns what puts a state at this point in one deal of what ``seat`` cannot see, chosen from ``seed``.

    Other seats' hands and decks are redealt from their own cards, every deck is reshuffled, face-down
    traps and the trap supply are redealt together, the challenge deck is reshuffled and the generator
    reseeded. The same deal applies to every fork replayed to this point.
    """
    if not 0 <= seat < len(state.players):
        raise ValueError(f"seat {seat} is not at this match; seats: 0 to {len(state.players) - 1}")
    rng = random.Random(seed)
    hands: list[list[str]] = []
    decks: list[list[str]] = []
    for player in state.players:
        if player.index == seat:
            # RULES §4: a seat knows its own hand, never the order of its own deck.
            hands.append(list(player.hand))
            decks.append(rng.sample(sorted(player.deck), len(player.deck)))
            continue
        # Sorted first: the deal depends on the seed and on what the seat sees, never on the true order.
        cards = sorted(player.hand + player.deck)
        rng.shuffle(cards)
        size = len(player.hand)
        hands.append(cards[:size])
        decks.append(cards[size:])
    # RULES §9: where traps lie is public, which trap lies where is not; the supply is unseen too.
    faces = sorted([*state.traps.values(), *state.trap_supply])
    rng.shuffle(faces)
    traps = dict(zip(sorted(state.traps), faces, strict=False))
    supply = faces[len(state.traps) :]
    challenges = rng.sample(sorted(state.challenge_deck), len(state.challenge_deck))
    generator = rng.getrandbits(64)

    def redeal(target: GameState) -> None:
        for player, hand, deck in zip(target.players, hands, decks, strict=True):
            player.hand[:] = hand
            player.deck[:] = deck
        target.traps.update(traps)
        target.trap_supply[:] = supply
        target.challenge_deck[:] = challenges
        target.rng.seed(generator)  # the state of ``random.Random(generator)``

    return redeal
