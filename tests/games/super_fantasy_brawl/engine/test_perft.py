"""Perft: the number of legal decision sequences from known positions (tests/games/super_fantasy_brawl/data/perft.yaml)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from sfbkit.games.super_fantasy_brawl.engine import Match
from tests.games.super_fantasy_brawl.engine.helpers import scenario

DATA = Path(__file__).resolve().parent.parent / "data" / "perft.yaml"
POSITIONS: list[dict[str, Any]] = yaml.safe_load(DATA.read_text())["positions"]


def perft(match: Match, depth: int) -> int:
    """Counts the decision sequences of a given length (a finished match counts as one leaf)."""
    decision = match.decision
    if depth == 0 or decision is None:
        return 1
    total = 0
    for option_id in decision.ids:
        child = match.fork()
        child.apply(option_id)
        total += perft(child, depth - 1)
    return total


def start(position: dict[str, Any]) -> Match:
    setup = dict(position["setup"])
    return scenario(
        setup.pop("positions"),
        teams=position["teams"],
        ruleset=position.get("ruleset", "standard"),
        **setup,
    )


@pytest.mark.parametrize("position", POSITIONS, ids=[p["name"] for p in POSITIONS])
def test_perft_counts(position: dict[str, Any]) -> None:
    match = start(position)
    counts = [perft(match, depth) for depth in range(1, len(position["counts"]) + 1)]
    assert counts == position["counts"]
