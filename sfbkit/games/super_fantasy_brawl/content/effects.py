"""The effect language: each step is one operation, written as a mapping with one key.

Most operations have a short form (``- push: 2``) and a full form
(``- push: {distance: 2, who: target}``). Their semantics are those of RULES §5
and §7; the engine's effect executor implements them, one handler per
operation.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Literal, cast

from pydantic import BaseModel, Field, model_validator

from sfbkit.games.super_fantasy_brawl.content.conditions import AreaRef, Condition
from sfbkit.games.super_fantasy_brawl.content.selectors import Amount, Colour, Distance, Role, Who
from sfbkit.kit.content import keyed_kinds
from sfbkit.kit.content.control_steps import ChooseOneStepShape, IfStepShape, control_branches
from sfbkit.kit.content.keyed_kinds import BareName, KeyedKind, walk
from sfbkit.kit.content.model_base import Model, ShortFormModel

Duration = Literal["attack", "turn"]

OpName = Literal[
    "move",
    "dash",
    "swoop",
    "jump",
    "place",
    "push",
    "pull",
    "fear",
    "force",
    "damage",
    "heal",
    "poison",
    "lifesteal",
    "double",
    "root",
    "stun",
    "draw",
    "plan",
    "strength",
    "defence",
    "ready_core",
    "if",
    "choose_one",
]
"""The name of every operation of the effect language, in the order the steps are declared below."""


# --- parameters -------------------------------------------------------------


class Step(KeyedKind, code="unknown-effect", noun="an effect step", keyed=("if",)):
    """One effect step: a mapping with one key naming its operation."""


class SelfMove(ShortFormModel):
    """A movement of a champion of the card's side by up to ``distance`` hexes."""

    short_field = "distance"
    distance: Distance = Field(description="Up to this many hexes.")
    who: Who = Field(default="self", description="The champion that moves.")


class Displace(ShortFormModel):
    """A displacement of a champion by up to ``distance`` hexes (RULES §7)."""

    short_field = "distance"
    distance: Distance = Field(description="This many hexes (push, pull, fear: as far as possible).")
    who: Who = Field(default="target", description="The champion displaced.")


class PushPull(Displace):
    """Push or pull along a hex row, relative to a source champion (RULES §7)."""

    source: Role = Field(default="self", description="The champion pushed away from or pulled towards.")


class Towards(ShortFormModel):
    """A movement towards or away from a champion (RULES §2: its end counts; every step under the variant)."""

    short_field = "distance"
    distance: Distance = Field(description="Up to this many hexes.")
    who: Who = Field(default="self", description="The champion that moves.")
    towards: Role | None = Field(
        default=None, description="The move must end nearer to this champion (each step under `every_step`)."
    )
    away_from: Role | None = Field(
        default=None,
        description="The move must end farther from this champion (each step under `every_step`).",
    )

    @model_validator(mode="after")
    def _one_direction(self) -> Towards:
        if self.towards is not None and self.away_from is not None:
            raise ValueError("give at most one of 'towards' and 'away_from'")
        return self


class Destination(Model):
    """Where a placed champion may be set; every constraint given must hold."""

    adjacent_to: Role | None = Field(default=None, description="A hex adjacent to this champion.")
    within: Distance | None = Field(
        default=None, description="A hex within this distance of the card's champion."
    )
    area: AreaRef | None = Field(default=None, description="A hex in this area.")


class PlaceParams(Model):
    """Parameters of ``place``."""

    who: Who = Field(default="self", description="The champion placed.")
    to: Destination = Field(description="The hexes it may be placed on; the acting player chooses.")


class Points(ShortFormModel):
    """An amount of damage, healing or poison applied to a champion."""

    short_field = "amount"
    amount: Amount = Field(description="The printed value X.")
    who: Who = Field(default="target", description="The champion affected.")


class Heal(Points):
    """Healing: removes up to ``amount`` damage (RULES §7)."""

    who: Who = Field(default="self", description="The champion healed.")


class Affect(ShortFormModel):
    """A status applied to a champion."""

    short_field = "who"
    who: Who = Field(default="target", description="The champion affected.")


class Cards(ShortFormModel):
    """An amount of cards for the card owner's player."""

    short_field = "amount"
    amount: Amount = Field(description="Up to this many cards.")


