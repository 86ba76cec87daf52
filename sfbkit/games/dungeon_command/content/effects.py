"""The effect language of orders and powers (DC §17): each step is one operation, a mapping with one key.

Most operations have a short form (``- heal: 20``) beside the full one
(``- heal: {who: self, amount: 20}``); ``- shift: 2`` is the short form of
``- move: {who: self, mode: shift, squares: 2}``. The engine's executor runs
them, one handler per operation.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any, Literal

from pydantic import BaseModel, Field, GetJsonSchemaHandler, model_validator
from pydantic.json_schema import JsonSchemaValue
from pydantic_core import CoreSchema

from sfbkit.games.dungeon_command.content.conditions import Condition
from sfbkit.games.dungeon_command.content.numbers import Count, Damage, Level, Points, Range, Squares
from sfbkit.games.dungeon_command.content.selectors import Each, Player, Role, Who
from sfbkit.kit.content.control_steps import ChooseOneStepShape, IfStepShape
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.keyed_kinds import BareName, KeyedKind, NoParams, walk
from sfbkit.kit.content.model_base import Model, ShortFormModel

Duration = Literal["this_attack", "this_activation", "this_turn", "until_your_next_turn", "next_attack"]
"""How long a modifier or status lasts (DC §17.4)."""

Stat = Literal["speed", "melee_damage", "ranged_damage", "damage", "order_level", "hp_max"]
"""A value a ``modify`` changes."""

TEN_STEP_STATS = frozenset({"melee_damage", "ranged_damage", "damage", "hp_max"})
"""Stats counted in steps of 10 (DC §1, numbers)."""

Status = Literal["immobilized", "cannot_attack", "cover", "ignore_adjacency_stop", "flying", "burrowing"]
"""A status a ``grant`` gives."""


# --- parameters -------------------------------------------------------------


class Step(
    KeyedKind,
    code="unknown-effect",
    noun="an effect step",
    keyed=("if", "for_each"),
    aliases={"shift": "move"},
):
    """One effect step: a mapping with one key naming its operation (DC §17.2, §17.5)."""


class ExtraDamage(Model):
    """Extra damage an attack deals when a condition holds at its damage event (DC §8.4 step 3)."""

    if_: Condition = Field(alias="if", description="Checked for each target when its damage is dealt.")
    damage: Points = Field(description="Added to the attack's damage.")


class AttackParams(Model):
    """Parameters of ``attack``."""

    kind: Literal["melee", "ranged"] = Field(
        description="Melee: an adjacent enemy; ranged: one in LOS (DC §8)."
    )
    damage: Damage = Field(description="The attack's base damage.")
    range: Range | None = Field(
        default=None, description="Ranged only: the most distance; unlimited when absent."
    )
    target: Who | None = Field(default=None, description="The targets; one legal enemy when absent.")
    extra: list[ExtraDamage] = Field(default_factory=list, description="Conditional extra damage.")
    then: list[Step] = Field(
        default_factory=list, description="Steps applied to each target that did not dodge (DC §8.3)."
    )

    @model_validator(mode="after")
    def _range_only_ranged(self) -> AttackParams:
        if self.range is not None and self.kind != "ranged":
            raise ValueError("'range' is given only for a ranged attack")
        return self


class BasicAttackParams(ShortFormModel):
    """Parameters of ``basic_attack``."""

    short_field = "bonus"
    bonus: Damage = Field(default=0, description="Added to the creature's printed attack damage.")


class DamageParams(ShortFormModel):
    """Parameters of ``damage``."""

    short_field = "amount"
    amount: Points = Field(description="The damage dealt.")
    who: Who = Field(default="target", description="The creature damaged.")


class PreventParams(ShortFormModel):
    """Parameters of ``prevent``."""

    short_field = "amount"
    amount: Points = Field(description="Subtracted from the pending damage (never below 0).")


class CancelParams(ShortFormModel):
    """Parameters of ``cancel_attack``."""

    short_field = "who"
    who: Role = Field(default="self", description="The creature the pending attack has no effect on.")


class RedirectParams(ShortFormModel):
    """Parameters of ``redirect_damage``."""

    short_field = "to"
    to: Who = Field(description="The creature dealt the pending damage instead.")


class HealParams(ShortFormModel):
    """Parameters of ``heal``."""

    short_field = "amount"
    amount: Points = Field(description="Up to this much damage is removed (DC §9.4).")
    who: Who = Field(default="self", description="The creature healed.")


class SpeedPlus(Model):
    """The mover's speed plus N squares."""

    speed_plus: int = Field(ge=1, le=12, description="Squares added to the speed.")


