"""What ``sfbkit init --game blood-wars`` writes: a tree that extends the bundled game, and its first steps."""

from __future__ import annotations

from sfbkit.games.blood_wars.content.kinds import CARD_FILES, FOLDERS
from sfbkit.kit.game import HookFiles, Starter

_FILES = r"^((cards|decks|deck-tables|rulesets)/.+\.ya?ml)$"

STARTER = Starter(
    folders=("cards", "decks", "deck-tables", "rulesets", "matches"),
    schema_globs={
        **{f"{kind.name}.json": (f"cards/{stem}*.yaml",) for stem, kind in CARD_FILES.items()},
        **{f"{kind.name}.json": (f"{folder}/*.yaml",) for folder, kind in FOLDERS.items()},
    },
    extends=True,
    checks=(),
    hook_files=HookFiles(validate=_FILES, fmt=_FILES, checks=_FILES),
    first_steps=(
        "sfbkit new deck my-deck            # decks/my-deck.yaml, a copy of a bundled deck to change",
        "sfbkit new warlord my-warlord      # cards/warlords-my-warlord.yaml; its hint puts it in your deck",
        "sfbkit validate",
        "sfbkit deck decks/my-deck.yaml",
        "sfbkit show my-warlord",
    ),
    layering=(
        "every bundled card, deck, deck table and ruleset is available, and your files add to them. "
        "Card files are `cards/<kind>s.yaml` or `cards/<kind>s-<anything>.yaml` (`cards/warlords-mine.yaml` "
        "holds `warlords:`); an id the base already has is reported as a duplicate, so new cards and decks "
        "take new ids."
    ),
)
"""The starter of a Blood Wars repository."""
