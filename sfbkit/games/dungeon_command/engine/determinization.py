"""A match consistent with one seat's observation: the cards it cannot locate redealt at random (DC §1.7, §12)."""

from __future__ import annotations

import random

from sfbkit.games.dungeon_command.engine.match import DCMatch


def _redeal(hand: list[str], deck: list[str], rng: random.Random) -> None:
    cards = hand + deck
    rng.shuffle(cards)
    size = len(hand)
    hand[:] = cards[:size]
    deck[:] = cards[size:]


def determinize(match: DCMatch, seat: int, seed: int) -> DCMatch:
    """Returns a fork of ``match`` with every part hidden from ``seat`` redealt from ``seed``, its generator reseeded.

    The other seat's creature and order hands are redealt from those hands and its decks, every deck is
    reshuffled and the unopened chests' values are dealt anew among their squares. The copy is played
    forward: a fork of it replays from the shared snapshot and has the true hidden cards again.
    """
    if not 0 <= seat < match.seats:
        raise ValueError(f"seat {seat} is not at this match; seats: 0 to {match.seats - 1}")
    copy = match.fork()
    state = copy.state
    rng = random.Random(seed)
    for index, player in enumerate(state.players):
        if index == seat:
            # DC §1.7: a seat knows its own hands, never the order of its own decks.
            rng.shuffle(player.creature_deck)
            rng.shuffle(player.order_deck)
            continue
        _redeal(player.creature_hand, player.creature_deck, rng)
        _redeal(player.order_hand, player.order_deck, rng)
    # DC §12: a chest's value stays face down until the chest opens; only where chests lie is public.
    values = list(state.chests.values())
    rng.shuffle(values)
    for square, value in zip(list(state.chests), values, strict=True):
        state.chests[square] = value
    state.rng.seed(rng.getrandbits(64))
    return copy
