"""Compiled Dungeon Command definitions: plain frozen dataclasses the engine reads while playing (DC §1, §17).

The content layer's pydantic models compile into these once (``compile.py``); the
engine's hot loop never touches a pydantic object.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, TypeAlias

from sfbkit.games.dungeon_command.engine.listeners import Listeners, listeners_of

Ability = Literal["str", "dex", "con", "int", "wis", "cha"]
OrderAbility = Literal["str", "dex", "con", "int", "wis", "cha", "any"]
AttackKind = Literal["melee", "ranged"]
ActionType = Literal["standard", "minor", "immediate"]
PowerKind = Literal["tap", "passive", "trigger", "minor", "activated"]
PowerLimit = Literal["once_per_activation", "once_per_turn", "none"]
Side = Literal["enemy", "ally", "any"]
Environment = Literal["dungeon", "outdoor"]
SquareKind = Literal["floor", "wall", "difficult", "hazardous", "obstacle"]
Duration = Literal["this_attack", "this_activation", "this_turn", "until_your_next_turn", "next_attack"]
Stat = Literal["speed", "melee_damage", "ranged_damage", "damage", "order_level", "hp_max"]
StatusKind = Literal["immobilized", "cannot_attack", "cover", "ignore_adjacency_stop", "flying", "burrowing"]
PlayerRef = Literal["you", "opponent"]
Whose = Literal["yours", "opponents", "each"]
CreatureTest = Literal["tapped", "damaged", "has_cover", "on_treasure", "moved_this_activation"]


# --- selectors (DC §17.1) -------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Filter:
    """The filters of a ``choose`` or ``each`` selector (DC §17.1)."""

    side: Side = "enemy"
    within: int | None = None
    adjacent_to: Literal["self", "target"] | None = None
    in_los: bool = False
    level_max: int | None = None
    keyword: str | None = None
    tapped: bool | None = None


@dataclass(frozen=True, slots=True)
class Choose:
    """Creatures the effect's controller picks: exactly ``count`` (all when fewer qualify), or up to ``up_to``."""

    filter: Filter = Filter()
    up_to: int | None = None
    count: int = 1


@dataclass(frozen=True, slots=True)
class Each:
    """Every creature matching the filter, resolved one at a time (DC §17.1, §8.5)."""

    filter: Filter = Filter()


Named = Literal["self", "it", "target", "attacker", "event_creature"]
Who: TypeAlias = Named | Choose | Each


# --- conditions (DC §17.3) ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AdjacentTo:
    """At least ``count_at_least`` creatures of a side are adjacent to a creature."""

    of: Literal["self", "target", "it"] = "self"
    side: Side = "enemy"
    count_at_least: int = 1


@dataclass(frozen=True, slots=True)
class LevelAtMost:
    """The creature's level is at most ``n``."""

    who: Named
    n: int


@dataclass(frozen=True, slots=True)
class HasKeyword:
    """The creature has a keyword (printed, granted or counted as)."""

    who: Named
    keyword: str


@dataclass(frozen=True, slots=True)
class CreatureIs:
    """A yes/no property of a creature: tapped, damaged, has cover, on treasure, moved this activation."""

    test: CreatureTest
    who: Named


@dataclass(frozen=True, slots=True)
class HpAtMost:
    """The creature's remaining HP is at most ``amount``."""

    who: Named
    amount: int


@dataclass(frozen=True, slots=True)
class InTerrain:
    """The creature stands on a square of a kind."""

    who: Named
    kind: SquareKind


@dataclass(frozen=True, slots=True)
class MoraleAtMost:
    """A player's morale is at most ``n``."""

    player: PlayerRef
    n: int


@dataclass(frozen=True, slots=True)
class DistanceIs:
    """The distance between two creatures is at most (or at least) a number."""

    source: Named
    to: Named
    at_most: int | None = None
    at_least: int | None = None


