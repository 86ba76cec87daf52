"""Determinization (RULES §4, §9): a match that a seat cannot tell from the real one, its hidden cards redealt."""

from __future__ import annotations

from collections import Counter

import pytest

from sfbkit.games.super_fantasy_brawl.engine import Match, RandomPlayer, new_match
from sfbkit.games.super_fantasy_brawl.engine.state import GameState
from sfbkit.kit.play.match_protocol import DeterminizableMatch
from sfbkit.kit.play.play_loop import play_to_end
from tests.games.super_fantasy_brawl.engine.sampled_matches import BUNDLED, TEAMS, sampled

CAP = 20_000


def _sampled(seed: int, seats: int = 2) -> list[Match]:
    return sampled(seed, 16, seats)


def _cards(state: GameState) -> list[Counter[str]]:
    """Returns each player's cards wherever they lie, then the traps on the board and in the supply."""
    piles = [Counter(p.deck + p.hand + p.discard + p.in_play) for p in state.players]
    return [*piles, Counter([*state.traps.values(), *state.trap_supply]), Counter(state.challenge_deck)]


def _hidden(state: GameState, seat: int) -> tuple[object, ...]:
    others = tuple(tuple(p.hand) for p in state.players if p.index != seat)
    decks = tuple(tuple(p.deck) for p in state.players)
    return others, decks, tuple(state.traps.items()), tuple(state.challenge_deck)


@pytest.mark.parametrize(("seed", "seats"), [(0, 2), (1, 2), (2, 2), (0, 4)])
def test_a_determinization_keeps_the_seats_observation_and_every_card(seed: int, seats: int) -> None:
    for match in _sampled(seed, seats):
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
    players = [RandomPlayer(5), RandomPlayer(6)]
    play_to_end(one, players, cap=CAP)
    players = [RandomPlayer(5), RandomPlayer(6)]
    play_to_end(two, players, cap=CAP)
    assert one.events_hash() == two.events_hash()


@pytest.mark.parametrize("seed", range(3))
def test_a_determinization_plays_on_legally_to_its_end(seed: int) -> None:
    for index, match in enumerate(_sampled(seed)[::3]):
        decision = match.decision
        assert decision is not None
        copy = match.determinize(decision.player, seed * 10 + index)
        players = [RandomPlayer(seed * 7 + seat) for seat in range(copy.seats)]
        play_to_end(copy, players, cap=CAP)
        assert copy.result is not None


def test_the_match_meets_the_kits_determinization_protocol() -> None:
    assert isinstance(new_match(BUNDLED, teams=TEAMS, seed=0), DeterminizableMatch)
    with pytest.raises(ValueError, match="seat 2 is not at this match"):
        new_match(BUNDLED, teams=TEAMS, seed=0).determinize(2, 0)


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
