"""The measure of the search player's challenge prospects: samples from real matches, shares averaged by role and cores."""

from __future__ import annotations

import pytest

from bench.fit_challenge_prospects import Sample, main, match_samples, shares


def test_the_shares_are_the_mean_scored_by_role_and_by_the_acting_side_s_ready_cores() -> None:
    samples = [
        Sample("acting", 3, 1.0),
        Sample("acting", 1, 0.0),
        Sample("waiting", 1, 1.0),
        Sample("waiting", 2, 1.0),
        Sample("waiting", 2, 0.0),
        Sample("waiting", 3, 0.0),
    ]
    assert shares(samples) == (0.5, (1.0, 0.5, 0.0))


def test_a_met_challenge_scores_all_of_its_worth_on_the_slot_of_the_next_scoreboard_or_nothing() -> None:
    # The worth is read on the slot the challenge will be on at the side's next scoreboard, after the track moves
    # at a round's end (RULES §10): a challenge scored there scores exactly that worth.
    samples = [sample for seed in range(30_000, 30_006) for sample in match_samples(seed)]
    assert len(samples) > 50
    assert {sample.share for sample in samples} == {0.0, 1.0}
    assert {sample.role for sample in samples} == {"acting", "waiting"}
    assert {sample.ready for sample in samples} <= {1, 2, 3}


def test_the_command_prints_the_shares_and_refuses_a_count_of_none(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert main(["--games", "2"]) == 0
    out = capsys.readouterr().out
    assert "ACTING_SIDE_SCORES = " in out and "WAITING_SIDE_SCORES = (" in out
    with pytest.raises(SystemExit) as refused:
        main(["--games", "0"])
    assert refused.value.code == 2
