"""The games of a ladder: a round robin between players, each pair on every pairing, in both sides and seats."""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.player_registry import PlayerRegistry
from sfbkit.kit.play.seeds import derive_seed
from sfbkit.kit.simulation.simulated_games import MAX_GAMES, SimulatedGame

if TYPE_CHECKING:
    from sfbkit.kit.game import SimulationPlan


@dataclass(frozen=True, slots=True)
class LadderGame:
    """A game of the ladder and the entrant (an index into the ladder's players) playing each side."""

    spec: SimulatedGame
    entrants: tuple[int, int]


def ladder_entrants(players: str, registry: PlayerRegistry) -> tuple[str, ...]:
    """Returns the distinct players of ``--players`` (at least two); UsageError names an unknown or repeated one."""
    names = tuple(name.strip() for name in players.split(","))
    if len(names) < 2 or len(set(names)) != len(names):
        raise UsageError(
            f"--players {players}: expected two or more different players, comma-separated, "
            "such as random,first,greedy,search:100"
        )
    for name in names:
        registry.make(name, 0)  # UnknownPlayerError names the known players
    return names


def ladder_games(
    game: str, root: Path, plan: SimulationPlan, entrants: tuple[str, ...], games: int, seed: int
) -> list[LadderGame]:
    """Returns ``games`` per pair of entrants and pairing; each entrant of a pair plays each side and seat in turn."""
    if any(len(pairing.sides) != 2 for pairing in plan.pairings):
        raise UsageError("a ladder plays pairings of two sides; this ruleset's pairings have more")
    pairs = list(combinations(range(len(entrants)), 2))
    if games < 1 or len(pairs) * len(plan.pairings) * games > MAX_GAMES:
        raise UsageError(
            f"{len(pairs)} pair(s) x {len(plan.pairings)} pairing(s) x {games} games: "
            f"a ladder plays from 1 to {MAX_GAMES} games"
        )
    made: list[LadderGame] = []
    for pair in pairs:
        for number, pairing in enumerate(plan.pairings):
            for played in range(games):
                turn = played if plan.rotate_sides else 0
                order = tuple((side + turn) % 2 for side in range(2))
                # Sides that move seat every game swap entrants every other game, so each meets both sides.
                flip = (played // 2 if plan.rotate_sides else played) % 2
                side_entrants = (pair[flip], pair[1 - flip])
                players = tuple(entrants[side_entrants[order[seat % 2]]] for seat in range(plan.seats))
                index = len(made)
                spec = SimulatedGame(
                    game, str(root), index, number, pairing, order, derive_seed(seed, "game", index), players
                )
                made.append(LadderGame(spec, side_entrants))
    return made
