"""A seat's observation (DC §1.7): the public state and its own hands, nothing of the other seat's hidden cards."""

from __future__ import annotations

import json
import random

import pytest

from sfbkit.games.dungeon_command.content.library import load_library
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.match import DCMatch, new_match
from sfbkit.games.dungeon_command.engine.state import DCState, PlayerState
from sfbkit.kit.play.match_protocol import PlayableMatch
from sfbkit.kit.play.random_player import RandomPlayer

DEFS = definitions_of(load_library(bundled_root()))
DECISIONS = 120
EVERY = 6


def _redeal(hand: list[str], deck: list[str], rng: random.Random) -> tuple[list[str], list[str]]:
    """Returns another legal split of the same cards into a hand of the same size and a deck."""
    cards = hand + deck
    for _ in range(20):
        rng.shuffle(cards)
        if sorted(cards[: len(hand)]) != sorted(hand):
            break
    return cards[: len(hand)], cards[len(hand) :]


def _hide_differently(state: DCState, seat: int, rng: random.Random) -> bool:
    """Deals the other seat other hands, reorders every deck and changes the unopened chests; True if a hand changed."""
    changed = False
    for index, player in enumerate(state.players):
        if index != seat:
            before = (sorted(player.creature_hand), sorted(player.order_hand))
            player.creature_hand, player.creature_deck = _redeal(
                player.creature_hand, player.creature_deck, rng
            )
            player.order_hand, player.order_deck = _redeal(player.order_hand, player.order_deck, rng)
            changed = changed or before != (sorted(player.creature_hand), sorted(player.order_hand))
        rng.shuffle(player.creature_deck)
        rng.shuffle(player.order_deck)
    state.chests = {square: 1 + (value % 3) for square, value in state.chests.items()}
    return changed


def _own_hands(player: PlayerState) -> tuple[list[str], list[str]]:
    return player.creature_hand, player.order_hand


def _sampled(seed: int) -> list[DCMatch]:
    match = new_match(
        DEFS,
        warbands=("lanternguard", "mirewood-brood"),
        battlefield="twin-vaults",
        ruleset="skirmish",
        seed=seed,
    )
    players = [RandomPlayer(seed * 2), RandomPlayer(seed * 2 + 1)]
    points = []
    for count in range(DECISIONS):
        decision = match.decision
        if decision is None:
            break
        if count % EVERY == 0:
            points.append(match.fork())
        match.apply(players[decision.player].choose(match, decision))
    return points


@pytest.mark.parametrize("seed", range(6))
def test_no_observation_changes_when_the_other_seats_hidden_cards_do(seed: int) -> None:
    rng = random.Random(seed)
    hands_changed = 0
    for match in _sampled(seed):
        for seat in range(match.seats):
            seen = match.observation(seat)
            assert json.loads(json.dumps(seen)) == seen
            other = match.fork()
            hands_changed += _hide_differently(other.state, seat, rng)
            assert other.observation(seat) == seen
    assert hands_changed > 0, "no sample could deal the other seat a different hand"


@pytest.mark.parametrize("seed", range(3))
def test_a_seat_sees_its_own_hands_and_no_other(seed: int) -> None:
    for match in _sampled(seed):
        for seat in range(match.seats):
            seen = match.observation(seat)
            assert (seen["creature_hand"], seen["order_hand"]) == _own_hands(match.state.players[seat])
            assert [p["order_hand"] for p in seen["players"]] == [
                len(p.order_hand) for p in match.state.players
            ]
            decision = match.decision
            if decision is not None and decision.player != seat:
                assert "options" not in (seen["decision"] or {})


def test_a_change_to_the_own_hand_shows() -> None:
    match = next(m for m in _sampled(1) if m.state.players[0].order_hand and m.state.players[0].order_deck)
    other = match.fork()
    mine = other.state.players[0]
    mine.order_hand[0], mine.order_deck[0] = mine.order_deck[0], mine.order_hand[0]
    assert other.observation(0)["order_hand"] != match.observation(0)["order_hand"]
    assert other.observation(1) == match.observation(1)


def test_the_match_meets_the_kits_protocol() -> None:
    assert isinstance(_sampled(0)[0], PlayableMatch)
