"""Perft-style counts of legal options from fixed positions, kept as data (data/perft.yaml) and checked here."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest
import yaml

from sfbkit.games.dungeon_command.engine.match import DCMatch
from sfbkit.games.dungeon_command.engine.perft import perft_counts
from tests.games.dungeon_command.driving import play, scenario
from tests.games.dungeon_command.fixture_content import FIXTURES

DATA = Path(__file__).parent / "data" / "perft.yaml"

POSITIONS: dict[str, dict[str, Any]] = {
    "t1-footman-walks-to-the-brute": {
        "creatures": ["A:t-footman@h2", "B:t-brute@h7"],
        "answers": [],
        "depth": 4,
    },
    "t2-speed-1-or-a-shift": {
        "creatures": ["A:t-footman@h6", "B:t-brute@h7"],
        "order_hands": [["t-sidestep"], []],
        "answers": ["activate:h6"],
        "depth": 3,
    },
    "t4-cut-corner": {
        "creatures": ["A:t-footman@f9", "B:t-brute@e8"],
        "answers": ["activate:f9"],
        "depth": 3,
    },
    "t4-outdoor-corner": {
        "creatures": ["A:t-footman@f9", "B:t-brute@e8"],
        "environment": "outdoor",
        "answers": ["activate:f9"],
        "depth": 3,
    },
    "t5-archer-and-cover": {
        "creatures": ["A:t-archer@f2", "B:t-footman@f6", "B:t-brute@f8"],
        "answers": ["activate:f2"],
        "depth": 3,
    },
    "t7-support": {
        "creatures": [
            "A:t-footman@h4",
            "B:t-footman@i5",
            "A:t-footman@g4",
            "A:t-archer@i4",
            "A:t-footman@h3 tapped",
            "A:t-brute@g5",
        ],
        "order_hands": [["t-heave"], []],
        "answers": ["activate:h4"],
        "depth": 3,
    },
    "t12-shove-and-slide": {
        "creatures": ["A:t-brute@h8", "B:t-brute@i8"],
        "order_hands": [["t-shove"], []],
        "answers": ["activate:h8", "order:t-shove", "take"],
        "depth": 3,
    },
}
"""Positions of DC §18 (fixture content), the answers that lead to the counted decision, and the depth."""


def position(spec: dict[str, Any]) -> DCMatch:
    """Builds a counted position."""
    options = {k: v for k, v in spec.items() if k not in ("creatures", "answers", "depth")}
    if "order_hands" in options:
        options["order_hands"] = tuple(tuple(h) for h in options["order_hands"])
    return play(scenario(FIXTURES, *spec["creatures"], **options), *spec["answers"])


def counts() -> dict[str, list[int]]:
    """Computes the counts of every position."""
    return {name: perft_counts(position(spec), spec["depth"]) for name, spec in POSITIONS.items()}


def stored() -> dict[str, list[int]]:
    """Reads the kept counts."""
    data = yaml.safe_load(DATA.read_text(encoding="utf-8")) or {}
    return {name: list(entry["counts"]) for name, entry in data.items()}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_perft_counts_match_the_data_file(name: str) -> None:
    kept = stored()
    assert name in kept, f"{name} has no counts in {DATA.name}; regenerate them with --write"
    spec = POSITIONS[name]
    assert perft_counts(position(spec), spec["depth"]) == kept[name]


def test_the_first_counts_are_the_options_dc_18_lists() -> None:
    kept = stored()
    assert kept["t2-speed-1-or-a-shift"][0] == 4  # move, the melee attack, t-sidestep, end
    assert kept["t4-cut-corner"][0] == 2  # move, end: no melee across the cut corner
    assert kept["t4-outdoor-corner"][0] == 3  # move, the melee attack, end


if __name__ == "__main__" and "--write" in sys.argv:
    header = "".join(
        line for line in DATA.read_text(encoding="utf-8").splitlines(True) if line.startswith("#")
    )
    body = {name: {"depth": POSITIONS[name]["depth"], "counts": value} for name, value in counts().items()}
    DATA.write_text(header + yaml.safe_dump(body, sort_keys=True), encoding="utf-8")
    print(body)
