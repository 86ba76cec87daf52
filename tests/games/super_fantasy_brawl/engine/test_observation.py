"""A seat's observation (RULES §4, §9): the public state and its own hand, nothing of another seat's hidden cards."""

from __future__ import annotations

import json
import random

import pytest

from sfbkit.games.super_fantasy_brawl.engine import Match, new_match
from sfbkit.games.super_fantasy_brawl.engine.state import GameState
from sfbkit.kit.play.match_protocol import PlayableMatch
from tests.games.super_fantasy_brawl.engine.sampled_matches import BUNDLED, TEAMS, sampled


def _hide_differently(state: GameState, seat: int, rng: random.Random) -> bool:
    """Deals the other seats another legal hand, reorders every deck and the traps' faces; True if a hand changed."""
    changed = False
    for player in state.players:
        if player.index != seat:
            cards = player.hand + player.deck
            before = sorted(player.hand)
            for _ in range(20):
                rng.shuffle(cards)
                if sorted(cards[: len(player.hand)]) != before:
                    break
            player.hand, player.deck = cards[: len(player.hand)], cards[len(player.hand) :]
            changed = changed or sorted(player.hand) != before
        rng.shuffle(player.deck)
    faces = list(state.traps.values()) + state.trap_supply
    rng.shuffle(faces)
    state.traps = dict(zip(state.traps, faces, strict=False))
    state.trap_supply = faces[len(state.traps) :]
    rng.shuffle(state.challenge_deck)
    return changed


def _sampled(seed: int, seats: int = 2) -> list[Match]:
    return sampled(seed, 8, seats)


@pytest.mark.parametrize(("seed", "seats"), [*((seed, 2) for seed in range(6)), (0, 4), (1, 4)])
def test_no_observation_changes_when_another_seats_hidden_cards_do(seed: int, seats: int) -> None:
    rng = random.Random(seed)
    hands_changed = 0
    for match in _sampled(seed, seats):
        for seat in range(match.seats):
            seen = match.observation(seat)
            assert json.loads(json.dumps(seen)) == seen
            other = match.fork()
            hands_changed += _hide_differently(other.state, seat, rng)
            assert other.observation(seat) == seen
    assert hands_changed > 0, "no sample could deal another seat a different hand"


@pytest.mark.parametrize("seed", range(3))
def test_a_seat_sees_its_own_hand_and_no_other(seed: int) -> None:
    for match in _sampled(seed):
        for seat in range(match.seats):
            seen = match.observation(seat)
            assert seen["hand"] == match.state.players[seat].hand
            assert [p["hand"] for p in seen["players"]] == [len(p.hand) for p in match.state.players]
            decision = match.decision
            if decision is not None and decision.player != seat:
                assert "options" not in (seen["decision"] or {})


def test_a_change_to_the_own_hand_shows() -> None:
    match = next(m for m in _sampled(1) if m.state.players[0].hand and m.state.players[0].deck)
    other = match.fork()
    mine = other.state.players[0]
    mine.hand[0], mine.deck[0] = mine.deck[0], mine.hand[0]
    assert other.observation(0)["hand"] != match.observation(0)["hand"]
    assert other.observation(1) == match.observation(1)


def test_the_match_meets_the_kits_protocol() -> None:
    assert isinstance(new_match(BUNDLED, teams=TEAMS, seed=0), PlayableMatch)
