"""The chance that a champion is knocked out in the other side's next turn, as the search player scores it."""

from __future__ import annotations

import math
from dataclasses import dataclass

from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.engine.state import ChampionState
from sfbkit.geometry.hex import Hex


@dataclass(frozen=True, slots=True)
class RiskWeights:
    """A logistic model of a knock-out in the other side's next turn, read from where a champion stands."""

    bias: float
    hp_left: float
    """Per hit point left (counted up to ``HP_CAP``)."""
    nearest: float
    """Per step to the nearest enemy (counted up to ``STEPS_CAP``)."""
    within_3: float
    """Per enemy within 3 steps."""
    within_5: float
    """Per enemy within 5 steps."""
    levelled: float
    """For a levelled champion."""


HP_CAP = 8
STEPS_CAP = 8

WEIGHTS = RiskWeights(
    bias=1.419, hp_left=-0.913, nearest=-0.657, within_3=0.384, within_5=0.146, levelled=-0.926
)
"""Fitted by ``python -m bench.fit_knockout_risk`` to the turns of 4,000 matches of the greedy player against itself."""


RiskFeatures = tuple[float, float, float, float, float, float]
"""A champion's features in the order of ``RiskWeights``' fields: 1 (the bias), hit points left, steps to the nearest
enemy, enemies within 3 and within 5 steps, and 1 if levelled."""


def risk_features(match: Match, champion: ChampionState, here: Hex, enemies: list[Hex]) -> RiskFeatures:
    """Returns the features the risk reads of a champion on ``here`` with the enemies on ``enemies``."""
    definition = match.rules.champions[champion.id]
    left = (definition.levelled if champion.levelled else definition.basic).hp - champion.damage
    row = match.board.distances[here]
    nearest = STEPS_CAP
    within_3 = within_5 = 0
    for there in enemies:
        steps = row[there]
        if steps < nearest:
            nearest = steps
        if steps <= 5:
            within_5 += 1
            if steps <= 3:
                within_3 += 1
    return 1.0, min(left, HP_CAP), nearest, within_3, within_5, 1.0 if champion.levelled else 0.0


def knockout_risk(match: Match, champion: ChampionState, here: Hex, enemies: list[Hex]) -> float:
    """Returns the chance that a champion on ``here`` is knocked out in the next turn of the enemies on ``enemies``."""
    bias, left, nearest, within_3, within_5, levelled = risk_features(match, champion, here, enemies)
    w = WEIGHTS
    z = (
        w.bias * bias
        + w.hp_left * left
        + w.nearest * nearest
        + w.within_3 * within_3
        + w.within_5 * within_5
        + w.levelled * levelled
    )
    return 1.0 / (1.0 + math.exp(-z))