@dataclass(frozen=True, slots=True)
class CountAtLeast:
    """At least ``at_least`` creatures match a filter."""

    filter: Filter
    at_least: int


@dataclass(frozen=True, slots=True)
class EnvironmentIs:
    """The battlefield shows a face."""

    environment: Environment


@dataclass(frozen=True, slots=True)
class DamageDealt:
    """Inside an attack's ``then``: the attack dealt damage (false after a dodge or a cower)."""


@dataclass(frozen=True, slots=True)
class AttackKindIs:
    """In a trigger: the attack is of a kind."""

    kind: AttackKind


@dataclass(frozen=True, slots=True)
class AllOf:
    """Every condition holds."""

    conditions: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class AnyOf:
    """At least one condition holds."""

    conditions: tuple[Condition, ...]


@dataclass(frozen=True, slots=True)
class Not:
    """The condition does not hold."""

    condition: Condition


Condition: TypeAlias = (
    AdjacentTo
    | LevelAtMost
    | HasKeyword
    | CreatureIs
    | HpAtMost
    | InTerrain
    | MoraleAtMost
    | DistanceIs
    | CountAtLeast
    | EnvironmentIs
    | DamageDealt
    | AttackKindIs
    | AllOf
    | AnyOf
    | Not
)


# --- triggers (DC §17.6) --------------------------------------------------------

TriggerKind = Literal[
    "start_of_turn",
    "end_of_turn",
    "attack_declared",
    "before_damage",
    "damaged",
    "destroyed",
    "destroys",
    "enemy_moves_adjacent",
    "order_played",
    "activation_start",
    "activation_end",
    "enters_square",
    "any_time",
]


@dataclass(frozen=True, slots=True)
class Trigger:
    """When a triggered power or an Immediate may be used (DC §17.6); unused fields keep their defaults."""

    kind: TriggerKind
    whose: Whose = "yours"
    against: Literal["self", "adjacent_ally", "any_ally"] = "self"
    attack_kind: Literal["melee", "ranged", "any"] = "any"
    to: Literal["self", "ally"] = "self"
    who: Literal["self", "ally", "enemy", "any"] = "self"
    by: Literal["you", "opponent"] = "opponent"
    square_kind: SquareKind | Literal["treasure"] | None = None


ANY_TIME = Trigger("any_time")


# --- steps (DC §17.2) ------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class ExtraDamage:
    """Extra damage an attack deals when a condition holds at resolution (DC §8.4 step 3)."""

    condition: Condition
    damage: int


@dataclass(frozen=True, slots=True)
class Attack:
    """A melee or ranged attack (DC §8)."""

    kind: AttackKind
    damage: int
    range: int | None = None
    target: Who | None = None
    extra: tuple[ExtraDamage, ...] = ()
    then: tuple[Step, ...] = ()


@dataclass(frozen=True, slots=True)
class BasicAttack:
    """The creature's printed attack plus a bonus (DC §17.2)."""

    bonus: int = 0
    then: tuple[Step, ...] = ()


@dataclass(frozen=True, slots=True)
class Damage:
    """Direct damage: not an attack, never dodged, may be cowered (DC §9)."""

    who: Who
    amount: int


@dataclass(frozen=True, slots=True)
class Prevent:
    """Reduces the pending damage event (DC §9.1 step 2)."""

    amount: int


@dataclass(frozen=True, slots=True)
class CancelAttack:
    """The pending attack has no effect on a creature (DC §17.2)."""

    who: Who = "self"


@dataclass(frozen=True, slots=True)
class RedirectDamage:
    """The pending damage is dealt to another creature instead (DC §17.2)."""

    to: Who


@dataclass(frozen=True, slots=True)
class Heal:
    """Removes up to ``amount`` damage (DC §9.4)."""

    who: Who
    amount: int


Squares: TypeAlias = int | Literal["speed"] | tuple[Literal["speed_plus"], int]


