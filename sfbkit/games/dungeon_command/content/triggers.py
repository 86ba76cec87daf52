"""The triggers of Immediate orders and triggered or tap powers (DC §17.6)."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from sfbkit.games.dungeon_command.content.conditions import SquareKind
from sfbkit.games.dungeon_command.content.selectors import Role
from sfbkit.kit.content.keyed_kinds import BareName, KeyedKind, NoParams
from sfbkit.kit.content.model_base import ShortFormModel


class Trigger(KeyedKind, code="unknown-trigger", noun="a trigger"):
    """A trigger: a mapping with one key naming its kind (DC §17.6; bare names for those without parameters)."""


class TurnParams(ShortFormModel):
    """Parameters of ``start_of_turn`` and ``end_of_turn``."""

    short_field = "whose"
    whose: Literal["yours", "opponents", "each"] = Field(
        default="yours", description="Which turns (DC §4.5)."
    )


class StartOfTurn(Trigger):
    """At the start of a turn, in the refresh phase (DC §4.1 step 2)."""

    start_of_turn: TurnParams


class EndOfTurn(Trigger):
    """At the end of a turn, in the cleanup phase (DC §4.4 step 1)."""

    end_of_turn: TurnParams


class AttackDeclaredParams(ShortFormModel):
    """Parameters of ``attack_declared``."""

    short_field = "against"
    against: Literal["self", "adjacent_ally", "any_ally"] = Field(
        default="self", description="Which of your creatures the attack targets."
    )
    kind: Literal["melee", "ranged", "any"] = Field(default="any", description="Which kind of attack.")


class AttackDeclared(Trigger):
    """When an enemy attack is declared against your creature (DC §8.4 step 2)."""

    attack_declared: AttackDeclaredParams


class BeforeDamageParams(ShortFormModel):
    """Parameters of ``before_damage``."""

    short_field = "to"
    to: Literal["self", "ally"] = Field(default="self", description="Which creature is about to be damaged.")


class BeforeDamage(Trigger):
    """When damage is about to be dealt, before the cower decision (DC §9.1 step 2)."""

    before_damage: BeforeDamageParams


class WhoParams(ShortFormModel):
    """Parameters of ``damaged``."""

    short_field = "who"
    who: Literal["self", "ally", "enemy"] = Field(default="self", description="Which creature.")


class DamagedTrigger(Trigger):
    """When a creature has taken damage (DC §9.1 step 6)."""

    damaged: WhoParams


class Destroyed(Trigger):
    """When a creature is destroyed (DC §9.3)."""

    destroyed: WhoParams


class Destroys(BareName, Trigger):
    """When this creature destroys an enemy."""

    destroys: NoParams


class EnemyMovesAdjacent(BareName, Trigger):
    """When an enemy moves into a square adjacent to this creature (DC §6.12)."""

    enemy_moves_adjacent: NoParams


class OrderPlayedParams(ShortFormModel):
    """Parameters of ``order_played``."""

    short_field = "by"
    by: Literal["you", "opponent"] = Field(default="opponent", description="Whose order.")


class OrderPlayed(Trigger):
    """When an order is played (its ``event_creature`` is the acting creature)."""

    order_played: OrderPlayedParams


class ActivationStart(BareName, Trigger):
    """When this creature's activation starts."""

    activation_start: NoParams


class ActivationEnd(BareName, Trigger):
    """When this creature's activation ends."""

    activation_end: NoParams


class EntersSquareParams(ShortFormModel):
    """Parameters of ``enters_square``."""

    short_field = "kind"
    kind: SquareKind | Literal["treasure"] = Field(description="The kind of square, or a treasure square.")
    who: Role = Field(default="self", description="Which creature enters it.")


class EntersSquare(Trigger):
    """When the creature enters a square of that kind, by any means but deployment (DC §4.3)."""

    enters_square: EntersSquareParams


class AnyTime(BareName, Trigger):
    """In any open response window, or during the creature's own activation (DC §5.3)."""

    any_time: NoParams


def trigger_kind(trigger: BaseModel) -> str:
    """Returns the key of a trigger among the kinds declared on Trigger."""
    return Trigger.keyed_kinds.kind(trigger)
