"""The paired comparison of search settings: the default variant plays the bench's games, pairs count by seed."""

from __future__ import annotations

import argparse

import pytest

from bench.search_player import duel, sfb_setup
from bench.search_variants import VARIANTS, Played, line, paired, play, seed_range


def test_the_default_variant_plays_the_games_of_the_bench() -> None:
    new, players = sfb_setup()
    bench = duel(new, players, "search", "greedy", (1,))
    played = play("default", (1,))
    assert played.counts() == (bench.won, bench.lost, bench.drawn)
    assert played.asked == bench.asked[0]


def test_every_variant_changes_the_settings_it_names() -> None:
    from sfbkit.games.super_fantasy_brawl.play.policies import SEARCH

    assert VARIANTS["default"](SEARCH) == SEARCH
    changed = {name: VARIANTS[name](SEARCH) for name in VARIANTS if name != "default"}
    assert all(settings != SEARCH for settings in changed.values())
    assert changed["deals-8"].deals == 8 and changed["exploration-0.3"].exploration == 0.3


def test_pairs_count_the_seeds_one_side_won_and_the_other_did_not() -> None:
    default = Played({1: 1, 2: 0, 3: 1, 4: -1, 5: 0}, 1.0, 10)
    variant = Played({1: 1, 2: 1, 3: 0, 4: 1, 5: 0}, 2.0, 10)
    assert paired(variant, default) == (2, 1)
    assert paired(default, variant) == (1, 2)
    assert "3-2-0" in line("variant", variant, default) and "+2 seeds won, -1 seeds lost" in line(
        "variant", variant, default
    )


def test_seeds_are_read_as_a_range_or_refused() -> None:
    assert seed_range("1000-1003") == range(1000, 1004)
    for bad in ("1000", "5-1", "a-b", "-3"):
        with pytest.raises(argparse.ArgumentTypeError, match="expected seeds as A-B"):
            seed_range(bad)
