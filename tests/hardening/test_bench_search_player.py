"""The search player's benchmark is deterministic: the same seeds give the same games and the same tally."""

from __future__ import annotations

import pytest

from bench.search_player import SETUPS, bw_decks, duel, pooled_duel


@pytest.mark.parametrize(
    "game",
    [
        pytest.param(game, marks=pytest.mark.slow) if game.startswith("Blood Wars") else game
        for game in SETUPS
    ],
)
def test_the_same_seeds_give_the_same_duel(game: str) -> None:
    new, players = SETUPS[game]()
    first = duel(new, players, "search:3", "greedy", (0, 1))
    again = duel(new, players, "search:3", "greedy", (0, 1))
    other = duel(new, players, "search:3", "greedy", (2,))
    assert (first.won, first.lost, first.drawn, first.hashes) == (
        again.won,
        again.lost,
        again.drawn,
        again.hashes,
    )
    assert first.won + first.lost + first.drawn == 2 and first.asked == again.asked
    assert other.hashes[0] not in first.hashes


def test_a_pool_of_workers_plays_the_same_games_as_one_process() -> None:
    game = "Super Fantasy Brawl"
    alone = pooled_duel(game, "search:3", "greedy", (0, 1, 2), workers=1)
    pooled = pooled_duel(game, "search:3", "greedy", (0, 1, 2), workers=2)
    assert (pooled.won, pooled.lost, pooled.drawn, pooled.hashes, pooled.asked) == (
        alone.won,
        alone.lost,
        alone.drawn,
        alone.hashes,
        alone.asked,
    )


@pytest.mark.parametrize("seats", [2, 4])
def test_blood_wars_keeps_a_choice_of_decks_while_the_tested_seat_goes_round(seats: int) -> None:
    decks = ("a", "b", "c", "d", "e")
    chosen = [bw_decks(decks, seed, seats) for seed in range(3 * seats)]
    assert all(len(set(found)) == seats for found in chosen)
    assert len({chosen[seed] for seed in range(seats)}) == 1
    assert len(set(chosen[::seats])) == 3
