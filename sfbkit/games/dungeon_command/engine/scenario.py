"""Scenario positions (DC §18 notation): creatures on squares, hands, morale, chests, active player and phase."""

from __future__ import annotations

import random
import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace

from sfbkit.games.dungeon_command.engine.core import Engine
from sfbkit.games.dungeon_command.engine.definitions import Definitions, Environment, RulesetDef
from sfbkit.games.dungeon_command.engine.state import DCState, Phase, PlayerState, Status
from sfbkit.geometry.square import label, parse
from sfbkit.kit.errors import UsageError

_CREATURE = re.compile(r"^(?P<owner>[AB]):(?P<card>[a-z0-9-]+)@(?P<square>[a-z][0-9]+)(?P<rest>.*)$")


@dataclass(frozen=True, slots=True)
class Placed:
    """A creature of a scenario: its seat (0 is A), card, square, damage taken and tapped state."""

    owner: int
    card: str
    square: str
    damage: int = 0
    tapped: bool = False
    activated: bool = False

    @classmethod
    def parse(cls, text: str) -> Placed:
        """Reads DC §18 notation: ``A:t-footman@h2``, ``B:t-brute@e5 +10``, ``A:t-footman@h3 tapped``."""
        found = _CREATURE.match(text.strip())
        if found is None:
            raise UsageError(
                f"{text!r}: expected owner:card@square, e.g. A:t-footman@h2 (+10, tapped optional)"
            )
        damage, tapped = 0, False
        for word in found["rest"].split():
            if word == "tapped":
                tapped = True
            elif re.fullmatch(r"\+\d+", word):
                damage = int(word[1:])
            else:
                raise UsageError(f"{text!r}: unexpected {word!r}; expected +N damage or tapped")
        return cls(0 if found["owner"] == "A" else 1, found["card"], found["square"], damage, tapped)


@dataclass(frozen=True, slots=True)
class Scenario:
    """An explicit starting position; seat 0 is A. Unset counters come from the commanders."""

    creatures: tuple[Placed, ...]
    battlefield: str = "twin-vaults"
    environment: Environment = "dungeon"
    ruleset: str | RulesetDef = "standard"
    commanders: tuple[str, str] = ("t-captain", "t-captain")
    active: int = 0
    phase: Phase = "activation"
    turn: int = 1
    morale: tuple[int | None, int | None] = (None, None)
    leadership: tuple[int | None, int | None] = (None, None)
    creature_hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    order_hands: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    creature_decks: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    order_decks: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    order_discards: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    creature_discards: tuple[tuple[str, ...], tuple[str, ...]] = ((), ())
    chests: dict[str, int] = field(default_factory=dict)
    """Fixed chest values by square; other treasure squares are dealt from the pool by the seed."""
    statuses: tuple[tuple[str, Status], ...] = ()
    """Lasting effects by square, on the creature placed there (DC §17.4)."""
    seed: int = 0


def scenario_engine(defs: Definitions, scenario: Scenario) -> Engine:
    """Builds the engine at a scenario's position, checking every name against the definitions."""
    from sfbkit.games.dungeon_command.engine.match import boards_for

    if isinstance(scenario.ruleset, RulesetDef):
        ruleset = scenario.ruleset
    elif scenario.ruleset in defs.rulesets:
        ruleset = defs.rulesets[scenario.ruleset]
    else:
        raise UsageError(f"unknown ruleset {scenario.ruleset!r}")
    if scenario.battlefield not in defs.battlefields:
        raise UsageError(f"unknown battlefield {scenario.battlefield!r}")
    boards = boards_for(defs, scenario.battlefield, ruleset, scenario.environment)
    players = []
    for seat in (0, 1):
        name = scenario.commanders[seat]
        if name not in defs.commanders:
            raise UsageError(f"unknown commander {name!r}")
        commander = defs.commanders[name]
        morale, leadership = scenario.morale[seat], scenario.leadership[seat]
        players.append(
            PlayerState(
                f"scenario-{'AB'[seat]}",
                name,
                commander.morale if morale is None else morale,
                commander.leadership if leadership is None else leadership,
                creature_deck=_cards(defs.creatures, scenario.creature_decks[seat]),
                creature_hand=_cards(defs.creatures, scenario.creature_hands[seat]),
                order_deck=_cards(defs.orders, scenario.order_decks[seat]),
                order_hand=_cards(defs.orders, scenario.order_hands[seat]),
                order_discard=_cards(defs.orders, scenario.order_discards[seat]),
                creature_discard=_cards(defs.creatures, scenario.creature_discards[seat]),
            )
        )
    # DC §4.1: the refresh phase counts the turn up as it starts, so it begins from the turn before.
    turn = scenario.turn - 1 if scenario.phase == "refresh" else scenario.turn
    state = DCState(random.Random(scenario.seed), players, first=0, active=scenario.active, turn=turn)
    state.phase = scenario.phase
    state.environment = scenario.environment
    eng = Engine(defs, boards, ruleset, state)
    board = eng.board
    for placed in scenario.creatures:
        if placed.card not in defs.creatures:
            raise UsageError(f"unknown creature {placed.card!r}")
        square = parse(placed.square)
        if square not in board.kinds or board.kinds[square] == "wall" or state.at(square) is not None:
            raise UsageError(
                f"{placed.card}@{placed.square}: not an empty non-wall square of the battlefield"
            )
        creature = eng.add_creature(placed.owner, placed.card, square)
        creature.damage, creature.tapped, creature.activated = placed.damage, placed.tapped, placed.activated
    for square_label, status in scenario.statuses:
        holder = state.at(parse(square_label))
        if holder is None:
            raise UsageError(f"status on {square_label}, a square without a creature")
        holder.statuses.append(replace(status))
    fixed = {parse(s): v for s, v in scenario.chests.items()}
    for square in fixed:
        if square not in board.treasure:
            raise UsageError(f"chest on {label(square)}, a square without a treasure mark")
    pool = list(ruleset.chest_values)
    for fixed_value in fixed.values():
        if fixed_value in pool:
            pool.remove(fixed_value)
    state.rng.shuffle(pool)
    rest = iter(pool)
    for square in board.treasure:
        value = fixed[square] if square in fixed else next(rest, None)
        if value is not None:
            state.chests[square] = value
    return eng


def _cards(known: Mapping[str, object], cards: tuple[str, ...]) -> list[str]:
    unknown = [c for c in cards if c not in known]
    if unknown:
        raise UsageError(f"unknown card {', '.join(unknown)}")
    return list(cards)
