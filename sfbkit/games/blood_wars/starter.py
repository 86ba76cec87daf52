"""What ``sfbkit init --game blood-wars`` writes: a tree that extends the bundled game, and its first steps."""

from __future__ import annotations

from sfbkit.games.blood_wars.content.kinds import CARD_FILES, FOLDERS
from sfbkit.kit.game import HookFiles, Starter

_FILES = r"^((cards|decks|deck-tables|rulesets)/.+\.ya?ml)$"

STARTER = Starter(
    folders=("cards", "decks", "deck-tables", "rulesets", "matches"),
    schema_globs={
        **{f"{kind.name}.json": (f"cards/{stem}.yaml",) for stem, kind in CARD_FILES.items()},
        **{f"{kind.name}.json": (f"{folder}/*.yaml",) for folder, kind in FOLDERS.items()},
    },
    extends=True,
    checks=(),
    hook_files=HookFiles(validate=_FILES, fmt=_FILES, checks=_FILES),
    first_steps=(
        "sfbkit new warlord my-warlord      # a warlord in cards/warlords.yaml; its hints say what to fill in",
        "sfbkit new deck my-deck            # a deck list in decks/, built from the bundled cards",
        "sfbkit validate",
        "sfbkit deck decks/my-deck.yaml",
        "sfbkit show my-warlord",
    ),
)
"""The starter of a Blood Wars repository."""
