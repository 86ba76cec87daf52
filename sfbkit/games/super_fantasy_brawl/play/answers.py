"""The answers a script step stands for: the decision kinds each fits and how it spells its option id."""

from __future__ import annotations

from typing import TYPE_CHECKING

from sfbkit.games.super_fantasy_brawl.engine.option_id import OptionId
from sfbkit.games.super_fantasy_brawl.engine.vocabulary import DecisionKind
from sfbkit.games.super_fantasy_brawl.play.script_steps import DecisionStep
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.scripts.atoms import OptionFor

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.engine.match import Match

MOVE_KINDS: frozenset[DecisionKind] = frozenset({"step", "force-step"})
STRAIGHT_KINDS: frozenset[DecisionKind] = frozenset({"dash", "swoop", "jump", "fear"})
HEX_KINDS: frozenset[DecisionKind] = frozenset({"place", "trap-hex", "deploy"})
TARGET_KINDS: frozenset[DecisionKind] = frozenset({"attack", "skill", "target", "choose"})


def play_option(card: str, champion: str | None) -> OptionFor:
    """Returns the answer that plays a card with a champion (by default the card's owner)."""

    def option(decision: Decision, match: Match) -> str:
        owner = champion
        if owner is None:
            definition = match.rules.cards.get(card)
            owner = definition.champion if definition is not None else "?"
        return str(OptionId.play(card, owner))

    return option


def standard_option(standard: str, champion: str, core: str | None) -> OptionFor:
    """Returns the answer that takes a standard action with a champion."""

    def option(decision: Decision, match: Match) -> str:
        if standard != "move2":
            return str(OptionId.standard(standard, champion))
        if core is not None:
            return str(OptionId.standard(core, champion, move=True))
        # Without a core, the first legal one in canonical order (red, yellow, blue).
        for candidate in decision.ids:
            chosen = OptionId.parse(candidate)
            if chosen.verb == "std" and chosen.standard_kind == "move" and chosen.at == champion:
                return candidate
        return str(OptionId.standard("red", champion, move=True))

    return option


def target_option(champion: str) -> OptionFor:
    """Returns the answer that targets (or, in a ``choose`` decision, chooses) a champion."""
    return lambda decision, match: str(
        OptionId("choose", champion) if decision.kind == "choose" else OptionId.target(champion)
    )


def react_option(card: str, on: str | None) -> OptionFor:
    """Returns the answer that reacts with a card, on the only targeted champion unless ``on`` names one."""

    def option(decision: Decision, match: Match) -> str:
        if on is not None:
            return str(OptionId.react(card, on))
        matching = [i for i in decision.ids if reacts_with(i, card)]
        return matching[0] if len(matching) == 1 else str(OptionId.react(card, "?"))

    return option


def reacts_with(option_id: str, card: str) -> bool:
    """Returns whether an option id reacts with a card (on any champion)."""
    chosen = OptionId.parse(option_id)
    return chosen.verb == "react" and chosen.arg == card and bool(chosen.at)


def set_aside_or_plan(card: str) -> OptionFor:
    """Returns the answer that plans a card, or sets it aside in a mulligan."""
    return lambda decision, match: str(OptionId("set-aside" if decision.kind == "mulligan" else "plan", card))


def hex_option(label: str) -> OptionFor:
    """Returns the answer that names a hex: a step for moves, a hex otherwise."""
    return lambda decision, match: str(
        OptionId.step(label) if decision.kind in MOVE_KINDS | STRAIGHT_KINDS else OptionId.hex(label)
    )


def end_cards(decision: Decision, match: Match) -> str:
    """Returns the option that ends a plan (``done``) or a mulligan (``keep``)."""
    return str(OptionId("keep" if decision.kind == "mulligan" else "done"))


def step_player(step: DecisionStep, match: Match) -> int | None:
    """Returns the player a step is for: given, or known from the card it plays or reacts with."""
    if step.player is not None:
        return step.player
    card: str | None = None
    if step.kind == "play" or (step.kind == "react" and step.value["card"] is not None):
        card = step.value["card"]
    if card is None:
        return None
    definition = match.rules.cards.get(card)
    if definition is None:
        return None
    champion = match.state.champions.get(definition.champion)
    return champion.player if champion is not None else None
