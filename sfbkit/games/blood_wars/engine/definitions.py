"""Compiled Blood Wars definitions: plain frozen cards, abilities and ruleset flags the engine reads (BW §1, §15)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

CardKind = Literal["battlefield", "warlord", "legion", "fate"]
AbilityKind = Literal["intrigue", "combat", "passive", "trigger"]
Window = Literal["action", "declared", "caucus", "battle"]
Placement = Literal["attach", "battle_hand", "area", "none"]
Use = Literal["one_shot", "permanent"]
MulliganRule = Literal["forced", "optional", "none"]
AlignmentMatch = Literal["exact", "colour"]
ChallengeTargets = Literal["own", "any"]
IntrigueReward = Literal["challenging_side", "winning_side"]
VictoryCheck = Literal["end_of_turn", "immediate"]

WINDOWS: tuple[Window, ...] = ("action", "declared", "caucus", "battle")

Effect = dict[str, Any]
"""One effect step in its full form: ``{"op": name, ...fields}`` (BW §17)."""


@dataclass(frozen=True, slots=True)
class Passive:
    """A passive modifier set while its card is face up in play (BW §17): stats, legion cap, VP, immunities."""

    is_: int = 0
    cs: int = 0
    legion_cap: int = 0
    vp: int = 0
    immune: frozenset[str] = frozenset()
    to: Literal["warlord", "legion", "card", "side"] = "warlord"
    """What an ``is``/``cs`` modifier strengthens: its warlord, its legion, the card itself, or its side."""
    condition: Effect | None = None
    """``while``: the modifier applies only while this condition holds."""


@dataclass(frozen=True, slots=True)
class Ability:
    """An ability of a card: intrigue or combat (activated), passive or trigger (BW §16)."""

    name: str
    kind: AbilityKind
    cost: Literal["flip", "none"] = "flip"
    effects: tuple[Effect, ...] = ()
    trigger: str | None = None
    roles: frozenset[str] | None = None
    """A trigger's role filter: only when this card's warlord has one of these roles."""
    challenge: str | None = None
    """A trigger's challenge filter: only in a challenge of this kind."""
    condition: Effect | None = None
    passive: Passive | None = None


@dataclass(frozen=True, slots=True)
class CardDef:
    """One card as the engine reads it (BW §1.2-§1.6)."""

    id: str
    name: str
    kind: CardKind
    rr: int = 0
    unique: bool = False
    alignment: str | None = None
    """Two letters, ethic then morality (``LE``), or None for an unaligned fate."""
    is_: int = 0
    cs: int = 0
    vp: int = 0
    subtype: str | None = None
    item_kind: str | None = None
    use: Use = "permanent"
    placement: Placement = "none"
    timing: frozenset[Window] = frozenset(WINDOWS)
    effects: tuple[Effect, ...] = ()
    passive: Passive | None = None
    abilities: tuple[Ability, ...] = ()

    passives: tuple[Passive, ...] = field(init=False, default=())
    """The card's passive modifiers: its own ``passive`` and those of its passive abilities."""
    cap_bonus: int = field(init=False, default=0)
    """The sum of its ``legion_cap`` modifiers."""
    triggers: frozenset[str] = field(init=False, default=frozenset())
    """The events its trigger abilities fire on."""
    fit_class: tuple[str, str, str | None, int] = field(init=False, default=("", "", None, 0))
    """Its kind, placement, alignment and legion-cap bonus: all a battle hand's legality asks of a card (BW §7.2)."""

    def __post_init__(self) -> None:
        found = [] if self.passive is None else [self.passive]
        found.extend(a.passive for a in self.abilities if a.kind == "passive" and a.passive is not None)
        object.__setattr__(self, "passives", tuple(found))
        object.__setattr__(self, "cap_bonus", sum(p.legion_cap for p in found))
        fired = frozenset(a.trigger for a in self.abilities if a.kind == "trigger" and a.trigger is not None)
        object.__setattr__(self, "triggers", fired)
        object.__setattr__(self, "fit_class", (self.kind, self.placement, self.alignment, self.cap_bonus))


@dataclass(frozen=True, slots=True)
class FaceDown:
    """The values a face-down card counts (BW §1.7)."""

    warlord_is: int = 5
    warlord_cs: int = 0
    legion_cs: int = 1


@dataclass(frozen=True, slots=True)
class RulesetDef:
    """The ruleset flags of BW §15, every variant as data."""

    id: str = "conflict"
    players_min: int = 2
    players_max: int = 6
    vp_target: int = 13
    muster_in: int = 2
    opening_hand: int = 6
    hand_limit: int = 7
    reinforcements: int = 2
    mulligan: MulliganRule = "forced"
    first_turn_assembly: bool = False
    alignment_match: AlignmentMatch = "exact"
    legion_cap_full: int = 6
    legion_cap_partial: int = 4
    face_down: FaceDown = field(default_factory=FaceDown)
    challenge_targets: ChallengeTargets = "own"
    captures_per_turn: int = 1
    intrigue_reward: IntrigueReward = "challenging_side"
    victory_check: VictoryCheck = "end_of_turn"
    round_limit: int = 50


@dataclass(frozen=True, slots=True)
class Definitions:
    """Every card by id, and decks as expanded card-id lists in deck order (BW §4)."""

    cards: dict[str, CardDef]
    decks: dict[str, tuple[str, ...]] = field(default_factory=dict)
    rulesets: dict[str, RulesetDef] = field(default_factory=dict)
