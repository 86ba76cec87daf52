"""Runtime match state: slotted dataclasses with a cheap ``clone()`` for look-ahead."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Literal

from sfbkit.games.super_fantasy_brawl.engine.vocabulary import EndReason, Phase
from sfbkit.geometry.hex import Hex
from sfbkit.kit.play.events import Event

_new = object.__new__

RngState = tuple[Any, ...]
"""What ``random.Random.getstate`` returns."""


class PendingRandom(random.Random):
    """A generator that takes the state it was given only when first drawn from (most look-aheads never draw).

    Its first draw, or a reseeding, turns it into a plain ``random.Random`` in that state.
    """

    def __init__(self, state: RngState) -> None:
        # random.Random.__init__ would seed from the OS; the state is set on first use instead.
        self.pending = state
        self.gauss_next = state[2]

    def _take(self) -> None:
        # Bound methods taken before the first draw (``shuffle`` keeps one) still reach this class: each checks.
        if self.__class__ is PendingRandom:
            state, gauss_next = self.pending, self.gauss_next
            del self.pending
            self.__class__ = random.Random  # type: ignore[assignment]
            random.Random.setstate(self, state)
            self.gauss_next = gauss_next

    def random(self) -> float:
        """Returns the next float in [0, 1), taking the pending state first."""
        PendingRandom._take(self)
        return random.Random.random(self)

    def getrandbits(self, k: int, /) -> int:
        """Returns k random bits, taking the pending state first."""
        PendingRandom._take(self)
        return random.Random.getrandbits(self, k)

    def getstate(self) -> RngState:
        """Returns the state (the pending one, unchanged)."""
        version, internal, _ = self.pending
        return version, internal, self.gauss_next

    def setstate(self, state: RngState) -> None:
        """Replaces the pending state."""
        self.pending = state
        self.gauss_next = state[2]

    def __reduce__(self) -> tuple[type[PendingRandom], tuple[RngState]]:
        return PendingRandom, (self.getstate(),)

    def seed(self, a: object = None, version: int = 2) -> None:
        """Seeds the generator as ``random.Random.seed`` does, dropping the pending state."""
        PendingRandom._take(self)
        random.Random.seed(self, a, version)  # type: ignore[arg-type]


def copy_rng(rng: random.Random, state: RngState | None = None) -> random.Random:
    """Returns a generator in the same state, allocated without seeding (``random.Random()`` reads the OS).

    ``state`` is the generator's state when the caller has it already (reading it is most of the cost):
    the copy then takes it only when first drawn from.
    """
    if state is not None:
        return PendingRandom(state)
    copy = random.Random.__new__(random.Random)
    copy.setstate(rng.getstate())
    return copy


@dataclass(slots=True)
class ChampionState:
    """One champion in play: where it is (a hex, or None on its gate), damage, side and modifiers."""

    id: str
    player: int
    team: int
    hex: Hex | None = None
    damage: int = 0
    levelled: bool = False
    rooted: bool = False
    turn_strength: int = 0
    turn_defence: int = 0
    attack_strength: int = 0
    attack_defence: int = 0

    def copy(self) -> ChampionState:
        """Returns an independent copy (its slots set one by one: cheaper than the generated constructor)."""
        copy = _new(ChampionState)
        copy.id = self.id
        copy.player = self.player
        copy.team = self.team
        copy.hex = self.hex
        copy.damage = self.damage
        copy.levelled = self.levelled
        copy.rooted = self.rooted
        copy.turn_strength = self.turn_strength
        copy.turn_defence = self.turn_defence
        copy.attack_strength = self.attack_strength
        copy.attack_defence = self.attack_defence
        return copy


@dataclass(slots=True)
class PlayerState:
    """One player: champions, cores, and cards (the deck's top card is its last element)."""

    index: int
    team: int
    champions: list[str]
    ready: dict[str, bool] = field(default_factory=lambda: {"red": True, "yellow": True, "blue": True})
    deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    in_play: list[str] = field(default_factory=list)
    """Cards being resolved, or set aside during the mulligan."""

    def copy(self) -> PlayerState:
        """Returns an independent copy (its slots set one by one: cheaper than the generated constructor)."""
        copy = _new(PlayerState)
        copy.index = self.index
        copy.team = self.team
        copy.champions = self.champions.copy()
        copy.ready = self.ready.copy()
        copy.deck = self.deck.copy()
        copy.hand = self.hand.copy()
        copy.discard = self.discard.copy()
        copy.in_play = self.in_play.copy()
        return copy


@dataclass(slots=True)
class GameState:
    """Everything that changes during a match, including the seeded RNG and the event log."""

    players: list[PlayerState]
    champions: dict[str, ChampionState]
    rng: random.Random
    occupant: dict[Hex, str] = field(default_factory=dict)
    traps: dict[Hex, str] = field(default_factory=dict)
    """Face-down traps on the board: hex -> trap kind id (known to the engine only)."""
    trap_supply: list[str] = field(default_factory=list)
    """The supply; the next random draw is its last element."""
    track: list[str | None] = field(default_factory=list)
    challenge_deck: list[str] = field(default_factory=list)
    challenge_discard: list[str] = field(default_factory=list)
    vp: list[int] = field(default_factory=lambda: [0, 0])
    """Victory points per team."""
    deployment: list[str] = field(default_factory=list)
    """Each team's deployment area name."""
    turn_order: list[int] = field(default_factory=list)
    turn_index: int = 0
    round: int = 1
    first_player: int = 0
    phase: Phase = "setup"
    """``setup``, ``turn_start``, ``activation`` or ``over``."""
    used_standard: set[str] = field(default_factory=set)
    events: list[Event] = field(default_factory=list)
    transit: str | None = None
    """A champion passing through an ally's hex mid-move (RULES §5)."""
    movements: int = 0
    """How many movements (moves and forces, one or more steps each) have begun."""
    pending_levelups: list[str] = field(default_factory=list)
    pending_triggers: list[tuple[str, str, str | None]] = field(default_factory=list)
    """Queued triggers: (event, champion, other champion)."""
    acting_team: int = 0
    """The team whose card or ability is resolving (RULES §8 tie-break)."""
    winner: int | None = None
    reason: EndReason | Literal[""] = ""

    @property
    def active_player(self) -> int:
        """Returns the index of the player whose turn it is."""
        return self.turn_order[self.turn_index] if self.turn_order else 0

    def rng_state(self) -> RngState:
        """Returns the generator's state, the generator then waiting on it: read again before a draw, it costs nothing."""
        rng = self.rng
        if rng.__class__ is PendingRandom:
            return rng.getstate()
        state = rng.getstate()
        self.rng = PendingRandom(state)
        return state

    def clone(self, with_events: bool = True, rng_state: RngState | None = None) -> GameState:
        """Returns an independent copy (no deepcopy; events are shared immutable objects; slots set one by one).

        ``rng_state`` is ``self.rng.getstate()`` when the caller keeps it (a snapshot cloned many times).
        """
        copy = _new(GameState)
        copy.players = [p.copy() for p in self.players]
        copy.champions = {k: c.copy() for k, c in self.champions.items()}
        copy.rng = copy_rng(self.rng, rng_state)
        copy.occupant = dict(self.occupant)
        copy.traps = dict(self.traps)
        copy.trap_supply = list(self.trap_supply)
        copy.track = list(self.track)
        copy.challenge_deck = list(self.challenge_deck)
        copy.challenge_discard = list(self.challenge_discard)
        copy.vp = list(self.vp)
        copy.deployment = list(self.deployment)
        copy.turn_order = list(self.turn_order)
        copy.turn_index = self.turn_index
        copy.round = self.round
        copy.first_player = self.first_player
        copy.phase = self.phase
        copy.used_standard = set(self.used_standard)
        copy.events = list(self.events) if with_events else []
        copy.transit = self.transit
        copy.movements = self.movements
        copy.pending_levelups = list(self.pending_levelups)
        copy.pending_triggers = list(self.pending_triggers)
        copy.acting_team = self.acting_team
        copy.winner = self.winner
        copy.reason = self.reason
        return copy
