"""How ``sfbkit simulate`` plays Crowns: one pairing of N seats, tallied per card played."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import click

from sfbkit.kit.game import GameTally, SimulatedPairing, SimulationPlan, TallySection
from sfbkit.kit.play.match_protocol import PlayableMatch

from .rules import CrownsMatch


class CrownsSimulation:
    """Seats keep their places; what is tallied is how often each card takes a trick."""

    default_games = 20
    length_unit = "tricks"
    sections = (TallySection("cards", "cards: tricks taken", ("tricks",)),)

    def options(self) -> list[click.Option]:
        return [click.Option(["--seats"], type=click.IntRange(2, 6), default=3, help="Seats at the table.")]

    def plan(self, root: Path, options: Mapping[str, Any]) -> SimulationPlan:
        seats = int(options["seats"])
        sides = tuple(f"seat {seat + 1}" for seat in range(seats))
        return SimulationPlan((SimulatedPairing(sides, seats),), seats, {"seats": seats}, rotate_sides=False)

    def start(
        self, root: Path, pairing: SimulatedPairing, order: tuple[int, ...], seed: int
    ) -> PlayableMatch:
        from .game import GAME
        from .models import Setup

        return GAME.new_match(GAME.library_of(root), Setup(seats=int(pairing.setup)), seed)

    def tally(self, root: Path, match: PlayableMatch, order: tuple[int, ...]) -> GameTally:
        assert isinstance(match, CrownsMatch)
        winner = None if match.result is None else match.result.winner
        taken = [event.data["card"] for event in match.events if event.kind == "trick_taken"]
        counts = tuple(("cards", card, "tricks", 1) for card in taken)
        return GameTally(winner, 0, len(taken), counts)
