"""The fit of the search player's knock-out risk: samples from real matches, weights a known model gives back."""

from __future__ import annotations

import math
import random

import pytest

from bench.fit_knockout_risk import Sample, fit, main, match_samples


def test_the_fit_gives_back_the_weights_of_the_model_that_drew_the_labels() -> None:
    rng = random.Random(7)
    truth = [0.5, -0.8, 1.2]
    samples: list[Sample] = []
    for _ in range(6000):
        features = [1.0, rng.uniform(-3, 3), rng.uniform(-2, 2)]
        p = 1.0 / (1.0 + math.exp(-sum(w * f for w, f in zip(truth, features, strict=True))))
        samples.append((features, int(rng.random() < p)))
    assert fit(samples) == pytest.approx(truth, abs=0.12)


def test_a_match_gives_one_sample_per_champion_on_the_board_at_each_turn_end_labelled_by_the_next_turn() -> (
    None
):
    samples = match_samples(20_000)
    assert len(samples) > 30
    assert all(len(features) == 6 and features[0] == 1.0 and label in (0, 1) for features, label in samples)
    knocked = [features for features, label in samples if label]
    assert knocked, "some champion is knocked out in a whole match"
    # A champion knocked out in the next turn stood, on average, nearer the enemy with fewer hit points.
    mean = lambda rows, i: sum(row[i] for row in rows) / len(rows)  # noqa: E731
    spared = [features for features, label in samples if not label]
    assert mean(knocked, 1) < mean(spared, 1) and mean(knocked, 2) < mean(spared, 2)


def test_the_command_prints_the_weights_and_refuses_a_count_of_none(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--games", "2"]) == 0
    assert "RiskWeights(bias=" in capsys.readouterr().out
    with pytest.raises(SystemExit) as refused:
        main(["--games", "0"])
    assert refused.value.code == 2
