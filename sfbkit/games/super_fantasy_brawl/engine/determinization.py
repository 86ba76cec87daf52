"""A match consistent with one seat's observation: the cards it cannot locate redealt at random (RULES §4, §9)."""

from __future__ import annotations

import random

from sfbkit.games.super_fantasy_brawl.engine.match import Match


def determinize(match: Match, seat: int, seed: int) -> Match:
    """Returns a fork of ``match`` with every part hidden from ``seat`` redealt from ``seed``, its generator reseeded.

    Other seats' hands and decks are redealt from their own cards, every deck is reshuffled, face-down
    traps and the trap supply are redealt together, and the challenge deck is reshuffled. The copy is
    played forward: a fork of it replays from the shared snapshot and has the true hidden cards again.
    """
    if not 0 <= seat < match.seats:
        raise ValueError(f"seat {seat} is not at this match; seats: 0 to {match.seats - 1}")
    copy = match.fork()
    state = copy.state
    rng = random.Random(seed)
    for player in state.players:
        if player.index == seat:
            # RULES §4: a seat knows its own hand, never the order of its own deck.
            rng.shuffle(player.deck)
            continue
        cards = player.hand + player.deck
        rng.shuffle(cards)
        size = len(player.hand)
        player.hand[:] = cards[:size]
        player.deck[:] = cards[size:]
    # RULES §9: where traps lie is public, which trap lies where is not; the supply is unseen too.
    faces = [*state.traps.values(), *state.trap_supply]
    rng.shuffle(faces)
    for hex_, face in zip(list(state.traps), faces, strict=False):
        state.traps[hex_] = face
    state.trap_supply[:] = faces[len(state.traps) :]
    rng.shuffle(state.challenge_deck)
    state.rng.seed(rng.getrandbits(64))
    return copy
