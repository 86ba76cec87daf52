"""The triggers of Immediate orders and triggered or tap powers (DC §17.6)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Annotated, Literal, TypeAlias

from pydantic import BaseModel, Field, Tag

from sfbkit.games.dungeon_command.content.conditions import SquareKind
from sfbkit.games.dungeon_command.content.selectors import Role
from sfbkit.kit.content.keyed_kinds import BareName, KeyedKinds, NoParams
from sfbkit.kit.content.model_base import Model, ShortFormModel


class TurnParams(ShortFormModel):
    """Parameters of ``start_of_turn`` and ``end_of_turn``."""

    short_field = "whose"
    whose: Literal["yours", "opponents", "each"] = Field(
        default="yours", description="Which turns (DC §4.5)."
    )


class StartOfTurn(Model):
    """At the start of a turn, in the refresh phase (DC §4.1 step 2)."""

    start_of_turn: TurnParams


class EndOfTurn(Model):
    """At the end of a turn, in the cleanup phase (DC §4.4 step 1)."""

    end_of_turn: TurnParams


class AttackDeclaredParams(ShortFormModel):
    """Parameters of ``attack_declared``."""

    short_field = "against"
    against: Literal["self", "adjacent_ally", "any_ally"] = Field(
        default="self", description="Which of your creatures the attack targets."
    )
    kind: Literal["melee", "ranged", "any"] = Field(default="any", description="Which kind of attack.")


class AttackDeclared(Model):
    """When an enemy attack is declared against your creature (DC §8.4 step 2)."""

    attack_declared: AttackDeclaredParams


class BeforeDamageParams(ShortFormModel):
    """Parameters of ``before_damage``."""

    short_field = "to"
    to: Literal["self", "ally"] = Field(default="self", description="Which creature is about to be damaged.")


class BeforeDamage(Model):
    """When damage is about to be dealt, before the cower decision (DC §9.1 step 2)."""

    before_damage: BeforeDamageParams


class WhoParams(ShortFormModel):
    """Parameters of ``damaged``."""

    short_field = "who"
    who: Literal["self", "ally", "enemy"] = Field(default="self", description="Which creature.")


class DamagedTrigger(Model):
    """When a creature has taken damage (DC §9.1 step 6)."""

    damaged: WhoParams


class Destroyed(Model):
    """When a creature is destroyed (DC §9.3)."""

    destroyed: WhoParams


class Destroys(BareName):
    """When this creature destroys an enemy."""

    destroys: NoParams


class EnemyMovesAdjacent(BareName):
    """When an enemy moves into a square adjacent to this creature (DC §6.12)."""

    enemy_moves_adjacent: NoParams


class OrderPlayedParams(ShortFormModel):
    """Parameters of ``order_played``."""

    short_field = "by"
    by: Literal["you", "opponent"] = Field(default="opponent", description="Whose order.")


class OrderPlayed(Model):
    """When an order is played (its ``event_creature`` is the acting creature)."""

    order_played: OrderPlayedParams


class ActivationStart(BareName):
    """When this creature's activation starts."""

    activation_start: NoParams


class ActivationEnd(BareName):
    """When this creature's activation ends."""

    activation_end: NoParams


class EntersSquareParams(ShortFormModel):
    """Parameters of ``enters_square``."""

    short_field = "kind"
    kind: SquareKind | Literal["treasure"] = Field(description="The kind of square, or a treasure square.")
    who: Role = Field(default="self", description="Which creature enters it.")


class EntersSquare(Model):
    """When the creature enters a square of that kind, by any means but deployment (DC §4.3)."""

    enters_square: EntersSquareParams


class AnyTime(BareName):
    """In any open response window, or during the creature's own activation (DC §5.3)."""

    any_time: NoParams


_Triggers: TypeAlias = (
    Annotated[StartOfTurn, Tag("start_of_turn")]
    | Annotated[EndOfTurn, Tag("end_of_turn")]
    | Annotated[AttackDeclared, Tag("attack_declared")]
    | Annotated[BeforeDamage, Tag("before_damage")]
    | Annotated[DamagedTrigger, Tag("damaged")]
    | Annotated[Destroyed, Tag("destroyed")]
    | Annotated[Destroys, Tag("destroys")]
    | Annotated[EnemyMovesAdjacent, Tag("enemy_moves_adjacent")]
    | Annotated[OrderPlayed, Tag("order_played")]
    | Annotated[ActivationStart, Tag("activation_start")]
    | Annotated[ActivationEnd, Tag("activation_end")]
    | Annotated[EntersSquare, Tag("enters_square")]
    | Annotated[AnyTime, Tag("any_time")]
)

TRIGGERS = KeyedKinds.of(_Triggers)
"""The trigger kinds, read from the union."""

TRIGGER_KINDS: Mapping[str, type[BaseModel]] = TRIGGERS.kinds
"""Every trigger kind by its key (DC §17.6)."""

Trigger = Annotated[_Triggers, TRIGGERS.one_key_discriminator("unknown-trigger", "a trigger")]
"""A trigger: a mapping with one key naming its kind (bare names for those without parameters)."""


def trigger_kind(trigger: BaseModel) -> str:
    """Returns the key of a trigger in TRIGGER_KINDS."""
    return TRIGGERS.kind(trigger)