class MoveParams(ShortFormModel):
    """Parameters of ``move`` (and of its short form ``shift``)."""

    short_field = "squares"
    squares: Squares | Literal["speed"] | SpeedPlus = Field(
        description="A fixed number, the mover's speed, or its speed plus N (DC §6.5)."
    )
    mode: Literal["walk", "shift"] = Field(
        default="walk", description="Walk stops next to enemies; shift does not (DC §6.4, §6.8)."
    )
    who: Who = Field(default="self", description="The creature that moves (its own flying or burrowing).")


class SlideParams(ShortFormModel):
    """Parameters of ``slide``."""

    short_field = "squares"
    squares: Squares = Field(description="Up to this many squares.")
    who: Who = Field(default="target", description="The creature slid.")


class PushPullParams(ShortFormModel):
    """Parameters of ``push`` and ``pull``."""

    short_field = "squares"
    squares: Squares = Field(description="Up to this many squares, each farther (nearer).")
    who: Who = Field(default="target", description="The creature pushed or pulled.")
    from_: Role = Field(default="self", alias="from", description="The creature distance is measured from.")


class PlaceParams(Model):
    """Parameters of ``place``."""

    who: Who = Field(default="self", description="The creature placed.")
    within: Range = Field(description="An empty non-wall square within this distance of ``of``.")
    of: Role = Field(default="self", description="The creature the distance is measured from.")


class TapParams(ShortFormModel):
    """Parameters of ``tap`` and ``untap``."""

    short_field = "who"
    who: Who = Field(default="target", description="The creature tapped or untapped.")


class OrderCards(ShortFormModel):
    """Parameters of ``draw_orders`` and ``discard_orders``."""

    short_field = "count"
    count: Count = Field(description="How many order cards.")
    player: Player = Field(default="you", description="Whose hand.")
    chosen_by: Literal["owner", "random"] = Field(
        default="owner", description="Discards only: the hand's owner chooses, or at random."
    )


class CreatureCards(ShortFormModel):
    """Parameters of ``draw_creatures``."""

    short_field = "count"
    count: Count = Field(description="How many creature cards you draw.")


class DeployParams(ShortFormModel):
    """Parameters of ``deploy``."""

    short_field = "where"
    where: Literal["start_area", "adjacent_to_self"] = Field(description="The squares it may be placed on.")
    level_max: Level | None = Field(default=None, description="A creature of this level or lower.")


class PlayerAmount(ShortFormModel):
    """Parameters of ``morale`` and ``leadership``."""

    short_field = "amount"
    amount: int = Field(ge=-20, le=20, description="Added (negative: lost); never below 0 (DC §9.4).")
    player: Player = Field(default="you", description="Whose counter.")

    @model_validator(mode="after")
    def _not_zero(self) -> PlayerAmount:
        if self.amount == 0:
            raise ValueError("'amount' must not be 0")
        return self


class CollectParams(ShortFormModel):
    """Parameters of ``collect_treasure``."""

    short_field = "who"
    who: Role = Field(default="self", description="The creature that collects (it must occupy the square).")


class StatChange(Model):
    """A change to one value, while a condition holds when one is given."""

    stat: Stat = Field(description="The value changed.")
    amount: int = Field(
        ge=-200, le=200, description="Added (negative to lower it); damage and HP stats in steps of 10."
    )
    while_: Condition | None = Field(
        default=None, alias="while", description="The change applies only while this holds."
    )

    @model_validator(mode="after")
    def _amount(self) -> StatChange:
        if self.amount == 0:
            raise ValueError("'amount' must not be 0")
        if self.stat in TEN_STEP_STATS and self.amount % 10:
            raise ValueError(f"'{self.stat}' changes in steps of 10 (DC §1, numbers)")
        if self.stat not in TEN_STEP_STATS and abs(self.amount) > 12:
            raise ValueError(f"'{self.stat}' changes by at most 12")
        return self


class ModifyParams(StatChange):
    """Parameters of ``modify``."""

    who: Who = Field(default="self", description="The creature whose value changes.")
    duration: Duration = Field(default="this_turn", description="How long it lasts (DC §17.4).")


