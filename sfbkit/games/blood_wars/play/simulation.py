"""What ``sfbkit simulate`` asks of Blood Wars: decks as sides, 2 to 6 seats, a match per game, and its tallies.

The kit plays the games and reports them; this game parses ``--decks``, ``--seats`` and ``--ruleset``,
pairs the decks to the seats, and tallies decks and cards (a card counts as used once it is played).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from itertools import combinations
from pathlib import Path
from typing import Any, NamedTuple

import click

from sfbkit.games.blood_wars.engine.definitions import Definitions
from sfbkit.games.blood_wars.engine.match import BWMatch, new_match
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import GameTally, SimulatedPairing, SimulationPlan, TallySection
from sfbkit.kit.play.match_protocol import PlayableMatch

MIN_SEATS = 2
MAX_SEATS = 6
"""BW §1.1: a match has 2 to 6 players."""

MAX_PAIRINGS = 1000
"""The most deck pairings one simulation may ask for (the decks taken ``--seats`` at a time)."""

PLAYED_EVENTS = frozenset({"battlefield_played", "inducted", "placed", "committed", "fate_played"})
"""The events that put a card of a player's into play or resolve it: what "used" means in the card tally."""

SECTIONS = (
    TallySection(
        "decks",
        "decks: VP in all, win rate, VP per game",
        ("games", "wins", "vp"),
        (("win_rate", "wins", "games"),),
        ("vp",),
    ),
    TallySection(
        "cards",
        "cards: win rate when played and when not (of the games its deck played)",
        ("played", "won_when_played", "not_played", "won_when_not_played"),
        (
            ("win_rate_when_played", "won_when_played", "played"),
            ("win_rate_when_not_played", "won_when_not_played", "not_played"),
        ),
    ),
)


class MatchSetup(NamedTuple):
    """A pairing's match: the ruleset and the deck of each side."""

    ruleset: str
    decks: tuple[str, ...]


@cache
def _definitions(root: str) -> Definitions:
    from sfbkit.games.blood_wars.content.library import load_library
    from sfbkit.games.blood_wars.engine.compile import definitions_of

    return definitions_of(load_library(Path(root)))


def card_id(instance: str) -> str:
    """Returns the card id of an instance ``p<k>:<id>#<copy>`` (BW §14)."""
    return instance[instance.index(":") + 1 : instance.rindex("#")]


def owner(instance: str) -> int:
    """Returns the player index that owns an instance ``p<k>:<id>#<copy>``."""
    return int(instance[1 : instance.index(":")]) - 1


def pairings(decks: tuple[str, ...], seats: int) -> list[tuple[str, ...]]:
    """Returns the decks taken ``seats`` at a time, in the order listed (a deck listed twice may meet itself)."""
    return list(combinations(decks, seats))


