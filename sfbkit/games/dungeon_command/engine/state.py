"""Runtime state of a Dungeon Command match: creatures, players, chests and tokens (DC §1, §3)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from typing import Literal

from sfbkit.games.dungeon_command.engine.definitions import Condition, Duration, Environment, Stat, StatusKind
from sfbkit.geometry.square import Square
from sfbkit.kit.events import Event

Phase = Literal["setup", "refresh", "activation", "deployment", "cleanup", "over"]
EndReason = Literal["morale", "no_creatures", "turn_limit"]


@dataclass(slots=True)
class Status:
    """A lasting effect on a creature: a stat change, a status or a keyword, until its duration ends (DC §17.4)."""

    duration: Duration
    player: int
    """The player whose turn and activations time the duration."""
    stat: Stat | None = None
    amount: int = 0
    status: StatusKind | None = None
    keyword: str | None = None
    condition: Condition | None = None
    """The effect applies only while this holds ("while", DC §17.2), judged with ``it`` as the creature."""
    source: int | None = None
    """``self`` of the effect that made it, for its condition."""


@dataclass(slots=True)
class CreatureState:
    """A creature on the battlefield: its card, controller, square, damage and tapped state."""

    uid: int
    card: str
    owner: int
    square: Square
    damage: int = 0
    tapped: bool = False
    activated: bool = False
    moved: bool = False
    """Moved during the current activation (DC §17.3 ``moved_this_activation``)."""
    hazard_window: int = -1
    """The activation (or phase) serial of its last hazardous entry damage (DC §7)."""
    statuses: list[Status] = field(default_factory=list)
    power_uses: dict[int, int] = field(default_factory=dict)
    """Uses of each power (by index) within its limit's window."""


@dataclass(slots=True)
class PlayerState:
    """One seat: its warband's commander, counters, decks, hands and discard piles (DC §1.6, §1.7)."""

    warband: str
    commander: str
    morale: int
    leadership: int
    creature_deck: list[str] = field(default_factory=list)
    creature_hand: list[str] = field(default_factory=list)
    creature_discard: list[str] = field(default_factory=list)
    order_deck: list[str] = field(default_factory=list)
    order_hand: list[str] = field(default_factory=list)
    order_discard: list[str] = field(default_factory=list)
    commander_uses: int = 0
    """Uses of the commander's activated power this turn (DC §11.2)."""


@dataclass(slots=True)
class DCState:
    """The whole match state; randomness comes only from its seeded RNG."""

    rng: random.Random
    players: list[PlayerState]
    first: int = 0
    """The seat playing A (DC §3 step 2)."""
    active: int = 0
    turn: int = 0
    phase: Phase = "setup"
    environment: Environment = "dungeon"
    creatures: dict[int, CreatureState] = field(default_factory=dict)
    next_uid: int = 1
    movements: int = 0
    """Counts the movements of the match (step decisions carry it)."""
    chests: dict[Square, int] = field(default_factory=dict)
    tokens: dict[Square, int] = field(default_factory=dict)
    window: int = 0
    """Serial of the activation in progress or, between activations, of the phase (DC §7 "first entry")."""
    acting: int | None = None
    """The creature whose activation is in progress."""
    extra: dict[str, int] = field(default_factory=lambda: {"standard": 0, "move": 0})
    """Extra Standard actions and moves granted to the activation in progress (DC §17.2 ``extra_action``)."""
    events: list[Event] = field(default_factory=list)
    winner: int | None = None
    reason: EndReason | None = None

    def clone(self) -> DCState:
        """Returns an independent copy (the RNG included; events are immutable and shared)."""
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        players = [
            replace(
                p,
                creature_deck=list(p.creature_deck),
                creature_hand=list(p.creature_hand),
                creature_discard=list(p.creature_discard),
                order_deck=list(p.order_deck),
                order_hand=list(p.order_hand),
                order_discard=list(p.order_discard),
            )
            for p in self.players
        ]
        creatures = {
            uid: replace(c, statuses=[replace(s) for s in c.statuses], power_uses=dict(c.power_uses))
            for uid, c in self.creatures.items()
        }
        return replace(
            self,
            rng=rng,
            players=players,
            creatures=creatures,
            chests=dict(self.chests),
            tokens=dict(self.tokens),
            extra=dict(self.extra),
            events=list(self.events),
        )

    def seat_letter(self, seat: int) -> str:
        """Returns ``A`` for the first player's seat and ``B`` for the second's."""
        return "A" if seat == self.first else "B"

    def at(self, square: Square) -> CreatureState | None:
        """Returns the creature on a square, if any."""
        for creature in self.creatures.values():
            if creature.square == square:
                return creature
        return None
