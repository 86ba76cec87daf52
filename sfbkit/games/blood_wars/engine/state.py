"""Runtime state of a Blood Wars match: players' places, facing, the challenge in progress (BW §1.1, §1.7)."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Literal

from sfbkit.kit.play.events import Event

Phase = Literal["setup", "opening", "assembly", "action", "resolution", "victory", "over"]
Stat = Literal["is", "cs", "vp"]
Until = Literal["challenge", "turn"]


@dataclass(slots=True)
class Modifier:
    """A lasting change from an ability or fate: a stat on a card or on a side, until its duration ends (BW §3)."""

    stat: Stat
    amount: int
    until: Until
    card: str | None = None
    side: Literal["challenging", "defending"] | None = None


@dataclass(slots=True)
class PlayerState:
    """One player's places (BW §1.1); the deck's top card is the list's last."""

    name: str
    deck: list[str] = field(default_factory=list)
    hand: list[str] = field(default_factory=list)
    warlords: list[str] = field(default_factory=list)
    battle: dict[str, list[str]] = field(default_factory=dict)
    """Each warlord's battle hand, in the order the cards were placed."""
    battlefields: list[str] = field(default_factory=list)
    area_fates: list[str] = field(default_factory=list)
    pool: list[str] = field(default_factory=list)
    discard: list[str] = field(default_factory=list)
    dead: list[str] = field(default_factory=list)
    turns: int = 0
    aside: bool = False
    """The command hand is set aside for a combat (BW §10.1)."""

    def clone(self) -> PlayerState:
        """Returns an independent copy."""
        return PlayerState(
            self.name,
            list(self.deck),
            list(self.hand),
            list(self.warlords),
            {w: list(cards) for w, cards in self.battle.items()},
            list(self.battlefields),
            list(self.area_fates),
            list(self.pool),
            list(self.discard),
            list(self.dead),
            self.turns,
            self.aside,
        )


@dataclass(slots=True)
class Challenge:
    """The challenge in progress (BW §8-§10): its kind, target, participants and what happened in it."""

    kind: Literal["intrigue", "combat"]
    target: str
    challenger: str
    player: int
    supporters: list[tuple[int, str]] = field(default_factory=list)
    opposers: list[tuple[int, str]] = field(default_factory=list)
    cancelled: bool = False
    used: set[str] = field(default_factory=set)
    """``card/n`` of every ability whose cost is ``none`` already used in this challenge."""
    rr_bonus: dict[str, int] = field(default_factory=dict)
    """Extra hidden allies by side (``rr_bonus``)."""
    outcome: Literal["success", "failure"] | None = None

    def clone(self) -> Challenge:
        """Returns an independent copy."""
        return Challenge(
            self.kind,
            self.target,
            self.challenger,
            self.player,
            list(self.supporters),
            list(self.opposers),
            self.cancelled,
            set(self.used),
            dict(self.rr_bonus),
            self.outcome,
        )

    def participants(self) -> list[tuple[int, str]]:
        """Returns every participant (player, warlord): the challenger first, then supporters, then the defending side."""
        return [(self.player, self.challenger), *self.supporters, *self.opposers]

    def side_of(self, warlord: str) -> Literal["challenging", "defending"] | None:
        """Returns the side a warlord fights on, or None when it is no participant."""
        if warlord == self.challenger or any(w == warlord for _, w in self.supporters):
            return "challenging"
        if any(w == warlord for _, w in self.opposers):
            return "defending"
        return None


@dataclass(slots=True)
class BWState:
    """The whole match: players in the order given, the seat (turn) order, facing, modifiers and events."""

    rng: random.Random
    players: list[PlayerState]
    order: list[int] = field(default_factory=list)
    """Player indexes in turn order (BW §5.3)."""
    at: int = 0
    """The position in ``order`` of the turn player."""
    round: int = 1
    phase: Phase = "setup"
    captures: int = 0
    face_down: set[str] = field(default_factory=set)
    holder: dict[str, str] = field(default_factory=dict)
    """Attached fate -> the legion that holds it (BW §7.2)."""
    modifiers: list[Modifier] = field(default_factory=list)
    challenge: Challenge | None = None
    unsettled: set[str] = field(default_factory=set)
    """Warlords whose battle hands an effect may have left illegal, until they are made legal (BW §7.4)."""
    resolving: list[str] = field(default_factory=list)
    """One-shot fates played and not yet discarded: out of every pile while their effects resolve."""
    revealed: set[str] = field(default_factory=set)
    """Cards in play every player has seen (revealed at a comparison or by an effect, BW §1.8)."""
    winner: int | None = None
    reason: str | None = None
    events: list[Event] = field(default_factory=list)

    @property
    def turn_player(self) -> int:
        """Returns the index of the player whose turn it is."""
        return self.order[self.at] if self.order else 0

    def clone(self) -> BWState:
        """Returns an independent copy (events shared up to now are copied as a list)."""
        rng = random.Random()
        rng.setstate(self.rng.getstate())
        return BWState(
            rng,
            [p.clone() for p in self.players],
            list(self.order),
            self.at,
            self.round,
            self.phase,
            self.captures,
            set(self.face_down),
            dict(self.holder),
            [Modifier(m.stat, m.amount, m.until, m.card, m.side) for m in self.modifiers],
            None if self.challenge is None else self.challenge.clone(),
            set(self.unsettled),
            list(self.resolving),
            set(self.revealed),
            self.winner,
            self.reason,
            list(self.events),
        )
