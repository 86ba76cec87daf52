"""Whether ``sfbkit validate`` has card examples to check, found without importing the script parser."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.content.card import Deck
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.kit.report.validation_report import ValidationReport


def has_examples(report: ValidationReport) -> bool:
    """Returns whether a checked file of the report holds a card or ability example."""
    checked = set(report.checked)
    for file in report.files:
        if file.display not in checked:
            continue
        model = file.model
        if isinstance(model, Deck) and any(card.examples for card in model.cards):
            return True
        if isinstance(model, Champion) and any(
            ability.examples for side in (model.basic, model.levelled) for ability in side.abilities
        ):
            return True
    return False