class KeywordStatus(Model):
    """A keyword given for a while (read by Requires, Affinity and conditions)."""

    keyword: Id = Field(description="A keyword declared in keywords.yaml.")


class StatusGrant(Model):
    """A status given, while a condition holds when one is given."""

    status: Status | KeywordStatus = Field(description="The status.")
    while_: Condition | None = Field(default=None, alias="while", description="Only while this holds.")


class GrantParams(StatusGrant):
    """Parameters of ``grant``."""

    who: Who = Field(default="self", description="The creature given the status.")
    duration: Duration = Field(default="this_turn", description="How long it lasts (DC §17.4).")


class ExtraActionParams(ShortFormModel):
    """Parameters of ``extra_action``."""

    short_field = "action"
    action: Literal["standard", "move"] = Field(description="One more Standard action, or one more move.")
    who: Role = Field(default="self", description="The creature that gets it, this activation.")


class AuraParams(Model):
    """Parameters of ``aura``; give exactly one of ``modify`` and ``grant``."""

    who: Each = Field(description="The creatures affected, each as ``it`` (relative to ``self``).")
    modify: StatChange | None = Field(default=None, description="A change to their values.")
    grant: StatusGrant | None = Field(default=None, description="A status they have.")

    @model_validator(mode="after")
    def _one_effect(self) -> AuraParams:
        if (self.modify is None) == (self.grant is None):
            raise ValueError("give exactly one of 'modify' and 'grant'")
        return self


# --- steps -----------------------------------------------------------------


class AttackStep(Step):
    """An attack: melee on an adjacent enemy or ranged on one in LOS; it hits unless dodged (DC §8)."""

    attack: AttackParams


class BasicAttackStep(BareName, Step):
    """The creature's printed basic attack, plus a bonus (DC §8)."""

    basic_attack: BasicAttackParams


class DamageStep(Step):
    """Deals damage that is not an attack: it cannot be dodged, but it can be cowered (DC §9)."""

    damage: DamageParams


class PreventStep(Step):
    """Reduces the pending damage event (``before_damage`` triggers, DC §9.1 step 2)."""

    prevent: PreventParams


class CancelAttackStep(BareName, Step):
    """The pending attack has no effect on the creature, as a dodge from a card (DC §8.3)."""

    cancel_attack: CancelParams


class RedirectDamageStep(Step):
    """The pending damage is dealt to another creature instead; its controller may cower (DC §9.2)."""

    redirect_damage: RedirectParams


class HealStep(Step):
    """Removes damage, never above the creature's HP (DC §9.4)."""

    heal: HealParams


class MoveStep(Step):
    """Moves a creature, walking or shifting; ``- shift: N`` is short for a shift of N squares (DC §6)."""

    move: MoveParams

    @model_validator(mode="before")
    @classmethod
    def _expand_shift(cls, data: Any) -> Any:
        if isinstance(data, dict) and list(data) == ["shift"]:
            value = data["shift"]
            if isinstance(value, dict):
                return {"move": {**value, "mode": "shift"}}
            return {"move": {"mode": "shift", "squares": value}}
        return data

    @classmethod
    def __get_pydantic_json_schema__(
        cls, core_schema: CoreSchema, handler: GetJsonSchemaHandler
    ) -> JsonSchemaValue:
        full = handler(core_schema)
        shift = dict(handler.resolve_ref_schema(full)["properties"]["move"])
        shift.pop("title", None)
        short = {
            "type": "object",
            "properties": {"shift": shift},
            "required": ["shift"],
            "additionalProperties": False,
        }
        return {"anyOf": [short, full]}


class SlideStep(Step):
    """Slides a creature along a path its controller chooses; difficult terrain is not charged (DC §6.9)."""

    slide: SlideParams


class PushStep(Step):
    """A slide in which every square is farther from the source creature (DC §6.10)."""

    push: PushPullParams


class PullStep(Step):
    """A slide in which every square is nearer the source creature (DC §6.10)."""

    pull: PushPullParams


class PlaceStep(Step):
    """Sets a creature on an empty non-wall square; not movement, but it opens a chest (DC §6.11)."""

    place: PlaceParams


class TapStep(Step):
    """Taps a creature."""

    tap: TapParams


class UntapStep(Step):
    """Untaps a creature."""

    untap: TapParams


