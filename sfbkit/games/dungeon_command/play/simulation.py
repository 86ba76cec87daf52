"""What ``sfbkit simulate`` asks of Dungeon Command: warbands as sides, a match per game, and its tallies.

The kit plays the games and reports them; this game parses ``--warbands`` (or ``--all-pairings``),
``--ruleset`` and ``--battlefield``, and tallies warbands and cards (creatures and orders).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from itertools import permutations
from pathlib import Path
from typing import Any, NamedTuple

import click

from sfbkit.cli.simulate_options import all_pairings_asked, known_id, pairing_flags, ruleset_option
from sfbkit.games.dungeon_command.engine.definitions import Definitions
from sfbkit.games.dungeon_command.engine.match import DCMatch, new_match
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import GameTally, SimulatedPairing, SimulationPlan, TallySection
from sfbkit.kit.play.match_protocol import PlayableMatch
from sfbkit.kit.simulation.game_simulation import GameSimulation

SECTIONS = (
    TallySection("warbands", "warbands: win rate", ("games", "wins"), (("win_rate", "wins", "games"),)),
    TallySection(
        "cards",
        "cards: destroyed, damage dealt, win rate when played and when not (of the games in its warband)",
        ("played", "destroyed", "damage_dealt", "won_when_played", "not_played", "won_when_not_played"),
        (
            ("win_rate_when_played", "won_when_played", "played"),
            ("win_rate_when_not_played", "won_when_not_played", "not_played"),
        ),
    ),
)


class MatchSetup(NamedTuple):
    """A pairing's match: ruleset, battlefield and the warband of seat 0 and seat 1."""

    ruleset: str
    battlefield: str
    warbands: tuple[str, str]


@cache
def _definitions(root: str) -> Definitions:
    from sfbkit.games.dungeon_command.content.library import load_library
    from sfbkit.games.dungeon_command.engine.compile import definitions_of

    return definitions_of(load_library(Path(root)))


def _name_card(name: object) -> str:
    return str(name).split("@", 1)[0]


def options() -> list[click.Option]:
    """Returns ``--warbands``, ``--all-pairings``, ``--ruleset`` and ``--battlefield``."""
    return [
        click.Option(
            ["--warbands"], default=None, metavar="A,B", help="The two warbands, seat 0 then seat 1."
        ),
        *pairing_flags("Every ordered pairing of two different warbands."),
        ruleset_option("simulation", "Ruleset id (a turn limit keeps games finite)."),
        click.Option(["--battlefield"], default="twin-vaults", show_default=True),
    ]


def plan(root: Path, options: Mapping[str, Any]) -> SimulationPlan:
    """Returns the pairings of ``--warbands`` or ``--all-pairings``; UsageError names a bad one."""
    from sfbkit.games.dungeon_command.content.library import load_library

    library = load_library(root)
    known = sorted(library.warbands)
    ruleset = known_id("ruleset", str(options["ruleset"]), library.rulesets)
    battlefield = known_id("battlefield", str(options["battlefield"]), library.battlefields)
    warbands = options.get("warbands")
    if all_pairings_asked(options) == (warbands is not None):
        raise UsageError("give either --warbands A,B or --all-pairings")
    pairs: list[tuple[str, str]]
    if warbands is not None:
        pair = tuple(part.strip() for part in str(warbands).split(","))
        if len(pair) != 2:
            raise UsageError(
                f"--warbands {warbands!r}: expected two warband ids, e.g. lanternguard,mirewood-brood"
            )
        pairs = [(pair[0], pair[1])]
    else:
        pairs = list(permutations(known, 2))
    for name in (name for pair in pairs for name in pair):
        known_id("warband", name, known)
    pairings = tuple(SimulatedPairing(pair, MatchSetup(ruleset, battlefield, pair)) for pair in pairs)
    # Ordered pairings already play each warband in both seats: the sides keep their seats.
    return SimulationPlan(pairings, 2, {"ruleset": ruleset, "battlefield": battlefield}, rotate_sides=False)


def start(root: Path, pairing: SimulatedPairing, order: tuple[int, ...], seed: int) -> PlayableMatch:
    """Returns a new match with warband ``order[seat]`` at each seat."""
    setup: MatchSetup = pairing.setup
    warbands = (setup.warbands[order[0]], setup.warbands[order[1]])
    return new_match(
        _definitions(str(root)),
        warbands=warbands,
        battlefield=setup.battlefield,
        ruleset=setup.ruleset,
        seed=seed,
    )


def tally(root: Path, match: PlayableMatch, order: tuple[int, ...]) -> GameTally:
    """Returns the winning side, the warbands' results and what each seat's cards did."""
    assert isinstance(match, DCMatch)
    result = match.result
    winner = None if result is None else result.winner
    played: list[dict[str, None]] = [{}, {}]
    counts: list[tuple[str, str, str, int]] = []
    actor: tuple[int, str] | None = None
    owners: dict[str, int] = {}
    for event in match.events:
        data = event.data
        if event.kind == "deploy":
            played[data["player"]][_name_card(data["creature"])] = None
            owners[str(data["creature"])] = data["player"]
        elif event.kind == "order_played":
            played[data["player"]][str(data["order"])] = None
        elif event.kind == "destroyed":
            counts.append(("cards", _name_card(data["creature"]), "destroyed", 1))
        elif event.kind == "activation_start":
            name = str(data["creature"])
            actor = (owners[name], _name_card(name)) if name in owners else None
        elif event.kind == "activation_end":
            actor = None
        elif event.kind == "damage" and actor is not None and actor[0] in (0, 1):
            victim = owners.get(str(data["creature"]))
            if victim is not None and victim != actor[0]:
                counts.append(("cards", actor[1], "damage_dealt", int(data["amount"])))
        if event.kind in ("step", "place") and "creature" in data and "square" in data and "owner" in data:
            owners[f"{data['creature']}@{data['square']}"] = data["owner"]
    for seat, warband in enumerate(match.engine.state.players):
        won = int(winner == seat)
        counts += [
            ("warbands", str(warband.warband), "games", 1),
            ("warbands", str(warband.warband), "wins", won),
        ]
        for card in played[seat]:
            counts += [("cards", card, "played", 1), ("cards", card, "won_when_played", won)]
        deck = _definitions(str(root)).warbands[str(warband.warband)]
        for card in dict.fromkeys((*deck.creatures, *deck.orders)):
            if card not in played[seat]:
                counts += [("cards", card, "not_played", 1), ("cards", card, "won_when_not_played", won)]
    turns = result.turns if result is not None else match.engine.state.turn
    side = None if winner is None else order[winner]
    return GameTally(side, order[match.engine.state.first], turns, tuple(counts))


SIMULATION = GameSimulation(20, "turns", SECTIONS, options, plan, start, tally)
"""Dungeon Command's part of ``simulate``: two warbands, seat 0 then seat 1, on one battlefield."""
