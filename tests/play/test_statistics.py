"""Wilson intervals and the aggregation of game records."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.play.statistics import GameRecord, summarise, wilson

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


def _record(
    index: int, seats: tuple[tuple[str, ...], tuple[str, ...]], winner: int | None, first: int
) -> GameRecord:
    return GameRecord(
        index=index,
        pairing=0,
        seats=seats,
        winner=winner,
        first_player=first,
        rounds=4 + index,
        reason="vp" if winner is not None else "round_limit",
        vp=(5, 2) if winner == 0 else (2, 5),
        vp_by_source=((("challenge", 3), ("out_of_action", 2)), (("challenge", 2),)),
        played=(("borka-anvil-drop",), ()) if seats[0] == A else ((), ("borka-anvil-drop",)),
    )


def test_summary_counts_wins_by_team_whatever_the_seat() -> None:
    records = [
        _record(0, (A, B), 0, 0),
        _record(1, (B, A), 1, 0),
        _record(2, (A, B), 1, 1),
        _record(3, (B, A), None, 0),
    ]
    summary = summarise(records, [(A, B)], {"borka": ("borka-anvil-drop", "borka-hot-iron")})
    pairing = summary.pairings[0]
    assert pairing["wins"] == [2, 1]
    assert pairing["draws"] == 1
    assert summary.first_player.successes == 2 and summary.first_player.trials == 3
    assert summary.average_rounds == pytest.approx((4 + 5 + 6 + 7) / 4)
    assert summary.vp_by_source == {"challenge": 5.0, "out_of_action": 2.0}
    assert summary.champions["borka"].successes == 2
    anvil = summary.cards["borka-anvil-drop"]
    assert anvil["available"] == 4 and anvil["played"] == 4
    assert anvil["win_rate_when_played"]["successes"] == 2
    assert summary.cards["borka-hot-iron"]["played"] == 0
