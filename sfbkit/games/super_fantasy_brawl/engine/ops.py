"""The compiled effect operations: one small frozen value per operation, compiled from its step model.

Each class names its operation (``kind``) and its step model (``step``) and
compiles from it; ``Op`` is the union of them all, and the executor has one
handler per class (``engine/effects.py``).
"""

from __future__ import annotations

import typing
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, ClassVar, Generic, Protocol, Self, TypeAlias, TypeVar

from pydantic import BaseModel

from sfbkit.games.super_fantasy_brawl.content import effects as fx
from sfbkit.games.super_fantasy_brawl.content.effects import OpName
from sfbkit.games.super_fantasy_brawl.content.selectors import Chosen, Each
from sfbkit.games.super_fantasy_brawl.engine.conditions import CondFn, compile_condition

S = TypeVar("S", bound=BaseModel)


@dataclass(frozen=True, slots=True)
class WhoSpec:
    """Whom an op applies to: a named role, a champion chosen on resolution, or each champion of a side."""

    kind: str
    """``role``, ``choose`` or ``each``."""
    role: str = ""
    side: str = "any"
    within: int | None = None
    other: bool = False


@dataclass(frozen=True, slots=True)
class DestSpec:
    """The hexes a ``place`` may use; every constraint given must hold."""

    adjacent_to: str | None
    within: int | None
    area: str | None


def compile_who(who: Any) -> WhoSpec:
    """Compiles a ``Who`` selector."""
    if isinstance(who, str):
        return WhoSpec("role", who)
    if isinstance(who, Chosen):
        return WhoSpec("choose", side=who.choose, within=who.within, other=who.other)
    if isinstance(who, Each):
        return WhoSpec("each", side=who.each, within=who.within)
    raise TypeError(f"unknown selector {who!r}")


class Aimed(Protocol):
    """An operation applied to the champions its ``who`` names."""

    kind: ClassVar[OpName]

    @property
    def who(self) -> WhoSpec: ...


class Valued(Protocol):
    """An operation with a printed value X."""

    kind: ClassVar[OpName]

    @property
    def amount(self) -> int: ...


class CompiledOp(Generic[S]):
    """An operation compiled from its step model ``S``."""

    __slots__ = ()
    kind: ClassVar[OpName]
    step: ClassVar[type[BaseModel]]

    @classmethod
    def compile(cls, step: S) -> Self:
        """Returns the operation compiled from a validated step."""
        raise NotImplementedError


# --- movement ---------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Move(CompiledOp[fx.MoveStep]):
    """Moves a champion up to ``amount`` hexes, ending nearer to or farther from a role when given."""

    kind: ClassVar[OpName] = "move"
    step = fx.MoveStep
    amount: int
    who: WhoSpec
    towards: str | None
    away_from: str | None

    @classmethod
    def compile(cls, step: fx.MoveStep) -> Move:
        p = step.move
        return cls(p.distance, compile_who(p.who), p.towards, p.away_from)


@dataclass(frozen=True, slots=True)
class Dash(CompiledOp[fx.DashStep]):
    """Dash X along one hex row."""

    kind: ClassVar[OpName] = "dash"
    step = fx.DashStep
    amount: int
    who: WhoSpec

    @classmethod
    def compile(cls, step: fx.DashStep) -> Dash:
        return cls(step.dash.distance, compile_who(step.dash.who))


@dataclass(frozen=True, slots=True)
class Swoop(CompiledOp[fx.SwoopStep]):
    """Swoop X along one hex row, over everything."""

    kind: ClassVar[OpName] = "swoop"
    step = fx.SwoopStep
    amount: int
    who: WhoSpec

    @classmethod
    def compile(cls, step: fx.SwoopStep) -> Swoop:
        return cls(step.swoop.distance, compile_who(step.swoop.who))


@dataclass(frozen=True, slots=True)
class Jump(CompiledOp[fx.JumpStep]):
    """Jump X to an empty hex within X."""

    kind: ClassVar[OpName] = "jump"
    step = fx.JumpStep
    amount: int
    who: WhoSpec

    @classmethod
    def compile(cls, step: fx.JumpStep) -> Jump:
        return cls(step.jump.distance, compile_who(step.jump.who))


