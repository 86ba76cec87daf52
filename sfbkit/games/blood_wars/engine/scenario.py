"""Scenario positions (BW §16, §18): every place of every seat, the seat order, the round, the phase, captures."""

from __future__ import annotations

import random
from collections.abc import Callable

from sfbkit.games.blood_wars.content.position import Position
from sfbkit.games.blood_wars.engine.core import Engine
from sfbkit.games.blood_wars.engine.definitions import Definitions, RulesetDef
from sfbkit.games.blood_wars.engine.match import BWMatch, instance_cards
from sfbkit.games.blood_wars.engine.state import BWState, PlayerState
from sfbkit.kit.errors import UsageError


def _seat_cards(position: Position, seat: int) -> list[str]:
    setup = position.seats[seat]
    found: list[str] = [*setup.deck, *setup.hand]
    for warlord in setup.warlords:
        found.append(warlord.card)
        found.extend(placed.card for placed in warlord.battle_hand)
    found += [*setup.area, *setup.victory_pool, *setup.discard, *setup.dead_book]
    return found


def _numbering(seat: int) -> Callable[[str], str]:
    counts: dict[str, int] = {}

    def take(card: str) -> str:
        counts[card] = counts.get(card, 0) + 1
        return f"p{seat + 1}:{card}#{counts[card]}"

    return take


def scenario_engine(defs: Definitions, position: Position, rules: RulesetDef, seed: int = 0) -> Engine:
    """Returns an engine at a scenario's position; seats are players p1..pn in turn order."""
    lists = [_seat_cards(position, seat) for seat in range(len(position.seats))]
    for cards in lists:
        for card in cards:
            if card not in defs.cards:
                raise UsageError(f"unknown card {card!r} in the scenario's setup")
    instances = instance_cards(defs.cards, lists)
    players: list[PlayerState] = []
    face_down: set[str] = set()
    holder: dict[str, str] = {}
    for seat, setup in enumerate(position.seats):
        take = _numbering(seat)

        player = PlayerState(f"p{seat + 1}")
        # The scenario lists the deck top first; the engine keeps the top at the end.
        player.deck = list(reversed([take(c) for c in setup.deck]))
        player.hand = [take(c) for c in setup.hand]
        for warlord in setup.warlords:
            w = take(warlord.card)
            player.warlords.append(w)
            if warlord.face_down:
                face_down.add(w)
            troop: list[str] = []
            by_id: dict[str, str] = {}
            for placed in warlord.battle_hand:
                inst = take(placed.card)
                troop.append(inst)
                by_id.setdefault(placed.card, inst)
                if placed.face_down:
                    face_down.add(inst)
            for placed, inst in zip(warlord.battle_hand, troop, strict=True):
                if placed.held_by is not None:
                    if placed.held_by not in by_id:
                        raise UsageError(
                            f"{placed.card} is held by {placed.held_by}, which is not in that battle hand"
                        )
                    holder[inst] = by_id[placed.held_by]
            player.battle[w] = troop
        for card in setup.area:
            inst = take(card)
            if defs.cards[card].kind == "battlefield":
                player.battlefields.append(inst)
            else:
                player.area_fates.append(inst)
        player.pool = [take(c) for c in setup.victory_pool]
        player.discard = [take(c) for c in setup.discard]
        player.dead = [take(c) for c in setup.dead_book]
        player.turns = setup.turns
        players.append(player)
    state = BWState(random.Random(seed), players)
    state.order = list(range(len(players)))
    state.at = position.active - 1
    state.round = position.round
    state.phase = position.phase
    state.captures = position.captures_this_turn
    state.face_down = face_down
    state.holder = holder
    return Engine(instances, rules, state)


def new_scenario(defs: Definitions, position: Position, rules: RulesetDef, seed: int = 0) -> BWMatch:
    """Starts a match at an explicit position (tests and scenario scripts, BW §18)."""
    return BWMatch(lambda: scenario_engine(defs, position, rules, seed))
