"""Determinization (DC §1.7, §12): a match that a seat cannot tell from the real one, its hidden cards redealt."""

from __future__ import annotations

from collections import Counter

import pytest

from sfbkit.games.dungeon_command.content.library import load_library
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.match import DCMatch, new_match
from sfbkit.games.dungeon_command.engine.state import DCState
from sfbkit.kit.play.match_protocol import DeterminizableMatch
from sfbkit.kit.play.play_loop import play_to_end
from sfbkit.kit.play.random_player import RandomPlayer

DEFS = definitions_of(load_library(bundled_root()))
DECISIONS = 120
EVERY = 12
CAP = 20_000


def _new(seed: int) -> DCMatch:
    return new_match(
        DEFS,
        warbands=("lanternguard", "mirewood-brood"),
        battlefield="twin-vaults",
        ruleset="skirmish",
        seed=seed,
    )


def _sampled(seed: int) -> list[DCMatch]:
    match = _new(seed)
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


def _cards(state: DCState) -> list[Counter[str]]:
    """Returns each seat's creature cards off the board and its order cards, then the unopened chests' values."""
    piles: list[Counter[str]] = []
    for p in state.players:
        piles.append(Counter(p.creature_deck + p.creature_hand + p.creature_discard))
        piles.append(Counter(p.order_deck + p.order_hand + p.order_discard))
    return [*piles, Counter(str(value) for value in state.chests.values())]


def _hidden(state: DCState, seat: int) -> tuple[object, ...]:
    other = state.players[1 - seat]
    decks = tuple((tuple(p.creature_deck), tuple(p.order_deck)) for p in state.players)
    return tuple(other.creature_hand), tuple(other.order_hand), decks, tuple(state.chests.items())


@pytest.mark.parametrize("seed", range(3))
def test_a_determinization_keeps_the_seats_observation_and_every_card(seed: int) -> None:
    for match in _sampled(seed):
        for seat in range(match.seats):
            seen = match.observation(seat)
            cards = _cards(match.state)
            for redeal in range(3):
                copy = match.determinize(seat, seed * 100 + redeal)
                assert copy.observation(seat) == seen
                assert _cards(copy.state) == cards
                assert copy.decision == match.decision


@pytest.mark.parametrize("seed", range(3))
def test_the_hidden_parts_vary_over_seeds_and_the_real_match_is_untouched(seed: int) -> None:
    varied = 0
    for match in _sampled(seed):
        before = match.events_hash(), _hidden(match.state, 0)
        seen = {_hidden(match.determinize(0, redeal).state, 0) for redeal in range(4)}
        varied += len(seen) > 1
        assert (match.events_hash(), _hidden(match.state, 0)) == before
    assert varied >= 3


def test_the_same_seed_gives_the_same_determinization() -> None:
    match = _sampled(4)[-1]
    one, two = match.determinize(1, 7), match.determinize(1, 7)
    assert _hidden(one.state, 1) == _hidden(two.state, 1)
    play_to_end(one, [RandomPlayer(5), RandomPlayer(6)], cap=CAP)
    play_to_end(two, [RandomPlayer(5), RandomPlayer(6)], cap=CAP)
    assert one.events_hash() == two.events_hash()


@pytest.mark.parametrize("seed", range(3))
def test_a_determinization_plays_on_legally_to_its_end(seed: int) -> None:
    for index, match in enumerate(_sampled(seed)[::3]):
        decision = match.decision
        assert decision is not None
        copy = match.determinize(decision.player, seed * 10 + index)
        play_to_end(copy, [RandomPlayer(seed * 7), RandomPlayer(seed * 7 + 1)], cap=CAP)
        assert copy.result is not None


def test_the_match_meets_the_kits_determinization_protocol() -> None:
    assert isinstance(_new(0), DeterminizableMatch)
    with pytest.raises(ValueError, match="seat 2 is not at this match"):
        _new(0).determinize(2, 0)


@pytest.mark.parametrize("seed", range(2))
def test_a_fork_of_a_determinization_keeps_its_deal(seed: int) -> None:
    for index, match in enumerate(_sampled(seed)):
        decision = match.decision
        assert decision is not None
        copy = match.determinize(decision.player, seed * 10 + index)
        assert _hidden(copy.fork().state, decision.player) == _hidden(copy.state, decision.player)
        players = [RandomPlayer(seed + seat) for seat in range(copy.seats)]
        for _ in range(12):
            step = copy.decision
            if step is None or step.player < 0:
                break
            copy.apply(players[step.player].choose(copy, step))
        fork = copy.fork()
        assert fork.events_hash() == copy.events_hash()
        assert _hidden(fork.state, decision.player) == _hidden(copy.state, decision.player)
        assert fork.state.rng.getstate() == copy.state.rng.getstate()


@pytest.mark.parametrize("seed", range(2))
def test_the_deal_depends_on_the_seed_and_the_observation_only(seed: int) -> None:
    for index, match in enumerate(_sampled(seed)):
        decision = match.decision
        assert decision is not None
        seat = decision.player
        elsewhere = match.determinize(seat, 500 + index)
        one, two = match.determinize(seat, index), elsewhere.determinize(seat, index)
        assert _hidden(one.state, seat) == _hidden(two.state, seat)
        assert one.state.rng.getstate() == two.state.rng.getstate()
