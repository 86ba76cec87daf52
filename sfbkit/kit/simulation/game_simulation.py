"""A game's part of ``simulate`` as values: how many games, what a game's length counts, its tables and functions."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click

from sfbkit.kit.game import GameTally, SimulatedPairing, SimulationPlan, TallySection
from sfbkit.kit.play.match_protocol import PlayableMatch


@dataclass(frozen=True, slots=True)
class GameSimulation:
    """What ``sfbkit simulate`` asks of a game (the kit's ``Simulation``), given as its values and functions."""

    default_games: int
    length_unit: str
    sections: tuple[TallySection, ...]
    options: Callable[[], Sequence[click.Option]]
    plan: Callable[[Path, Mapping[str, Any]], SimulationPlan]
    start: Callable[[Path, SimulatedPairing, tuple[int, ...], int], PlayableMatch]
    tally: Callable[[Path, PlayableMatch, tuple[int, ...]], GameTally]
