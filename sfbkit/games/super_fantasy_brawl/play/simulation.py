"""What ``sfbkit simulate`` asks of Super Fantasy Brawl: teams as sides, a match per game, and its tallies.

The kit plays the games and reports them; this game parses ``--teams``/``--vs`` (or ``--all-pairings``),
``--ruleset`` and ``--round-limit``, and tallies champions, cards and VP sources.
"""

from __future__ import annotations

import itertools
from collections.abc import Mapping
from functools import cache
from pathlib import Path
from typing import Any, NamedTuple

import click

from sfbkit.cli.simulate_options import all_pairings_asked, known_id, pairing_flags, ruleset_option
from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.kit.errors import UsageError
from sfbkit.kit.game import GameTally, SimulatedPairing, SimulationPlan, TallySection
from sfbkit.kit.play.match_protocol import PlayableMatch
from sfbkit.kit.simulation.game_simulation import GameSimulation

Team = tuple[str, ...]
Pairing = tuple[Team, Team]

SIDES = 2
"""Teams are ``seat % 2`` (RULES §11): two sides, one or two players each."""

SECTIONS = (
    TallySection("champions", "champions: win rate", ("games", "wins"), (("win_rate", "wins", "games"),)),
    TallySection(
        "cards",
        "cards: play rate, win rate when played and when not",
        ("available", "played", "wins_when_played", "not_played", "wins_when_not_played"),
        (
            ("play_rate", "played", "available"),
            ("win_rate_when_played", "wins_when_played", "played"),
            ("win_rate_when_not_played", "wins_when_not_played", "not_played"),
        ),
    ),
    TallySection("vp_by_source", "VP by source", ("vp",), per_game=("vp",)),
)


class MatchSetup(NamedTuple):
    """A pairing's match: ruleset, overrides, arena and each side's champions, one group per player."""

    ruleset: str
    rules: tuple[tuple[str, Any], ...]
    arena: str
    sides: tuple[tuple[Team, ...], ...]


def all_pairings(library: Library, team_size: int = 3) -> list[Pairing]:
    """Returns every unordered pairing of two disjoint teams of the library's champions."""
    champions = sorted(library.champions)
    teams = list(itertools.combinations(champions, team_size))
    return [(a, b) for a, b in itertools.combinations(teams, 2) if not set(a) & set(b)]


