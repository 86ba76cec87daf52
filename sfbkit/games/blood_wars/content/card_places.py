"""Where each card of a tree is written: its file and its path inside the file's card list."""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import NamedTuple

from sfbkit.games.blood_wars.content.battlefield import Battlefield, BattlefieldList
from sfbkit.games.blood_wars.content.fate import Fate, FateList
from sfbkit.games.blood_wars.content.legion import Legion, LegionList
from sfbkit.games.blood_wars.content.warlord import Warlord, WarlordList
from sfbkit.kit.content.loader import LoadedFile

Card = Battlefield | Warlord | Legion | Fate
"""Any of the four card kinds (BW §1)."""


class PlacedCard(NamedTuple):
    """A card and where it is written."""

    file: LoadedFile
    path: tuple[str | int, ...]
    """Its path in the file: ``("warlords", 2)``."""
    card: Card


def card_places(files: Sequence[LoadedFile]) -> Iterator[PlacedCard]:
    """Yields every card of the files that validated, in file order, then list order."""
    for file in files:
        model = file.model
        if isinstance(model, BattlefieldList):
            cards: Sequence[Card] = model.battlefields
            key = "battlefields"
        elif isinstance(model, WarlordList):
            cards, key = model.warlords, "warlords"
        elif isinstance(model, LegionList):
            cards, key = model.legions, "legions"
        elif isinstance(model, FateList):
            cards, key = model.fates, "fates"
        else:
            continue
        for index, card in enumerate(cards):
            yield PlacedCard(file, (key, index), card)
