"""Fits the search player's knock-out risk (``play/knockout_risk.py``) to matches of the greedy player against itself.

Each time a turn passes, every champion on the board of the side that just played is one sample: where it stands
(its hit points left, the steps to the nearest enemy, the enemies within 3 and 5 steps, whether it is levelled)
and whether the other side's turn knocked it out. Half the matches are the bench's teams, half random teams of the
bundled champions. A logistic regression is fitted by Newton's method (iteratively reweighted least squares); the
weights are printed with how well they foretell the knock-outs in each band of hit points and steps.

Run ``python -m bench.fit_knockout_risk --games 4000 --workers 2`` (about five CPU minutes).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from bench.greedy_selfplay import greedy_selfplay, selfplay_samples
from sfbkit.games.super_fantasy_brawl.play.knockout_risk import RiskWeights, risk_features

Sample = tuple[Sequence[float], int]
"""One champion at the end of its side's turn: its features (``risk_features``) and 1 if knocked out next."""

FIRST_SEED = 20_000
"""The matches' seeds start here, apart from every seed a bench or tuning run plays."""


def match_samples(seed: int) -> list[Sample]:
    """Plays one greedy-against-greedy match and returns its samples."""
    match, seats = greedy_selfplay(seed)
    samples: list[Sample] = []
    waiting: tuple[int, dict[str, Sequence[float]], set[str]] | None = None
    """The side whose champions wait for the other side's turn to end, their features, and those knocked out."""
    acting: int | None = None
    while (decision := match.decision) is not None:
        if decision.kind == "action":
            team = match.state.players[decision.player].team
            if waiting is not None and team == waiting[0]:
                samples += [(features, int(name in waiting[2])) for name, features in waiting[1].items()]
                waiting = None
            if acting is not None and team != acting and waiting is None:
                champions = match.state.champions.values()
                enemies = [c.hex for c in champions if c.team != acting and c.hex is not None]
                waiting = (
                    acting,
                    {
                        c.id: risk_features(match, c, c.hex, enemies)
                        for c in champions
                        if c.team == acting and c.hex is not None
                    },
                    set(),
                )
            acting = team
        seen = len(match.events)
        match.apply(seats[decision.player].choose(match, decision))
        if waiting is not None:
            waiting[2].update(
                str(e.data["champion"]) for e in match.events[seen:] if e.kind == "out_of_action"
            )
    if waiting is not None:
        samples += [(features, int(name in waiting[2])) for name, features in waiting[1].items()]
    return samples


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Returns x with matrix·x = vector (Gaussian elimination with partial pivoting)."""
    n = len(vector)
    rows = [[*matrix[i], vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(col + 1, n):
            factor = rows[r][col] / rows[col][col]
            for c in range(col, n + 1):
                rows[r][c] -= factor * rows[col][c]
    x = [0.0] * n
    for i in range(n - 1, -1, -1):
        x[i] = (rows[i][n] - sum(rows[i][j] * x[j] for j in range(i + 1, n))) / rows[i][i]
    return x


def fit(samples: Sequence[Sample], steps: int = 25, ridge: float = 1e-6) -> list[float]:
    """Returns the logistic regression's weights (in the features' order) by Newton's method."""
    size = len(samples[0][0])
    weights = [0.0] * size
    for _ in range(steps):
        gradient = [0.0] * size
        hessian = [[0.0] * size for _ in range(size)]
        for features, label in samples:
            p = 1.0 / (1.0 + math.exp(-sum(w * f for w, f in zip(weights, features, strict=True))))
            spread = p * (1.0 - p)
            for i, fi in enumerate(features):
                gradient[i] += (p - label) * fi
                row = hessian[i]
                for j in range(i + 1):
                    row[j] += spread * fi * features[j]
        for i in range(size):
            hessian[i][i] += ridge * len(samples)
            for j in range(i):
                hessian[j][i] = hessian[i][j]
        step = _solve(hessian, gradient)
        weights = [w - s for w, s in zip(weights, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return weights


def main(argv: list[str] | None = None) -> int:
    """Plays the matches, fits the weights and prints them with the knock-outs seen and foretold per band."""
    samples = selfplay_samples(argv, "bench.fit_knockout_risk", __doc__, 4000, FIRST_SEED, match_samples)
    weights = fit(samples)
    print(f"{len(samples)} samples, {sum(label for _, label in samples)} knocked out")
    print(repr(RiskWeights(*(round(w, 3) for w in weights))))
    print("hit points left, steps to the nearest enemy: knocked out / foretold (samples)")
    for left in range(1, 5):
        for steps in range(1, 5):
            band = [(f, y) for f, y in samples if f[1] == left and f[2] == steps]
            if band:
                seen = sum(y for _, y in band) / len(band)
                foretold = sum(
                    1.0 / (1.0 + math.exp(-sum(w * x for w, x in zip(weights, f, strict=True))))
                    for f, _ in band
                ) / len(band)
                print(f"  {left}, {steps}: {seen:.2f} / {foretold:.2f} ({len(band)})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
