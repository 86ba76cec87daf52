"""Crowns as the kit sees it: its content layout, records, words and matches."""

from __future__ import annotations

from pathlib import Path

from sfbkit.kit.content_layout import ContentLayout
from sfbkit.kit.declared_game import DeclaredGame
from sfbkit.kit.field_record import FieldRecord, RecordField
from sfbkit.kit.item_list import ItemKind
from sfbkit.kit.search.fields import Field, FieldTable
from sfbkit.kit.tree_library import TreeLibrary

from .models import CARD, RULESET, Card
from .simulation import CrownsSimulation
from .words import card_text

FIELDS = FieldTable(
    (
        Field("name", "text", ("n",)),
        Field("id", "text"),
        Field("suit", "text", ("s",)),
        Field("rank", "number", ("r",)),
        Field("text", "text", ("o",), localised=True),
        Field("is", "flag"),
        Field("not", "flag"),
        Field("order", "directive"),
        Field("direction", "directive"),
        Field("lang", "directive"),
    ),
    ("royal",),
    ("name", "id", "suit", "rank"),
)


class Crowns(DeclaredGame):
    """A trick-taking game for 2 to 6 seats: follow the suit led, the highest rank takes the trick."""

    id = "toy"
    title = "Crowns"
    languages = ("en", "ja")
    layout = ContentLayout({"cards": CARD, "rulesets": RULESET})
    item_kinds = (ItemKind("cards", "card", shown=True), ItemKind("rulesets", "ruleset", shown=False))
    search_fields = FIELDS
    record_fields = (RecordField("suit", "text", "suit"), RecordField("rank", "number", "rank"))
    first_steps = ("sfbkit validate", "sfbkit search suit:waves")

    def bundled_root(self) -> Path:
        return Path(__file__).resolve().parents[1] / "content"

    def records(self, library: TreeLibrary) -> tuple[FieldRecord, ...]:
        cards = [card for card in library.of("card").values() if isinstance(card, Card)]
        return tuple(
            FieldRecord(
                card.id,
                card.name,
                {"suit": card.suit, "rank": card.rank},
                frozenset({"royal"} if card.rank == 9 else ()),
                {lang: (card_text(card, lang),) for lang in self.languages},
            )
            for card in sorted(cards, key=lambda card: (card.suit, card.rank))
        )

    def simulation(self) -> CrownsSimulation:
        from .simulation import CrownsSimulation

        return CrownsSimulation()


GAME = Crowns()
