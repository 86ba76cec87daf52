"""Deck tables (BW §4): for each deck size, count ranges and caps on sums of printed values."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import AfterValidator, Field

from sfbkit.kit.content.ids import Id
from sfbkit.kit.content.model_base import Model
from sfbkit.kit.content.text_fields import Line


def _ordered(bounds: list[int]) -> list[int]:
    if bounds[0] > bounds[1]:
        raise ValueError("a range is [min, max] with min <= max")
    return bounds


CountRange = Annotated[
    list[Annotated[int, Field(ge=0, le=100)]],
    Field(min_length=2, max_length=2, description="[min, max], inclusive, on card counts (0–100)."),
    AfterValidator(_ordered),
]
"""A range of card counts, written ``[min, max]``."""

SizeKey = Literal["40", "50", "60", "70", "80", "90", "100"]
"""A deck size as a table's key (BW §4); YAML mapping keys are read as text."""

Cap = Annotated[int, Field(ge=0, le=3000, description="The greatest sum of printed values, 0–3000.")]

RangeRow = Literal[
    "warlords",
    "legions",
    "battlefields",
    "realm",
    "layer",
    "site_town",
    "fates",
    "acolyte",
    "item",
    "artifact",
    "magical",
    "mundane",
    "orders",
    "spell",
    "support",
]
"""The count rows of BW §4."""

CapRow = Literal["is_cap", "cs_cap", "vp_cap"]
"""The sum rows of BW §4: IS of warlords, CS of legions, VP of battlefields."""

TABLE_ROWS: tuple[RangeRow | CapRow, ...] = (
    "warlords",
    "is_cap",
    "legions",
    "cs_cap",
    "battlefields",
    "realm",
    "layer",
    "site_town",
    "vp_cap",
    "fates",
    "acolyte",
    "item",
    "artifact",
    "magical",
    "mundane",
    "orders",
    "spell",
    "support",
)
"""Every row, in the order BW §4 prints them."""


class SizeRows(Model):
    """The rows of one deck size; every row is required."""

    warlords: CountRange
    is_cap: Cap
    legions: CountRange
    cs_cap: Cap
    battlefields: CountRange
    realm: CountRange
    layer: CountRange
    site_town: CountRange
    vp_cap: Cap
    fates: CountRange
    acolyte: CountRange
    item: CountRange
    artifact: CountRange
    magical: CountRange
    mundane: CountRange
    orders: CountRange
    spell: CountRange
    support: CountRange


class DeckTable(Model):
    """A construction table: the copy limit and each allowed size's rows."""

    id: Id = Field(description="Unique id; the file is named after it.")
    name: Line = Field(min_length=1, max_length=60, description="Display name.")
    max_copies: int = Field(default=3, ge=1, le=10, description="Most copies of one card id (BW §4).")
    sizes: dict[SizeKey, SizeRows] = Field(
        min_length=1, description="Each deck size's rows (BW §4), keyed by the size: 40, 50, ..., 100."
    )

    @property
    def deck_sizes(self) -> tuple[int, ...]:
        """Returns the sizes the table has rows for, smallest first."""
        return tuple(sorted(int(size) for size in self.sizes))

    def rows(self, size: int) -> SizeRows | None:
        """Returns the rows of one deck size, None when the table has no such column."""
        return next((rows for key, rows in self.sizes.items() if key == str(size)), None)
