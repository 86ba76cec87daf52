"""How ``sfbkit simulate`` plays Crowns: one pairing of N seats, tallied per card played."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

import click

from sfbkit.kit.game import GameTally, SimulatedPairing, SimulationPlan, TallySection
from sfbkit.kit.play.match_protocol import PlayableMatch

from .rules import CrownsMatch, new_match


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
        from sfbkit.kit.library_cache import load_library

        from .game import GAME
        from .models import Card

        cards = [
            card for card in load_library(root, GAME.content).of("card").values() if isinstance(card, Card)
        ]
        return new_match(cards, int(pairing.setup), 3, seed)

    def tally(self, root: Path, match: PlayableMatch, order: tuple[int, ...]) -> GameTally:
        assert isinstance(match, CrownsMatch)
        winner = None if match.result is None else match.result.winner
        taken = [event.data["card"] for event in match.events if event.kind == "trick_taken"]
        counts = tuple(("cards", card, "tricks", 1) for card in taken)
        return GameTally(winner, 0, len(taken), counts)