class Modifier(ShortFormModel):
    """A strength or defence modifier."""

    short_field = "amount"
    amount: int = Field(ge=-10, le=10, description="Added to the value (negative to lower it).")
    who: Who = Field(default="self", description="The champion whose value changes.")
    duration: Duration = Field(
        default="attack", description="For this attack only, or until the end of the turn."
    )


class CoreParams(ShortFormModel):
    """Parameters of ``ready_core``."""

    short_field = "core"
    core: Colour | Literal["any"] = Field(description="The colour of the exhausted core to ready.")


class NoParams(keyed_kinds.NoParams):
    """An operation without parameters, written as a bare name (``- double``)."""


# --- steps -----------------------------------------------------------------


class MoveStep(Step):
    """Moves a champion up to X hexes under the normal movement rules (RULES §5)."""

    move: Towards


class DashStep(Step):
    """Dash X: a straight move along one hex row, stopped by any champion, statue or trap (RULES §7)."""

    dash: SelfMove


class SwoopStep(Step):
    """Swoop X: a straight move passing over everything; only a trap in the end hex triggers (RULES §7)."""

    swoop: SelfMove


class JumpStep(Step):
    """Jump X: to any empty hex within X; only a trap in the end hex triggers (RULES §7)."""

    jump: SelfMove


class PlaceStep(Step):
    """Place: sets a champion on a chosen hex; not movement (RULES §7)."""

    place: PlaceParams


class PushStep(Step):
    """Push X away from the source along a hex row (RULES §7)."""

    push: PushPull


class PullStep(Step):
    """Pull X towards the source along a hex row (RULES §7)."""

    pull: PushPull


class FearStep(Step):
    """Fear X: the victim dashes away from the card's champion along a row, as far as it can (RULES §7)."""

    fear: Displace


class ForceStep(Step):
    """Force X: the acting player moves the victim through empty hexes (RULES §7)."""

    force: Displace


class DamageStep(Step):
    """Deals X damage, ignoring defence (RULES §7)."""

    damage: Points


class HealStep(Step):
    """Heals up to X damage (RULES §7)."""

    heal: Heal


class PoisonStep(Step):
    """Poison X: if the attack dealt damage, the target takes X more (RULES §7). Attacks only."""

    poison: Cards


class LifestealStep(BareName, Step):
    """Lifesteal: the attacker heals the attack damage it dealt (RULES §7). Attacks only."""

    lifesteal: NoParams


class DoubleStep(BareName, Step):
    """Double: the attack damage is dealt once more (RULES §7). Attacks only."""

    double: NoParams


class RootStep(Step):
    """Roots a champion until the end of the turn (RULES §7)."""

    root: Affect


class StunStep(Step):
    """Stuns a champion (RULES §7)."""

    stun: Affect


class DrawStep(Step):
    """Draws up to X cards (RULES §7)."""

    draw: Cards


class PlanStep(Step):
    """Puts up to X cards from hand on top of the deck in a chosen order (RULES §7)."""

    plan: Cards


class StrengthStep(Step):
    """Changes a champion's strength for this attack or this turn."""

    strength: Modifier


class DefenceStep(Step):
    """Changes a champion's defence for this attack or this turn."""

    defence: Modifier


class ReadyCoreStep(Step):
    """Readies one exhausted core of the card owner's player."""

    ready_core: CoreParams


class IfStep(IfStepShape[Condition, Step], Step):
    """Resolves ``then`` when the condition holds, otherwise ``else``."""


class ChooseOneStep(ChooseOneStepShape[Step], Step):
    """The acting player chooses one of the modes and resolves its steps."""


Step.keyed_kinds.check_names(OpName)


ON_HIT_OPS: frozenset[OpName] = frozenset({"poison", "lifesteal", "double"})
"""Operations that apply at step 7 of an attack and may appear only in an attack's ``effects``."""


def step_kind(step: BaseModel) -> OpName:
    """Returns the operation name of a step, its key among the kinds declared on Step."""
    return cast(OpName, Step.keyed_kinds.kind(step))


def walk_steps(steps: Iterable[BaseModel]) -> Iterator[BaseModel]:
    """Yields every step in order, entering ``if`` branches and ``choose_one`` modes."""
    return walk(steps, control_branches)
