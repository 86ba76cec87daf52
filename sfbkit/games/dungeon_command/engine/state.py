"""Runtime state of a Dungeon Command match: creatures, players, chests and tokens (DC §1, §3)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field, fields, replace
from typing import Any, Literal

from sfbkit.games.dungeon_command.engine.definitions import Condition, Duration, Environment, Stat, StatusKind
from sfbkit.geometry.square import Square
from sfbkit.kit.play.events import Event

Phase = Literal["setup", "refresh", "activation", "deployment", "cleanup", "over"]
EndReason = Literal["morale", "no_creatures", "turn_limit"]
RngState = tuple[Any, ...]
"""What ``random.Random.getstate`` returns."""
Checkpoint = Literal["turn", "activation", "step"]
"""Where the whole position lies in the state: between turns, before an activation, before an activation step."""


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
    moves: int = 0
    """The activation's own move, while it is unused (DC §5.2)."""
    rest: int | None = None
    """With ``split_move``, the movement left of a move interrupted by actions (DC §14)."""
    checkpoint: Checkpoint = "turn"
    """Where play last stopped with the whole position in the state: a copy of it goes on from there."""
    events: list[Event] = field(default_factory=list)
    winner: int | None = None
    reason: EndReason | None = None

    def clone(self, rng_state: RngState | None = None) -> DCState:
        """Returns an independent copy (the RNG included; events are immutable and shared).

        ``rng_state`` is the generator's state when the caller has it already (reading it is a third of a clone).
        """
        rng = random.Random.__new__(random.Random)  # no seeding from the OS: the state is set next
        rng.setstate(self.rng.getstate() if rng_state is None else rng_state)
        players = [
            PlayerState(
                p.warband,
                p.commander,
                p.morale,
                p.leadership,
                p.creature_deck[:],
                p.creature_hand[:],
                p.creature_discard[:],
                p.order_deck[:],
                p.order_hand[:],
                p.order_discard[:],
                p.commander_uses,
            )
            for p in self.players
        ]
        creatures = {
            uid: CreatureState(
                uid,
                c.card,
                c.owner,
                c.square,
                c.damage,
                c.tapped,
                c.activated,
                c.moved,
                c.hazard_window,
                [replace(s) for s in c.statuses] if c.statuses else [],
                c.power_uses.copy() if c.power_uses else {},
            )
            for uid, c in self.creatures.items()
        }
        copy = DCState.__new__(DCState)
        for name in _STATE_FIELDS:
            setattr(copy, name, getattr(self, name))
        copy.rng = rng
        copy.players = players
        copy.creatures = creatures
        copy.chests = self.chests.copy()
        copy.tokens = self.tokens.copy()
        copy.extra = self.extra.copy()
        copy.events = self.events[:]
        return copy

    def seat_letter(self, seat: int) -> str:
        """Returns ``A`` for the first player's seat and ``B`` for the second's."""
        return "A" if seat == self.first else "B"

    def at(self, square: Square) -> CreatureState | None:
        """Returns the creature on a square, if any."""
        for creature in self.creatures.values():
            if creature.square == square:
                return creature
        return None


_STATE_FIELDS = tuple(f.name for f in fields(DCState))
"""Every field of the state, copied as it is by ``clone`` before the mutable ones are copied over."""