@dataclass(frozen=True, slots=True)
class Move:
    """A creature's own movement by effect: walk or shift, N squares or its speed (DC §6.5, §6.8)."""

    who: Who = "self"
    mode: Literal["walk", "shift"] = "walk"
    squares: Squares = "speed"


@dataclass(frozen=True, slots=True)
class Slide:
    """Movement imposed by the effect; push and pull are slides away from or towards a source (DC §6.9, §6.10)."""

    who: Who
    squares: int
    direction: Literal["any", "away", "towards"] = "any"
    source: Named = "self"


@dataclass(frozen=True, slots=True)
class Place:
    """Sets a creature on an empty non-wall square within a range of another (DC §6.11)."""

    who: Who
    within: int
    of: Named = "self"


@dataclass(frozen=True, slots=True)
class SetTapped:
    """Taps or untaps a creature."""

    who: Who
    tapped: bool


@dataclass(frozen=True, slots=True)
class DrawOrders:
    """A player draws order cards."""

    player: PlayerRef
    count: int


@dataclass(frozen=True, slots=True)
class DiscardOrders:
    """A player discards order cards, chosen by their owner or at random."""

    player: PlayerRef
    count: int
    chosen_by: Literal["owner", "random"] = "owner"


@dataclass(frozen=True, slots=True)
class ReturnOrder:
    """This order returns to the hand instead of the discard pile."""


@dataclass(frozen=True, slots=True)
class DrawCreatures:
    """You draw creature cards."""

    count: int


@dataclass(frozen=True, slots=True)
class Deploy:
    """You deploy a creature from your hand now, still within leadership (DC §4.3)."""

    level_max: int | None = None
    where: Literal["start_area", "adjacent_to_self"] = "start_area"


@dataclass(frozen=True, slots=True)
class ChangeCounter:
    """A player's morale or leadership changes (DC §9.4, §13.1)."""

    counter: Literal["morale", "leadership"]
    player: PlayerRef
    amount: int


@dataclass(frozen=True, slots=True)
class CollectTreasure:
    """The creature collects a token as the Standard action, without its cost (DC §12)."""

    who: Who = "self"


@dataclass(frozen=True, slots=True)
class Modify:
    """Changes a stat of a creature for a duration, or while a condition holds (DC §17.2, §17.4)."""

    who: Who
    stat: Stat
    amount: int
    duration: Duration = "this_turn"
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class Grant:
    """Gives a creature a status or a keyword for a duration (DC §17.2)."""

    who: Who
    status: StatusKind | None = None
    keyword: str | None = None
    duration: Duration = "this_turn"
    condition: Condition | None = None
    """The status holds only while this does."""


@dataclass(frozen=True, slots=True)
class ExtraAction:
    """One more Standard action, or one more move, this activation (DC §17.2)."""

    who: Who = "self"
    action: Literal["standard", "move"] = "standard"


@dataclass(frozen=True, slots=True)
class If:
    """Runs ``then`` when the condition holds, else ``otherwise``."""

    condition: Condition
    then: tuple[Step, ...]
    otherwise: tuple[Step, ...] = ()


@dataclass(frozen=True, slots=True)
class ChooseOne:
    """The controller picks one of several modes."""

    modes: tuple[tuple[Step, ...], ...]


@dataclass(frozen=True, slots=True)
class May:
    """The controller decides yes or no, then the steps run on yes."""

    steps: tuple[Step, ...]


@dataclass(frozen=True, slots=True)
class ForEach:
    """Runs steps once per creature a selector yields, with that creature as ``it``."""

    who: Who
    steps: tuple[Step, ...]


Step: TypeAlias = (
    Attack
    | BasicAttack
    | Damage
    | Prevent
    | CancelAttack
    | RedirectDamage
    | Heal
    | Move
    | Slide
    | Place
    | SetTapped
    | DrawOrders
    | DiscardOrders
    | ReturnOrder
    | DrawCreatures
    | Deploy
    | ChangeCounter
    | CollectTreasure
    | Modify
    | Grant
    | ExtraAction
    | If
    | ChooseOne
    | May
    | ForEach
)


