"""Crowns as the kit sees it: its content layout, records, words and matches."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import get_args

from markupsafe import Markup

from sfbkit.kit.catalogue.field_record import FieldRecord, RecordField
from sfbkit.kit.catalogue.item_list import ItemKind
from sfbkit.kit.declared.game import DeclaredGame
from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.events import Event
from sfbkit.kit.scripts.expect_keys import ExpectKey, Probe, equal
from sfbkit.kit.search.fields import Field, FieldTable
from sfbkit.kit.tree.content_layout import ContentLayout
from sfbkit.kit.tree.tree_library import TreeLibrary

from .models import CARD, RULESET, Card, Ruleset, Setup, Suit
from .rules import CrownsMatch, new_match
from .simulation import CrownsSimulation
from .words import card_text, event_words

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
    setup_model = Setup
    clock_event = "trick_taken"

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

    def groups(self, library: TreeLibrary) -> dict[str, tuple[str, tuple[str, ...]]]:
        records = self.records(library)
        return {
            suit: (suit.capitalize(), tuple(r.id for r in records if r.facts["suit"] == suit))
            for suit in get_args(Suit)
        }

    def face_html(self, record: FieldRecord, lang: str) -> Markup:
        return Markup(
            '<article class="card-face crowns-{}" data-card="{}" lang="{}"><h2>{}</h2><p>{}</p></article>'
        ).format(record.facts["suit"], record.id, lang, record.name, record.text(lang))

    def new_match(self, library: TreeLibrary, setup: Setup, seed: int) -> CrownsMatch:
        ruleset = library.of("ruleset").get(setup.ruleset)
        if not isinstance(ruleset, Ruleset):
            raise UsageError(f"unknown ruleset {setup.ruleset!r}")
        cards = [card for card in library.of("card").values() if isinstance(card, Card)]
        return new_match(cards, setup.seats, ruleset.hand, seed)

    def state_keys(self) -> Sequence[ExpectKey]:
        return (
            ExpectKey("tricks", list[int], "tricks taken by each seat", "[1, 0, 2]", equal(_read("tricks"))),
            ExpectKey("leader", int, "the seat that leads the trick", "2", equal(_read("leader"))),
        )

    def event_words(self, event: Event) -> str:
        return event_words(event)

    def simulation(self) -> CrownsSimulation:
        from .simulation import CrownsSimulation

        return CrownsSimulation()


def _read(name: str) -> Callable[[Probe], object]:
    return lambda probe: getattr(probe.match, name)


GAME = Crowns()
