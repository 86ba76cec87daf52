"""Checks of a match file's scenario position against the battlefield and the cards (DC §18)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from sfbkit.games.dungeon_command.content.battlefield import Battlefield
from sfbkit.games.dungeon_command.content.board import assemble
from sfbkit.games.dungeon_command.content.creature import Creature
from sfbkit.games.dungeon_command.content.map_checks import placeable
from sfbkit.games.dungeon_command.content.match import MatchFile
from sfbkit.games.dungeon_command.content.order import Order
from sfbkit.games.dungeon_command.content.tile import Tile
from sfbkit.geometry.square import parse
from sfbkit.kit.content.loader import LoadedFile
from sfbkit.kit.problems import Problem, quote

DEFAULT_BATTLEFIELD = "twin-vaults"
"""The battlefield of a match file that names none (DC §3 step 4)."""


def check_scenario(
    file: LoadedFile,
    match: MatchFile,
    battlefields: Mapping[str, Battlefield],
    tiles: Mapping[str, Tile],
    creatures: Mapping[str, Creature],
    orders: Mapping[str, Order],
    broken: frozenset[str],
) -> Iterator[Problem]:
    """Yields a problem for each creature, card, status or chest of the scenario that the position cannot hold."""
    scenario = match.scenario
    if scenario is None:
        return
    field_id = match.battlefield or DEFAULT_BATTLEFIELD
    battlefield = battlefields.get(field_id)
    face = match.environment or "dungeon"
    squares = (
        assemble(battlefield.placements, tiles, face)
        if battlefield is not None and placeable(battlefield.placements, tiles)
        else None
    )
    taken: dict[str, int] = {}
    for index, text in enumerate(scenario.creatures):
        where = ("scenario", "creatures", index)
        card, _, rest = text.partition(":")[2].partition("@")
        words = rest.split()
        square = words[0]
        damage = int(words[1][1:]) if len(words) > 1 and words[1].startswith("+") else 0
        known = creatures.get(card)
        if known is None and "creature" not in broken:
            yield file.problem(where, "bad-reference", f"no creature has id {quote(card)}")
        if known is not None and damage >= known.hp:
            yield file.problem(
                where, "bad-scenario", f"damage {damage} destroys {quote(card)}, which has {known.hp} hp"
            )
        if square in taken:
            yield file.problem(
                where, "bad-scenario", f"square {square} already holds creature {taken[square]}"
            )
        taken.setdefault(square, index)
        if squares is None or battlefield is None:
            continue
        spot = squares.get(parse(square))
        if spot is None:
            size = f"{battlefield.size.columns} columns and {battlefield.size.rows} rows"
            yield file.problem(
                where, "bad-scenario", f"square {square} is off battlefield {quote(field_id)} ({size})"
            )
        elif spot.kind == "wall":
            yield file.problem(where, "bad-scenario", f"square {square} is a wall on the {face} face")
    for square in scenario.chests:
        if squares is None:
            break
        spot = squares.get(parse(square))
        if spot is None or not spot.treasure:
            yield file.problem(
                ("scenario", "chests", square),
                "bad-scenario",
                f"square {square} is not a treasure square of battlefield {quote(field_id)}",
                at_key=True,
            )
    for square in scenario.statuses:
        if square not in taken:
            yield file.problem(
                ("scenario", "statuses", square),
                "bad-scenario",
                f"square {square} holds no creature of the scenario to take a status",
                at_key=True,
            )
    for key, known_cards, kind in (
        ("creature_hands", creatures, "creature"),
        ("order_hands", orders, "order"),
        ("creature_decks", creatures, "creature"),
        ("order_decks", orders, "order"),
        ("creature_discards", creatures, "creature"),
        ("order_discards", orders, "order"),
    ):
        hands = getattr(scenario, key)
        if hands is None or kind in broken:
            continue
        for seat, hand in enumerate(hands):
            for index, card in enumerate(hand):
                if card not in known_cards:
                    yield file.problem(
                        ("scenario", key, seat, index), "bad-reference", f"no {kind} has id {quote(card)}"
                    )