# --- passive shapes (DC §17.5) ----------------------------------------------------


@dataclass(frozen=True, slots=True)
class Aura:
    """A modifier or status for creatures a filter picks relative to the source (DC §17.5)."""

    filter: Filter
    stat: Stat | None = None
    amount: int = 0
    status: StatusKind | None = None
    keyword: str | None = None
    condition: Condition | None = None


@dataclass(frozen=True, slots=True)
class Passive:
    """Always-on shapes of a passive power: auras, immunities, restrictions, counted keywords (DC §17.5)."""

    auras: tuple[Aura, ...] = ()
    immune: frozenset[Literal["slide", "push_pull", "hazard"]] = frozenset()
    restrict: frozenset[Literal["cannot_cower", "cannot_support", "undodgeable"]] = frozenset()
    counts_as: frozenset[str] = frozenset()


# --- cards ------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class AttackDef:
    """A basic attack printed on a creature (DC §1.2)."""

    kind: AttackKind
    damage: int
    range: int | None = None


@dataclass(frozen=True, slots=True)
class PowerDef:
    """A creature or commander power (DC §11)."""

    name: str
    kind: PowerKind
    effect: tuple[Step, ...] = ()
    action: Literal["immediate", "standard"] = "immediate"
    trigger: Trigger | None = None
    limit: PowerLimit = "once_per_activation"
    passive: Passive | None = None
    may: bool = False
    """For ``trigger`` powers worded "may": the controller is asked (DC §5.3)."""


@dataclass(frozen=True, slots=True)
class CreatureDef:
    """A creature card (DC §1.2)."""

    id: str
    name: str
    level: int
    hp: int
    speed: int
    abilities: frozenset[Ability]
    keywords: frozenset[str]
    attacks: tuple[AttackDef, ...]
    powers: tuple[PowerDef, ...] = ()


@dataclass(frozen=True, slots=True)
class OrderDef:
    """An order card (DC §1.3)."""

    id: str
    name: str
    level: int
    ability: OrderAbility
    action: ActionType
    effect: tuple[Step, ...]
    requires: frozenset[str] = frozenset()
    affinity: frozenset[str] = frozenset()
    trigger: Trigger | None = None


@dataclass(frozen=True, slots=True)
class CommanderDef:
    """A commander card (DC §1.1)."""

    id: str
    name: str
    morale: int
    leadership: int
    creature_hand: int
    starting_orders: int
    power: PowerDef | None = None


@dataclass(frozen=True, slots=True)
class WarbandDef:
    """A warband: a commander and its creature and order decks, as card ids with repeats (DC §1.7)."""

    id: str
    name: str
    commander: str
    creatures: tuple[str, ...]
    orders: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class TileDef:
    """A tile: its size and its two faces, rows from the far row down to the owner's edge (DC §15)."""

    id: str
    columns: int
    rows: int
    faces: dict[Environment, tuple[str, ...]]


@dataclass(frozen=True, slots=True)
class PlacementDef:
    """Where a tile lies: its footprint's lowest column and row and its rotation (DC §15.2)."""

    tile: str
    at: tuple[int, int]
    rotation: Literal[0, 180]


@dataclass(frozen=True, slots=True)
class BattlefieldDef:
    """A battlefield: size, fixed or chosen environment, tile placements and start areas (DC §15.2)."""

    id: str
    columns: int
    rows: int
    environment: Literal["choose", "dungeon", "outdoor"]
    placements: tuple[PlacementDef, ...]
    start_areas: tuple[frozenset[tuple[int, int]], frozenset[tuple[int, int]]]


