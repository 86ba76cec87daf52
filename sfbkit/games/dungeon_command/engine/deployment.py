"""Placing creatures from the hand within leadership (DC §3 step 7, §4.3), in setup, deployment and by effect."""

from __future__ import annotations

from functools import cache
from typing import Literal

from sfbkit.games.dungeon_command.engine.asking import ask
from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.option_ids import OptionId
from sfbkit.games.dungeon_command.engine.state import CreatureState
from sfbkit.geometry.square import Square, label
from sfbkit.kit.play.decisions import Gen, Option

DONE = str(OptionId("done"))


def start_area(eng: Engine, player: int) -> frozenset[Square]:
    """Returns a player's start area: the first area for A, the second for B (DC §1.4)."""
    return eng.board.start_areas[0 if player == eng.state.first else 1]


def deploy_options(
    eng: Engine,
    player: int,
    level_max: int | None = None,
    where: Literal["start_area", "adjacent_to_self"] = "start_area",
    anchor: CreatureState | None = None,
) -> list[Option]:
    """Returns the (creature in hand, square) pairs a player may deploy now (DC §4.3)."""
    seat = eng.state.players[player]
    room = seat.leadership - eng.level_on_field(player)
    cards = sorted(
        card
        for card in set(seat.creature_hand)
        if eng.defs.creatures[card].level <= room
        and (level_max is None or eng.defs.creatures[card].level <= level_max)
    )
    if not cards:
        return []
    taken = {c.square for c in eng.state.creatures.values()}
    if where == "adjacent_to_self":
        if anchor is None:
            return []
        area: frozenset[Square] | tuple[Square, ...] = eng.board.adjacent[anchor.square]
    else:
        area = start_area(eng, player)
    squares = sorted(
        (s for s in area if s not in taken and eng.board.kinds[s] != "wall"), key=lambda s: (s[1], s[0])
    )
    return [deploy_option(card, square) for card in cards for square in squares]


@cache
def deploy_option(card: str, square: Square) -> Option:
    """Returns the option of deploying a card on a square (the same value every time: deployment offers many)."""
    return Option(str(OptionId("deploy", card, square)), f"deploy {card} on {label(square)}")


def deploy_one(
    eng: Engine,
    player: int,
    level_max: int | None,
    where: Literal["start_area", "adjacent_to_self"],
    anchor: CreatureState | None,
    optional: bool,
) -> Gen[bool]:
    """Asks for one placement (with "done" when optional); returns whether a creature was placed."""
    options = deploy_options(eng, player, level_max, where, anchor)
    if not options:
        return False
    if optional:
        options.insert(0, Option(DONE, "done deploying"))
    answer = OptionId.parse((yield from ask("deploy", player, options, "deploy")))
    if answer.verb == "done":
        return False
    assert answer.square is not None
    seat = eng.state.players[player]
    seat.creature_hand.remove(answer.arg)
    creature = eng.add_creature(player, answer.arg, answer.square)
    eng.emit("deploy", player=player, creature=eng.name(creature), level=eng.card(creature).level)
    return True


def deploy_phase(eng: Engine, player: int, at_least_one: bool) -> Gen[None]:
    """Places creatures one at a time until "done" or nothing fits; at setup the first one is required."""
    placed = 0
    while True:
        if not (
            yield from deploy_one(
                eng, player, None, "start_area", None, optional=placed > 0 or not at_least_one
            )
        ):
            return
        placed += 1