@dataclass(frozen=True, slots=True)
class Place(CompiledOp[fx.PlaceStep]):
    """Sets a champion on a hex that meets ``dest``."""

    kind: ClassVar[OpName] = "place"
    step = fx.PlaceStep
    who: WhoSpec
    dest: DestSpec

    @classmethod
    def compile(cls, step: fx.PlaceStep) -> Place:
        to = step.place.to
        return cls(compile_who(step.place.who), DestSpec(to.adjacent_to, to.within, to.area))


@dataclass(frozen=True, slots=True)
class Push(CompiledOp[fx.PushStep]):
    """Push X away from ``source`` along a hex row."""

    kind: ClassVar[OpName] = "push"
    step = fx.PushStep
    amount: int
    who: WhoSpec
    source: str

    @classmethod
    def compile(cls, step: fx.PushStep) -> Push:
        return cls(step.push.distance, compile_who(step.push.who), step.push.source)


@dataclass(frozen=True, slots=True)
class Pull(CompiledOp[fx.PullStep]):
    """Pull X towards ``source`` along a hex row."""

    kind: ClassVar[OpName] = "pull"
    step = fx.PullStep
    amount: int
    who: WhoSpec
    source: str

    @classmethod
    def compile(cls, step: fx.PullStep) -> Pull:
        return cls(step.pull.distance, compile_who(step.pull.who), step.pull.source)


@dataclass(frozen=True, slots=True)
class Fear(CompiledOp[fx.FearStep]):
    """Fear X: the victim dashes away from the card's champion."""

    kind: ClassVar[OpName] = "fear"
    step = fx.FearStep
    amount: int
    who: WhoSpec

    @classmethod
    def compile(cls, step: fx.FearStep) -> Fear:
        return cls(step.fear.distance, compile_who(step.fear.who))


@dataclass(frozen=True, slots=True)
class Force(CompiledOp[fx.ForceStep]):
    """Force X: the acting player moves the victim."""

    kind: ClassVar[OpName] = "force"
    step = fx.ForceStep
    amount: int
    who: WhoSpec

    @classmethod
    def compile(cls, step: fx.ForceStep) -> Force:
        return cls(step.force.distance, compile_who(step.force.who))


# --- damage and healing ------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Damage(CompiledOp[fx.DamageStep]):
    """Deals X damage, ignoring defence."""

    kind: ClassVar[OpName] = "damage"
    step = fx.DamageStep
    amount: int
    who: WhoSpec

    @classmethod
    def compile(cls, step: fx.DamageStep) -> Damage:
        return cls(step.damage.amount, compile_who(step.damage.who))


@dataclass(frozen=True, slots=True)
class Heal(CompiledOp[fx.HealStep]):
    """Heals up to X damage."""

    kind: ClassVar[OpName] = "heal"
    step = fx.HealStep
    amount: int
    who: WhoSpec

    @classmethod
    def compile(cls, step: fx.HealStep) -> Heal:
        return cls(step.heal.amount, compile_who(step.heal.who))


@dataclass(frozen=True, slots=True)
class Poison(CompiledOp[fx.PoisonStep]):
    """Poison X; an attack applies it at step 7, anywhere else it is skipped."""

    kind: ClassVar[OpName] = "poison"
    step = fx.PoisonStep
    amount: int

    @classmethod
    def compile(cls, step: fx.PoisonStep) -> Poison:
        return cls(step.poison.amount)


@dataclass(frozen=True, slots=True)
class Lifesteal(CompiledOp[fx.LifestealStep]):
    """Lifesteal; an attack applies it at step 7, anywhere else it is skipped."""

    kind: ClassVar[OpName] = "lifesteal"
    step = fx.LifestealStep

    @classmethod
    def compile(cls, step: fx.LifestealStep) -> Lifesteal:
        return cls()


@dataclass(frozen=True, slots=True)
class Double(CompiledOp[fx.DoubleStep]):
    """Double; an attack applies it at step 7, anywhere else it is skipped."""

    kind: ClassVar[OpName] = "double"
    step = fx.DoubleStep

    @classmethod
    def compile(cls, step: fx.DoubleStep) -> Double:
        return cls()


# --- statuses ------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Root(CompiledOp[fx.RootStep]):
    """Roots a champion until the end of the turn."""

    kind: ClassVar[OpName] = "root"
    step = fx.RootStep
    who: WhoSpec

    @classmethod
    def compile(cls, step: fx.RootStep) -> Root:
        return cls(compile_who(step.root.who))


