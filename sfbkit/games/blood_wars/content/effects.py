"""The effect language of Blood Wars (BW §17): each step is one operation, a mapping with one key.

Most operations have a short form (``- draw: 2``) beside the full one
(``- draw: {amount: 2, player: you}``); an amount may be ``rr``: an RR check
whose result is the amount (BW §3).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping
from typing import Literal

from pydantic import BaseModel, Field, model_validator

from sfbkit.games.blood_wars.content.conditions import Condition
from sfbkit.games.blood_wars.content.numbers import Amount, CardAmount, Count
from sfbkit.games.blood_wars.content.roles import Duration, NamedSide
from sfbkit.games.blood_wars.content.selectors import CardWho, PlayerWho, ValueWho
from sfbkit.kit.content.keyed_kinds import BareName, KeyedKind, NoParams, walk
from sfbkit.kit.content.model_base import Model, ShortFormModel


class Step(KeyedKind, code="unknown-effect", noun="an effect step", keyed=("if",), bare_order="sorted"):
    """One effect step: a mapping with one key naming its operation (BW §17)."""


# --- parameters -------------------------------------------------------------


class ValueChange(ShortFormModel):
    """Parameters of ``is`` and ``cs``."""

    short_field = "amount"
    amount: Amount = Field(description="Added (negative to lower it), or ``rr``.")
    who: ValueWho = Field(default="this_warlord", description="The warlord, legion or side changed.")
    duration: Duration = Field(
        default="challenge", description="To the end of the challenge (else the turn), or the turn (BW §3)."
    )

    @model_validator(mode="after")
    def _not_zero(self) -> ValueChange:
        if self.amount == 0:
            raise ValueError("'amount' must not be 0")
        return self


class RrBonusParams(ShortFormModel):
    """Parameters of ``rr_bonus``."""

    short_field = "side"
    side: NamedSide = Field(default="own_side", description="The side whose total gains the result.")


class DrawParams(ShortFormModel):
    """Parameters of ``draw``."""

    short_field = "amount"
    amount: CardAmount = Field(description="Exactly this many cards (BW §3), or ``rr``.")
    player: PlayerWho = Field(default="you", description="Who draws.")


class DiscardParams(ShortFormModel):
    """Parameters of ``discard``."""

    short_field = "amount"
    amount: CardAmount = Field(description="How many cards, or ``rr``.")
    player: PlayerWho = Field(default="you", description="Whose command hand.")
    chooser: Literal["owner", "you", "random"] = Field(
        default="owner", description="Who picks the cards: the hand's owner, the card's player, or at random."
    )


class CardParams(ShortFormModel):
    """Parameters of the operations on cards: ``return_to_hand``, ``destroy``, ``dead_book``, the flips."""

    short_field = "who"
    who: CardWho = Field(description="The cards affected.")


class RevealParams(Model):
    """Parameters of ``reveal``: a warlord's battle hand (``who``) or a player's command hand (``player``)."""

    what: Literal["battle_hand", "command_hand"] = Field(description="Which hidden cards are shown.")
    who: CardWho | None = Field(default=None, description="The warlord whose battle hand is shown.")
    player: PlayerWho | None = Field(default=None, description="The player whose command hand is shown.")

    @model_validator(mode="after")
    def _owner_fits(self) -> RevealParams:
        if self.what == "battle_hand" and (self.who is None or self.player is not None):
            raise ValueError("a battle hand is named by 'who' (a warlord), not 'player'")
        if self.what == "command_hand" and (self.player is None or self.who is not None):
            raise ValueError("a command hand is named by 'player', not 'who'")
        return self


class ArrangeParams(ShortFormModel):
    """Parameters of ``arrange``."""

    short_field = "amount"
    amount: Count = Field(
        description="How many top cards of your deck you look at and put back in any order."
    )


class RecoverParams(ShortFormModel):
    """Parameters of ``recover``."""

    short_field = "amount"
    amount: Count = Field(description="Up to this many cards from your discard pile.")
    where: Condition | None = Field(
        default=None, description="Only cards (each as ``it``) for which this holds."
    )


# --- steps -----------------------------------------------------------------


class IsStep(Step):
    """Changes the IS of a warlord or of a side's total (BW §9.4)."""

    is_: ValueChange = Field(alias="is")


class CsStep(Step):
    """Changes the CS of a warlord, a legion or a side's total (BW §10.5)."""

    cs: ValueChange


class RrBonusStep(BareName, Step):
    """The card's player makes an RR check and adds it to a side's total: an extra hidden ally (BW §9.4)."""

    rr_bonus: RrBonusParams


class DrawStep(Step):
    """A player draws exactly that many cards (BW §3)."""

    draw: DrawParams


class DiscardStep(Step):
    """A player discards cards from the command hand."""

    discard: DiscardParams


class ReturnToHandStep(Step):
    """A legion and the card it holds go to their owner's command hand (BW §7.4)."""

    return_to_hand: CardParams


class DestroyStep(Step):
    """A battle-hand card or a battlefield in play goes to its owner's discard pile (a legion's held card too)."""

    destroy: CardParams


class DeadBookStep(Step):
    """A card in play or in a discard pile goes to its owner's Dead-Book: out of the match (BW §3)."""

    dead_book: CardParams


class FlipDownStep(Step):
    """Turns a warlord or battle-hand card face down; face-down values apply at once (BW §1.7)."""

    flip_down: CardParams


class FlipUpStep(Step):
    """Turns a warlord or battle-hand card face up."""

    flip_up: CardParams


class CancelChallengeStep(BareName, Step):
    """Cancels the challenge in progress (BW §8.5)."""

    cancel_challenge: NoParams


class RevealStep(Step):
    """Shows a battle hand or a command hand to every player."""

    reveal: RevealParams


class ArrangeStep(Step):
    """Looks at the top cards of your deck and puts them back in any order (steers the next RR checks)."""

    arrange: ArrangeParams


class RecoverStep(Step):
    """Takes cards from your discard pile into your command hand."""

    recover: RecoverParams


class IfStep(Step):
    """Resolves ``then`` when the condition holds, otherwise ``else``."""

    if_: Condition = Field(alias="if", description="The condition, checked when the step resolves.")
    then: list[Step] = Field(min_length=1, max_length=8, description="Steps when the condition holds.")
    else_: list[Step] = Field(
        default_factory=list, alias="else", max_length=8, description="Steps otherwise."
    )


class ChooseOneStep(Step):
    """The card's player chooses one of the modes and resolves its steps."""

    choose_one: list[list[Step]] = Field(
        min_length=2, max_length=4, description="The modes, each a list of steps."
    )


STEP_KINDS: Mapping[str, type[BaseModel]] = Step.keyed_kinds.kinds
"""Every operation by its key (BW §17)."""

for _model in (IfStep, ChooseOneStep):
    _model.model_rebuild()


def step_kind(step: BaseModel) -> str:
    """Returns the operation name of a step, its key in STEP_KINDS."""
    return Step.keyed_kinds.kind(step)


def nested_steps(step: BaseModel) -> Iterator[list[Step]]:
    """Yields the step lists directly inside a step: the branches of ``if`` and the modes of ``choose_one``."""
    if isinstance(step, IfStep):
        yield step.then
        yield step.else_
    elif isinstance(step, ChooseOneStep):
        yield from step.choose_one


def walk_steps(steps: Iterable[BaseModel]) -> Iterator[BaseModel]:
    """Yields every step in order, entering branches and modes."""
    return walk(steps, nested_steps)