@dataclass(frozen=True, slots=True)
class RulesetDef:
    """The rule flags of DC §14, compiled."""

    id: str = "standard"
    chest_values: tuple[int, ...] = (1, 1, 2, 2, 3, 3)
    start_area_rows: int = 2
    order_hand_limit: int | None = None
    order_deck_empty: Literal["no_draw", "reshuffle"] = "no_draw"
    creature_deck_empty: Literal["no_draw", "reshuffle"] = "no_draw"
    morale_cap: Literal["starting"] | None = None
    leadership_cap: int | None = None
    split_move: bool = False
    diagonal_cost: Literal[1, "alternate"] = 1
    corner_rule: Literal["dungeon_either", "dungeon_both", "all_walls", "none"] = "dungeon_either"
    los_pinch: Literal["both", "either"] = "both"
    hazard_entry: Literal["once_per_activation", "every_square"] = "once_per_activation"
    cower_blocks_effects: bool = False
    no_creatures_end: Literal["active_player_loses", "higher_morale_wins"] = "active_player_loses"
    turn_limit: int | None = None


@dataclass(frozen=True, slots=True)
class Definitions:
    """Everything the engine reads about content: cards, warbands, tiles, battlefields and rulesets."""

    creatures: dict[str, CreatureDef]
    orders: dict[str, OrderDef]
    commanders: dict[str, CommanderDef]
    warbands: dict[str, WarbandDef] = field(default_factory=dict)
    tiles: dict[str, TileDef] = field(default_factory=dict)
    battlefields: dict[str, BattlefieldDef] = field(default_factory=dict)
    rulesets: dict[str, RulesetDef] = field(default_factory=dict)
    boards: dict[tuple[str, str, RulesetDef], object] = field(default_factory=dict, compare=False, repr=False)
    """Compiled boards by battlefield, face and ruleset, built once per definitions (``match.boards_for``)."""
    first_targets: dict[int, tuple[object, object]] = field(
        init=False, default_factory=dict, compare=False, repr=False
    )
    """The first targeted step of each effect checked so far, by the id of its steps (``targets.first_target_ok``)."""
    passive_cards: frozenset[str] = field(default=frozenset(), compare=False, repr=False)
    """Creature and commander ids with a passive power, filled in at construction."""
    trigger_kinds: frozenset[str] = field(default=frozenset(), compare=False, repr=False)
    """The trigger kinds any power or Immediate order listens to: windows of other events open for nobody."""
    listeners: Listeners = field(init=False, compare=False, repr=False)
    """Which cards listen to each trigger kind, filled in at construction."""
    aura_stats: frozenset[str] = field(init=False, compare=False, repr=False)
    """The stats some aura modifies: a creature's other stats never look for auras."""
    aura_statuses: frozenset[str] = field(init=False, compare=False, repr=False)
    """The statuses some aura grants."""
    aura_keywords: bool = field(init=False, compare=False, repr=False)
    """Tells whether some aura grants a keyword."""

    def __post_init__(self) -> None:
        cards = {c.id for c in self.creatures.values() if any(p.passive is not None for p in c.powers)}
        cards |= {
            c.id for c in self.commanders.values() if c.power is not None and c.power.passive is not None
        }
        object.__setattr__(self, "passive_cards", frozenset(cards))
        powers = [p for c in self.creatures.values() for p in c.powers]
        powers += [c.power for c in self.commanders.values() if c.power is not None]
        auras = [a for p in powers if p.passive is not None for a in p.passive.auras]
        object.__setattr__(self, "aura_stats", frozenset(a.stat for a in auras if a.stat is not None))
        object.__setattr__(self, "aura_statuses", frozenset(a.status for a in auras if a.status is not None))
        object.__setattr__(self, "aura_keywords", any(a.keyword is not None for a in auras))
        kinds = {p.trigger.kind for p in powers if p.trigger is not None}
        kinds |= {o.trigger.kind for o in self.orders.values() if o.trigger is not None}
        object.__setattr__(self, "trigger_kinds", frozenset(kinds))
        object.__setattr__(self, "listeners", listeners_of(self.creatures, self.orders, self.commanders))
