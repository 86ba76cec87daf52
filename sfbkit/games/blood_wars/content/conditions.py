"""The condition language of Blood Wars effects, triggers and passives (BW §17): one-key mappings."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, Field, model_validator

from sfbkit.games.blood_wars.content.alignment import Ethic, Morality
from sfbkit.games.blood_wars.content.numbers import VictoryPoints
from sfbkit.games.blood_wars.content.roles import (
    BattlefieldSubtype,
    CardType,
    ChallengeKind,
    FateSubtype,
    NamedCard,
    Place,
    Role,
)
from sfbkit.kit.content.keyed_kinds import BareName, KeyedKind, NoParams
from sfbkit.kit.content.model_base import Model, ShortFormModel

Bound = Annotated[int, Field(ge=0, le=100, description="A bound, 0–100.")]


class Condition(KeyedKind, code="unknown-condition", noun="a condition"):
    """One condition: a mapping with one key naming its kind (BW §17)."""


def _check_bounds(at_least: int | None, at_most: int | None) -> None:
    """Raises unless one bound or both are given, in order."""
    if at_least is None and at_most is None:
        raise ValueError("give 'at_least', 'at_most' or both")
    if at_least is not None and at_most is not None and at_least > at_most:
        raise ValueError("'at_least' is greater than 'at_most'")


class AlignmentParams(Model):
    """Parameters of ``alignment``; give ``ethic``, ``morality`` or both."""

    who: NamedCard = Field(default="it", description="The card checked.")
    ethic: Ethic | None = Field(default=None, description="The ethic it must have.")
    morality: Morality | None = Field(default=None, description="The morality it must have.")

    @model_validator(mode="after")
    def _some_component(self) -> AlignmentParams:
        if self.ethic is None and self.morality is None:
            raise ValueError("give 'ethic', 'morality' or both")
        return self


class AlignmentIs(Condition):
    """True when the card has the ethic and/or morality, letter for letter (BW §2)."""

    alignment: AlignmentParams


class SharesParams(Model):
    """Parameters of ``shares_alignment``."""

    who: NamedCard = Field(default="it", description="One card.")
    with_: NamedCard = Field(default="this_warlord", alias="with", description="The other card.")
    at_least: Literal[1, 2] = Field(default=1, description="The least degree that holds (BW §2).")


class SharesAlignment(Condition):
    """True when the two cards' alignments match in at least N components (the ruleset's match, BW §2)."""

    shares_alignment: SharesParams


class CardTypeParams(ShortFormModel):
    """Parameters of ``card_type``."""

    short_field = "type"
    type: CardType = Field(description="The card kind.")
    who: NamedCard = Field(default="it", description="The card checked.")


class CardTypeIs(Condition):
    """True when the card is of the kind."""

    card_type: CardTypeParams


class SubtypeParams(ShortFormModel):
    """Parameters of ``subtype``."""

    short_field = "subtype"
    subtype: BattlefieldSubtype | FateSubtype = Field(description="A battlefield's or a fate's subtype.")
    who: NamedCard = Field(default="it", description="The card checked.")


class SubtypeIs(Condition):
    """True when the card has the subtype."""

    subtype: SubtypeParams


class InChallenge(Condition):
    """True inside a challenge of the kind (``any``: of either kind)."""

    challenge: ChallengeKind | Literal["any"] = Field(description="The kind of challenge.")


class RoleParams(ShortFormModel):
    """Parameters of ``role``."""

    short_field = "is"
    is_: list[Role] = Field(alias="is", min_length=1, max_length=4, description="Any of these roles holds.")
    who: NamedCard = Field(default="this_warlord", description="The warlord checked.")


class RoleIs(Condition):
    """True when the warlord takes part in the challenge in one of the roles (BW §8.3)."""

    role: RoleParams


class FaceDown(Condition):
    """True when the card is face down (BW §1.7)."""

    face_down: NamedCard = Field(description="The card checked.")


class CountParams(Model):
    """Parameters of ``count``; give ``at_least``, ``at_most`` or both."""

    type: CardType = Field(description="The kind of card counted.")
    in_: Place = Field(
        default="battle_hand",
        alias="in",
        description="This card's battle hand, your area or your victory pool.",
    )
    where: Condition | None = Field(
        default=None, description="Only cards (each as ``it``) for which this holds."
    )
    at_least: Bound | None = Field(default=None, description="The least number that holds.")
    at_most: Bound | None = Field(default=None, description="The greatest number that holds.")

    @model_validator(mode="after")
    def _bounded(self) -> CountParams:
        _check_bounds(self.at_least, self.at_most)
        return self


class CountIs(Condition):
    """True when the number of matching cards is within the bounds."""

    count: CountParams


class BattlefieldParams(Model):
    """Parameters of ``battlefield``: the challenge's target."""

    vp_at_least: VictoryPoints | None = Field(default=None, description="Its VP is at least this.")
    vp_at_most: VictoryPoints | None = Field(default=None, description="Its VP is at most this.")
    subtype: BattlefieldSubtype | None = Field(default=None, description="It has this subtype.")

    @model_validator(mode="after")
    def _something(self) -> BattlefieldParams:
        if self.vp_at_least is None and self.vp_at_most is None and self.subtype is None:
            raise ValueError("give 'vp_at_least', 'vp_at_most' or 'subtype'")
        return self


class TargetBattlefield(Condition):
    """True when the challenge's target battlefield meets the bounds."""

    battlefield: BattlefieldParams


class PlayerBounds(Model):
    """A player's number within bounds; give ``at_least``, ``at_most`` or both."""

    player: Literal["you", "turn_player", "defending_player"] = Field(default="you", description="Whose.")
    at_least: Bound | None = Field(default=None, description="The least value that holds.")
    at_most: Bound | None = Field(default=None, description="The greatest value that holds.")

    @model_validator(mode="after")
    def _bounded(self) -> PlayerBounds:
        _check_bounds(self.at_least, self.at_most)
        return self


class VpIs(Condition):
    """True when the player's VP is within the bounds (BW §6.5)."""

    vp: PlayerBounds


class HandSizeIs(Condition):
    """True when the number of cards in the player's command hand is within the bounds."""

    hand_size: PlayerBounds


class YourTurn(BareName, Condition):
    """True during the card player's own turn."""

    your_turn: NoParams


class AllOf(Condition):
    """True when every condition holds."""

    all: list[Condition] = Field(min_length=1, max_length=8, description="The conditions.")


class AnyOf(Condition):
    """True when at least one condition holds."""

    any: list[Condition] = Field(min_length=1, max_length=8, description="The conditions.")


class Not(Condition):
    """True when the condition does not hold."""

    not_: Condition = Field(alias="not", description="The condition.")


CONDITION_KINDS: dict[str, type[BaseModel]] = dict(Condition.keyed_kinds.kinds)
"""Every condition by its key (BW §17)."""

for _model in (CountParams, AllOf, AnyOf, Not):
    _model.model_rebuild()


def condition_kind(condition: BaseModel) -> str:
    """Returns the key of a validated condition."""
    return Condition.keyed_kinds.kind(condition)


def nested_conditions(condition: BaseModel) -> list[BaseModel]:
    """Returns the conditions directly inside one: ``all``, ``any``, ``not`` and a count's ``where``."""
    if isinstance(condition, AllOf):
        return list(condition.all)
    if isinstance(condition, AnyOf):
        return list(condition.any)
    if isinstance(condition, Not):
        return [condition.not_]
    if isinstance(condition, CountIs) and condition.count.where is not None:
        return [condition.count.where]
    return []
