"""The kinds of Blood Wars content file (BW §16), their models, and how a path maps to a kind."""

from __future__ import annotations

from pathlib import PurePath

from sfbkit.games.blood_wars.content.battlefield import BattlefieldList
from sfbkit.games.blood_wars.content.deck import Deck
from sfbkit.games.blood_wars.content.deck_table import DeckTable
from sfbkit.games.blood_wars.content.fate import FateList
from sfbkit.games.blood_wars.content.legion import LegionList
from sfbkit.games.blood_wars.content.ruleset import Ruleset
from sfbkit.games.blood_wars.content.warlord import WarlordList
from sfbkit.kit.content.file_kind import FileKind

BATTLEFIELDS = FileKind("battlefields", BattlefieldList, None)
WARLORDS = FileKind("warlords", WarlordList, None)
LEGIONS = FileKind("legions", LegionList, None)
FATES = FileKind("fates", FateList, None)
DECK = FileKind("deck", Deck, "id")
DECK_TABLE = FileKind("deck-table", DeckTable, "id")
RULESET = FileKind("ruleset", Ruleset, "id")

ALL_KINDS = (BATTLEFIELDS, WARLORDS, LEGIONS, FATES, DECK, DECK_TABLE, RULESET)

CARD_FILES: dict[str, FileKind] = {
    "battlefields": BATTLEFIELDS,
    "warlords": WARLORDS,
    "legions": LEGIONS,
    "fates": FATES,
}
"""Each card list of ``cards/`` by its file stem: ``cards/warlords.yaml`` (or ``cards/warlords-more.yaml``) holds ``warlords:``."""

FOLDERS: dict[str, FileKind] = {"decks": DECK, "deck-tables": DECK_TABLE, "rulesets": RULESET}
"""Each folder of one-item files and the kind of its files."""


def kind_of(path: PurePath, root: PurePath | None = None) -> FileKind | None:
    """Returns the kind of a content file from its folder and name, or None if it is not content."""
    if path.suffix not in (".yaml", ".yml"):
        return None
    if path.parent.name == "cards":
        return CARD_FILES.get(path.stem.split("-", 1)[0])
    return FOLDERS.get(path.parent.name)