def _side(library: Library, text: str, option: str, players: int, size: int) -> tuple[Team, ...]:
    """Returns a side's champion groups, one per player (``/`` between players); UsageError names a bad one."""
    groups = tuple(
        tuple(part.strip() for part in group.split(",") if part.strip()) for group in text.split("/")
    )
    for group in groups:
        for champion in group:
            if champion not in library.champions:
                known = ", ".join(sorted(library.champions))
                raise UsageError(f"{option}: unknown champion {champion!r}; known: {known}")
    if len(groups) != players or (players > 1 and any(len(group) != size for group in groups)):
        letters = iter("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        example = "/".join(",".join(next(letters) for _ in range(size)) for _ in range(players))
        raise UsageError(
            f"{option} {text}: this ruleset seats {players} player(s) per team, "
            f"{size} champions each, such as {example}"
        )
    return groups


@cache
def _library(root: Path) -> Library:
    return load_library(root)


def options() -> list[click.Option]:
    """Returns ``--teams``, ``--vs``, ``--all-pairings``, ``--ruleset`` and ``--round-limit``."""
    return [
        click.Option(
            ["--teams", "teams"],
            default=None,
            metavar="A,B,C",
            help="One team (with --vs); in a four-player ruleset, one group per player: A,B/C,D.",
        ),
        click.Option(["--vs", "versus"], default=None, metavar="D,E,F", help="The opposing team."),
        *pairing_flags("Every pairing of two disjoint teams of the content's champions."),
        click.Option(
            ["--round-limit"],
            type=click.IntRange(1),
            default=None,
            help="Override the ruleset's round limit.",
        ),
        ruleset_option("standard"),
    ]


def plan(root: Path, options: Mapping[str, Any]) -> SimulationPlan:
    """Returns the pairings of ``--teams``/``--vs`` or ``--all-pairings``; UsageError names a bad one."""
    library = _library(root)
    ruleset_id = known_id("ruleset", str(options["ruleset"]), library.rulesets)
    ruleset = library.rulesets[ruleset_id]
    per_side = ruleset.players // SIDES
    teams, versus = options.get("teams"), options.get("versus")
    sides: list[tuple[tuple[Team, ...], tuple[Team, ...]]]
    if all_pairings_asked(options):
        if teams or versus:
            raise UsageError("use either --all-pairings or --teams with --vs")
        if per_side != 1:
            raise UsageError(
                f"--all-pairings plays two-player rulesets; {ruleset_id!r} seats {ruleset.players}"
            )
        sides = [((a,), (b,)) for a, b in all_pairings(library, ruleset.team_size)]
    elif teams and versus:
        sides = [
            (
                _side(library, teams, "--teams", per_side, ruleset.team_size),
                _side(library, versus, "--vs", per_side, ruleset.team_size),
            )
        ]
    else:
        raise UsageError("give --teams A,B,C --vs D,E,F, or --all-pairings")
    round_limit = options.get("round_limit")
    rules = {"round_limit": round_limit} if round_limit is not None else {}
    pairings = tuple(
        SimulatedPairing(
            tuple("/".join(",".join(group) for group in side) for side in pair),
            MatchSetup(ruleset_id, tuple(rules.items()), "fabulosa", pair),
        )
        for pair in sides
    )
    return SimulationPlan(pairings, ruleset.players, {"ruleset": ruleset_id, "rules": rules})


def start(root: Path, pairing: SimulatedPairing, order: tuple[int, ...], seed: int) -> PlayableMatch:
    """Returns a new match with side ``order[seat % 2]``'s players at each seat."""
    setup: MatchSetup = pairing.setup
    players = len(setup.sides[0]) * SIDES
    teams = tuple(setup.sides[order[seat % SIDES]][seat // SIDES] for seat in range(players))
    spec = MatchSpec(
        ruleset=setup.ruleset, arena=setup.arena, seed=seed, teams=teams, rules=dict(setup.rules)
    )
    return build_match(_library(root), spec)


def tally(root: Path, match: PlayableMatch, order: tuple[int, ...]) -> GameTally:
    """Returns the winning side and what each seat's champions and cards did."""
    assert isinstance(match, Match)
    state = match.state
    decks = _library(root).decks
    won = [False] * match.seats
    result = match.result
    if result is not None and result.winner is not None:
        won = [seat % SIDES == result.winner for seat in range(match.seats)]
    played: list[set[str]] = [set() for _ in range(match.seats)]
    counts: list[tuple[str, str, str, int]] = []
    for event in match.events:
        if event.kind == "vp":
            counts.append(("vp_by_source", str(event.data["reason"]), "vp", int(event.data["amount"])))
        elif event.kind in ("play", "reaction"):
            played[event.data["player"]].add(str(event.data["card"]))
    for seat, player in enumerate(state.players):
        for champion in player.champions:
            counts += [
                ("champions", champion, "games", 1),
                ("champions", champion, "wins", int(won[seat])),
            ]
            for card in decks.get(champion, ()):
                counts.append(("cards", card, "available", 1))
                if card in played[seat]:
                    counts += [
                        ("cards", card, "played", 1),
                        ("cards", card, "wins_when_played", int(won[seat])),
                    ]
                else:
                    counts += [
                        ("cards", card, "not_played", 1),
                        ("cards", card, "wins_when_not_played", int(won[seat])),
                    ]
    winner = None if result is None or result.winner is None else order[result.winner]
    return GameTally(winner, order[state.first_player % SIDES], state.round, tuple(counts))


SIMULATION = GameSimulation(100, "rounds", SECTIONS, options, plan, start, tally)
"""Super Fantasy Brawl's part of ``simulate``: teams as the two sides of two- and four-player rulesets."""