@dataclass(frozen=True, slots=True)
class Stun(CompiledOp[fx.StunStep]):
    """Stuns a champion."""

    kind: ClassVar[OpName] = "stun"
    step = fx.StunStep
    who: WhoSpec

    @classmethod
    def compile(cls, step: fx.StunStep) -> Stun:
        return cls(compile_who(step.stun.who))


# --- cards and cores -------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Draw(CompiledOp[fx.DrawStep]):
    """Draws up to X cards."""

    kind: ClassVar[OpName] = "draw"
    step = fx.DrawStep
    amount: int

    @classmethod
    def compile(cls, step: fx.DrawStep) -> Draw:
        return cls(step.draw.amount)


@dataclass(frozen=True, slots=True)
class Plan(CompiledOp[fx.PlanStep]):
    """Puts up to X cards from hand on top of the deck."""

    kind: ClassVar[OpName] = "plan"
    step = fx.PlanStep
    amount: int

    @classmethod
    def compile(cls, step: fx.PlanStep) -> Plan:
        return cls(step.plan.amount)


@dataclass(frozen=True, slots=True)
class ReadyCore(CompiledOp[fx.ReadyCoreStep]):
    """Readies one exhausted core of ``core``'s colour (or any)."""

    kind: ClassVar[OpName] = "ready_core"
    step = fx.ReadyCoreStep
    core: str

    @classmethod
    def compile(cls, step: fx.ReadyCoreStep) -> ReadyCore:
        return cls(step.ready_core.core)


# --- modifiers ---------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Strength(CompiledOp[fx.StrengthStep]):
    """Changes strength by ``amount`` for the attack or the turn."""

    kind: ClassVar[OpName] = "strength"
    step = fx.StrengthStep
    amount: int
    who: WhoSpec
    duration: str

    @classmethod
    def compile(cls, step: fx.StrengthStep) -> Strength:
        m = step.strength
        return cls(m.amount, compile_who(m.who), m.duration)


@dataclass(frozen=True, slots=True)
class Defence(CompiledOp[fx.DefenceStep]):
    """Changes defence by ``amount`` for the attack or the turn."""

    kind: ClassVar[OpName] = "defence"
    step = fx.DefenceStep
    amount: int
    who: WhoSpec
    duration: str

    @classmethod
    def compile(cls, step: fx.DefenceStep) -> Defence:
        m = step.defence
        return cls(m.amount, compile_who(m.who), m.duration)


# --- control flow --------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class If(CompiledOp[fx.IfStep]):
    """Resolves ``then`` when the condition holds, else ``otherwise``."""

    kind: ClassVar[OpName] = "if"
    step = fx.IfStep
    cond: CondFn
    then: tuple[Op, ...]
    otherwise: tuple[Op, ...]

    @classmethod
    def compile(cls, step: fx.IfStep) -> If:
        return cls(compile_condition(step.if_), compile_steps(step.then), compile_steps(step.else_))


@dataclass(frozen=True, slots=True)
class ChooseOne(CompiledOp[fx.ChooseOneStep]):
    """The acting player resolves one of ``modes``."""

    kind: ClassVar[OpName] = "choose_one"
    step = fx.ChooseOneStep
    modes: tuple[tuple[Op, ...], ...]

    @classmethod
    def compile(cls, step: fx.ChooseOneStep) -> ChooseOne:
        return cls(tuple(compile_steps(mode) for mode in step.choose_one))


Op: TypeAlias = (
    Move
    | Dash
    | Swoop
    | Jump
    | Place
    | Push
    | Pull
    | Fear
    | Force
    | Damage
    | Heal
    | Poison
    | Lifesteal
    | Double
    | Root
    | Stun
    | Draw
    | Plan
    | Strength
    | Defence
    | ReadyCore
    | If
    | ChooseOne
)
"""One compiled effect step."""

OP_TYPES: dict[OpName, type[Op]] = {cls.kind: cls for cls in typing.get_args(Op)}
"""Every compiled operation by its name, read from ``Op``."""

_BY_STEP: dict[type[BaseModel], type[CompiledOp[Any]]] = {cls.step: cls for cls in OP_TYPES.values()}


def compile_step(step: BaseModel) -> Op:
    """Compiles one effect step into its operation."""
    compiled = _BY_STEP.get(type(step))
    if compiled is None:
        raise TypeError(f"unknown effect step {step!r}")
    return typing.cast(Op, compiled.compile(step))


def compile_steps(steps: Iterable[BaseModel]) -> tuple[Op, ...]:
    """Compiles a list of effect steps."""
    return tuple(compile_step(step) for step in steps)