class DeckSimulation:
    """Blood Wars' part of ``simulate``: one deck per seat, each deck moving one seat on from game to game."""

    default_games = 20
    length_unit = "rounds"
    sections = SECTIONS

    def options(self) -> list[click.Option]:
        """Returns ``--decks``, ``--seats`` and ``--ruleset``."""
        return [
            click.Option(
                ["--decks"],
                default=None,
                metavar="A,B[,...]",
                help="The decks that play (default: every deck of the tree); "
                "more decks than seats play every combination of them.",
            ),
            click.Option(
                ["--seats"],
                type=click.IntRange(MIN_SEATS, MAX_SEATS),
                default=None,
                help="Players per match, 2 to 6 (default: as many as --decks names, else 2).",
            ),
            click.Option(
                ["--ruleset"],
                default="conflict",
                show_default=True,
                help="Ruleset id (its round limit keeps games finite).",
            ),
        ]

    def plan(self, root: Path, options: Mapping[str, Any]) -> SimulationPlan:
        """Returns a pairing per combination of ``--seats`` decks; UsageError names a bad deck, ruleset or count."""
        defs = _definitions(str(root))
        ruleset = str(options.get("ruleset") or "conflict")
        if ruleset not in defs.rulesets:
            raise UsageError(f"unknown ruleset {ruleset!r}; known: {', '.join(sorted(defs.rulesets))}")
        known = sorted(defs.decks)
        given = options.get("decks")
        decks = tuple(known) if given is None else tuple(part.strip() for part in str(given).split(","))
        for name in decks:
            if name not in defs.decks:
                raise UsageError(f"unknown deck {name!r}; known: {', '.join(known)}")
        seats_given = options.get("seats")
        seats = int(seats_given) if seats_given is not None else (len(decks) if given is not None else 2)
        if not MIN_SEATS <= seats <= MAX_SEATS:
            raise UsageError(
                f"--decks {given}: {seats} decks; a match seats {MIN_SEATS} to {MAX_SEATS} "
                "(give --seats to play them that many at a time)"
            )
        if given is None and len(decks) < seats:
            # More seats than the tree has decks: one pairing, the decks in turn, some at two seats.
            decks = tuple(decks[index % len(decks)] for index in range(seats))
        if len(decks) < seats:
            raise UsageError(
                f"--seats {seats} needs at least {seats} decks, and --decks names {len(decks)} "
                "(a deck may be listed twice)"
            )
        rules = defs.rulesets[ruleset]
        if not rules.players_min <= seats <= rules.players_max:
            raise UsageError(
                f"ruleset {ruleset!r} is played by {rules.players_min} to {rules.players_max} players, not {seats}"
            )
        chosen = pairings(decks, seats)
        if len(chosen) > MAX_PAIRINGS:
            raise UsageError(
                f"{len(decks)} decks taken {seats} at a time make {len(chosen)} pairings; "
                f"at most {MAX_PAIRINGS}: name fewer decks"
            )
        plan = tuple(SimulatedPairing(sides, MatchSetup(ruleset, sides)) for sides in chosen)
        return SimulationPlan(plan, seats, {"ruleset": ruleset, "seats": seats})

    def start(
        self, root: Path, pairing: SimulatedPairing, order: tuple[int, ...], seed: int
    ) -> PlayableMatch:
        """Returns a new match with the deck of side ``order[seat]`` at each seat."""
        setup: MatchSetup = pairing.setup
        decks = tuple(setup.decks[order[seat % len(order)]] for seat in range(len(setup.decks)))
        return new_match(_definitions(str(root)), decks=decks, ruleset=setup.ruleset, seed=seed)

    def tally(self, root: Path, match: PlayableMatch, order: tuple[int, ...]) -> GameTally:
        """Returns the winning side, each deck's result and VP, and which of each seat's cards were played."""
        assert isinstance(match, BWMatch)
        eng = match.engine
        state = eng.state
        result = match.result
        winner = None if result is None else result.winner
        played: list[dict[str, None]] = [{} for _ in state.players]
        for event in match.events:
            if event.kind in PLAYED_EVENTS:
                instance = str(event.data["card"])
                played[owner(instance)][card_id(instance)] = None
        counts: list[tuple[str, str, str, int]] = []
        defs = _definitions(str(root))
        for seat, deck in enumerate(seat_decks(defs, eng.cards)):
            won = int(winner == seat)
            counts += [
                ("decks", deck, "games", 1),
                ("decks", deck, "wins", won),
                ("decks", deck, "vp", eng.vp(seat)),
            ]
            for card in dict.fromkeys(defs.decks[deck]):
                if card in played[seat]:
                    counts += [("cards", card, "played", 1), ("cards", card, "won_when_played", won)]
                else:
                    counts += [("cards", card, "not_played", 1), ("cards", card, "won_when_not_played", won)]
        rounds = result.round if result is not None else state.round
        side = None if winner is None else order[winner % len(order)]
        first = state.order[0] if state.order else 0
        return GameTally(side, order[first % len(order)], rounds, tuple(counts))


def seat_decks(defs: Definitions, instances: Mapping[str, object]) -> list[str]:
    """Returns the deck id of each seat, recognised from the card instances the seat owns."""
    owned: dict[int, list[str]] = {}
    for instance in instances:
        owned.setdefault(owner(instance), []).append(card_id(instance))
    by_cards = {tuple(sorted(cards)): name for name, cards in sorted(defs.decks.items(), reverse=True)}
    return [by_cards[tuple(sorted(owned[seat]))] for seat in sorted(owned)]


SIMULATION = DeckSimulation()
