"""Wilson intervals and the kit's summary of Super Fantasy Brawl tallies."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.play.simulation import SECTIONS
from sfbkit.kit.game import GameTally, SimulatedPairing, SimulationPlan
from sfbkit.kit.simulation.simulated_games import PlayedGame
from sfbkit.kit.simulation.simulation_summary import summarise
from sfbkit.kit.simulation.win_rates import wilson

A = ("borka", "pip", "velvet")
B = ("gorlak", "thornwick", "mirelda")


@pytest.mark.parametrize(
    ("successes", "trials", "low", "high"),
    [
        # The roots of (p - x)^2 = z^2 x (1 - x) / n, the definition of the 95% Wilson score interval.
        (0, 10, 0.0, 0.277533),
        (5, 10, 0.236593, 0.763407),
        (10, 10, 0.722467, 1.0),
        (81, 263, 0.255289, 0.36621),
    ],
)
def test_wilson_interval(successes: int, trials: int, low: float, high: float) -> None:
    rate = wilson(successes, trials)
    assert rate.rate == pytest.approx(successes / trials)
    assert rate.low == pytest.approx(low, abs=1e-6)
    assert rate.high == pytest.approx(high, abs=1e-6)


def test_no_trials_is_uninformative() -> None:
    rate = wilson(0, 0)
    assert (rate.rate, rate.low, rate.high) == (0.0, 0.0, 1.0)


def _game(index: int, order: tuple[int, int], winner_seat: int | None, first_seat: int) -> PlayedGame:
    """A game of A against B, A at seat ``order.index(0)``, whose tally the game would have returned."""
    played = ("borka-anvil-drop",)
    counts: list[tuple[str, str, str, int]] = [
        ("vp_by_source", "challenge", "vp", 3),
        ("vp_by_source", "out_of_action", "vp", 2),
        ("vp_by_source", "challenge", "vp", 2),
    ]
    won_a = winner_seat is not None and order[winner_seat] == 0
    counts += [("champions", "borka", "games", 1), ("champions", "borka", "wins", int(won_a))]
    for card in ("borka-anvil-drop", "borka-hot-iron"):
        counts.append(("cards", card, "available", 1))
        if card in played:
            counts += [("cards", card, "played", 1), ("cards", card, "wins_when_played", int(won_a))]
    winner = None if winner_seat is None else order[winner_seat]
    return PlayedGame(index, 0, GameTally(winner, order[first_seat], 4 + index, tuple(counts)), capped=False)


def test_summary_counts_wins_by_team_whatever_the_seat() -> None:
    games = [
        _game(0, (0, 1), 0, 0),
        _game(1, (1, 0), 1, 0),
        _game(2, (0, 1), 1, 1),
        _game(3, (1, 0), None, 0),
    ]
    plan = SimulationPlan((SimulatedPairing((",".join(A), ",".join(B)), None),), 2, {})
    summary = summarise(plan, games, SECTIONS, {})
    pairing = summary["pairings"][0]
    assert pairing["wins"] == [2, 1]
    assert pairing["draws"] == 1
    first = summary["first_player_wins"]
    assert first["successes"] == 2 and first["trials"] == 3
    assert summary["average_length"] == pytest.approx((4 + 5 + 6 + 7) / 4)
    assert {k: v["vp_per_game"] for k, v in summary["vp_by_source"].items()} == {
        "challenge": 5.0,
        "out_of_action": 2.0,
    }
    assert summary["champions"]["borka"]["win_rate"]["successes"] == 2
    anvil = summary["cards"]["borka-anvil-drop"]
    assert anvil["available"] == 4 and anvil["played"] == 4
    assert anvil["win_rate_when_played"]["successes"] == 2
    assert summary["cards"]["borka-hot-iron"]["played"] == 0


def test_capped_games_are_counted_apart_from_draws() -> None:
    capped = PlayedGame(0, 0, GameTally(None, 0, 9, ()), capped=True)
    drawn = PlayedGame(1, 0, GameTally(None, 1, 9, ()), capped=False)
    plan = SimulationPlan((SimulatedPairing(("a", "b"), None),), 2, {})
    summary = summarise(plan, [capped, drawn], (), {})
    assert (summary["capped"], summary["draws"]) == (1, 1)
    assert summary["pairings"][0]["capped"] == 1 and summary["pairings"][0]["draws"] == 1
    assert summary["first_player_wins"]["trials"] == 0
