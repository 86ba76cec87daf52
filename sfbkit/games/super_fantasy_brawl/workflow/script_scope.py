"""Which examples and match scripts ``sfbkit validate`` checks, found without importing the script parser."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.content.card import Deck
from sfbkit.games.super_fantasy_brawl.content.champion import Champion
from sfbkit.kit.content.loader import within
from sfbkit.kit.report.validation_report import ValidationReport

SCRIPTS_FOLDER = "matches"


def script_files(root: Path, paths: Iterable[Path] | None = None) -> list[Path]:
    """Returns the tree's match scripts (``matches/*.yaml``) by name, only those inside ``paths`` when given."""
    try:
        found = sorted(path for path in (root / SCRIPTS_FOLDER).glob("*.yaml") if path.is_file())
    except OSError:
        return []
    if paths is None:
        return found
    scope = [Path(path).resolve() for path in paths]
    return [path for path in found if within(path.resolve(), scope)]


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
