"""Decks (BW §4, §16): one deck list per file, checked against its deck table."""

from __future__ import annotations

from pydantic import Field

from sfbkit.games.blood_wars.content.numbers import Copies
from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line, Prose


class DeckEntry(Model):
    """Copies of one card in a deck."""

    card: Id = Field(description="A card id of the tree.")
    count: Copies = Field(description="How many copies (the deck table sets the most, BW §4).")


class Deck(Model):
    """A deck list; its size is the sum of its counts."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    description: Prose | None = Field(default=None, max_length=600, description="How the deck plays.")
    deck_table: Id = Field(default="standard", description="The deck table it is built under (BW §4).")
    cards: list[DeckEntry] = Field(min_length=1, max_length=100, description="The cards and their counts.")

    @property
    def size(self) -> int:
        """Returns the number of cards, copies included."""
        return sum(entry.count for entry in self.cards)