class DrawOrdersStep(Step):
    """A player draws order cards (nothing from an empty deck, DC §4.1)."""

    draw_orders: OrderCards


class DiscardOrdersStep(Step):
    """A player discards order cards from hand."""

    discard_orders: OrderCards


class ReturnOrderStep(BareName, Step):
    """This order returns to the hand instead of the discard pile."""

    return_order: NoParams


class DrawCreaturesStep(Step):
    """You draw creature cards."""

    draw_creatures: CreatureCards


class DeployStep(Step):
    """You deploy a creature from hand, still within leadership (DC §4.3)."""

    deploy: DeployParams


class MoraleStep(Step):
    """A player gains or loses morale; reaching 0 ends the game (DC §13.1)."""

    morale: PlayerAmount


class LeadershipStep(Step):
    """A player gains or loses leadership."""

    leadership: PlayerAmount


class CollectTreasureStep(BareName, Step):
    """The creature collects a treasure token, as the Standard action without its cost (DC §12)."""

    collect_treasure: CollectParams


class ModifyStep(Step):
    """Changes a creature's value for a while."""

    modify: ModifyParams


class GrantStep(Step):
    """Gives a creature a status for a while."""

    grant: GrantParams


class ExtraActionStep(Step):
    """Gives a creature one more Standard action or one more move this activation."""

    extra_action: ExtraActionParams


class IfStep(IfStepShape[Condition, Step], Step):
    """Resolves ``then`` when the condition holds, otherwise ``else``."""


class ChooseOneStep(ChooseOneStepShape[Step], Step):
    """The controller chooses one of the modes and resolves its steps."""


class MayStep(Step):
    """The controller decides yes or no; yes resolves the steps."""

    may: list[Step] = Field(min_length=1, description="The steps resolved on yes.")


class ForEachStep(Step):
    """Resolves ``do`` once for each matching creature, as ``it``, one at a time (DC §8.5)."""

    for_each: Each = Field(description="The creatures (an ``each`` selector).")
    do: list[Step] = Field(min_length=1, description="Steps resolved for each of them.")


class AuraStep(Step):
    """Passive: creatures around this one have a modifier or a status (DC §17.5)."""

    aura: AuraParams


class ImmuneStep(Step):
    """Passive: this creature ignores slides, pushes and pulls, or hazard damage (DC §17.5)."""

    immune: Literal["slide", "push_pull", "hazard"] = Field(description="What it is immune to.")


class RestrictStep(Step):
    """Passive: a rule restriction on this creature (DC §17.5)."""

    restrict: Literal["cannot_cower", "cannot_support", "undodgeable"] = Field(
        description="Cannot cower, cannot support, or its ranged attacks cannot be dodged."
    )


class CountsAsStep(Step):
    """Passive: this creature counts as having the keyword (DC §17.5)."""

    counts_as: Id = Field(description="A keyword declared in keywords.yaml.")


PASSIVE_OPS = frozenset({"aura", "immune", "restrict", "counts_as"})
"""The passive shapes of DC §17.5: allowed only in passive powers, and only there at top level."""

PENDING_DAMAGE_OPS = frozenset({"prevent", "redirect_damage"})
"""Operations on a pending damage event: only under a ``before_damage`` trigger."""

PENDING_ATTACK_OPS = frozenset({"cancel_attack"})
"""Operations on a pending attack: only under an ``attack_declared`` trigger."""

for _model in (AttackParams, IfStep, ChooseOneStep, MayStep, ForEachStep):
    _model.model_rebuild()


def step_kind(step: BaseModel) -> str:
    """Returns the operation name of a step, its key among the kinds declared on Step."""
    return Step.keyed_kinds.kind(step)


def nested_steps(step: BaseModel) -> Iterator[list[Step]]:
    """Yields the step lists directly inside a step: an attack's ``then``, branches, modes, ``may``, ``do``."""
    if isinstance(step, AttackStep):
        yield step.attack.then
    elif isinstance(step, IfStep):
        yield step.then
        yield step.else_
    elif isinstance(step, ChooseOneStep):
        yield from step.choose_one
    elif isinstance(step, MayStep):
        yield step.may
    elif isinstance(step, ForEachStep):
        yield step.do


def walk_steps(steps: Iterable[BaseModel]) -> Iterator[BaseModel]:
    """Yields every step in order, entering attacks' ``then``, branches, modes, ``may`` and ``for_each``."""
    return walk(steps, nested_steps)
