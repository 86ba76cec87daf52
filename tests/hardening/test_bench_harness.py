"""The benchmark harness keeps working: ``python -m bench --quick`` prints the machine, figures and ratios."""

from __future__ import annotations

import subprocess
import sys

import pytest

from bench.report import Result, percentile
from tests.hardening.helpers import REPO


@pytest.mark.slow
def test_a_quick_run_of_two_benchmarks_prints_figures_and_ratios() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bench", "search", "startup", "--quick"],
        capture_output=True,
        text=True,
        check=False,
        cwd=REPO,
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0].startswith("machine: ") and " cores, " in lines[0] and "Python" in lines[0]
    assert any(line.startswith("== search (") for line in lines)
    assert any(line.startswith("== startup (") for line in lines)
    ratios = [line for line in lines if line.strip().startswith("RATIO ")]
    assert len(ratios) >= 4
    assert "disagree" not in result.stdout


def test_an_unknown_benchmark_is_a_usage_error() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "bench", "nonsense"], capture_output=True, text=True, check=False, cwd=REPO
    )
    assert result.returncode == 2
    assert "unknown benchmark nonsense" in result.stderr


@pytest.mark.parametrize(("fraction", "expected"), [(0.5, 50.0), (0.95, 95.0), (1.0, 100.0), (0.0, 1.0)])
def test_percentiles_are_nearest_rank(fraction: float, expected: float) -> None:
    assert percentile([float(n) for n in range(100, 0, -1)], fraction) == expected


def test_a_result_prints_its_ratios_with_the_goal_verdict() -> None:
    result = Result("example")
    result.figure("speed", 1234.5, "things/s")
    result.ratio("speed / goal", 0.5, ">= 1", False)
    text = result.text()
    assert "1,234 things/s" in text or "1,235 things/s" in text
    assert "RATIO speed / goal" in text and "[MISSED]" in text


def test_the_code_before_issue_14_plays_the_games_the_benchmark_compares() -> None:
    from bench.engine import _former_greedy_players, play_batch
    from bench.issue_start import ISSUE_START, play_issue_start
    from sfbkit.games.super_fantasy_brawl.content.library import load_library
    from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root

    played = play_issue_start(1, 2)
    if isinstance(played, str) and "history" in played:
        pytest.skip(f"a checkout without commit {ISSUE_START[:7]}: {played}")
    assert not isinstance(played, str), played
    hashes: list[str] = []
    # Today's greedy player looks ahead on a determinization (issue 27); the former one, which saw the
    # whole match as the code of issue 14's start did, plays the same games.
    play_batch(
        load_library(bundled_content_root()), range(1, 2), _former_greedy_players, hashes, turn_replay=True
    )
    assert played.hashes == hashes and played.cpu > 0
