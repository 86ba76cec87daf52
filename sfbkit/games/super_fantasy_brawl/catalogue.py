"""A Super Fantasy Brawl tree opened for browsing: the kit's show, search and results table for champions and cards."""

from __future__ import annotations

from collections.abc import Sequence
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING

from sfbkit.games.super_fantasy_brawl.db.record import CardRecord
from sfbkit.games.super_fantasy_brawl.text.labels import label
from sfbkit.games.super_fantasy_brawl.text.text_width import display_width
from sfbkit.kit.game import CardRecord as AnyRecord
from sfbkit.kit.problems import one_line

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.content.library import Library
    from sfbkit.games.super_fantasy_brawl.db.index import CardIndex
    from sfbkit.kit.problems import Problem


class SfbCatalogue:
    """The champions and cards of one tree, loaded (from the cache) only as far as a command needs."""

    def __init__(self, root: Path) -> None:
        self.root = root

    @cached_property
    def _preview(self) -> tuple[Library, tuple[Problem, ...]]:
        from sfbkit.games.super_fantasy_brawl.content.library_cache import preview_library

        return preview_library(self.root)

    @property
    def library(self) -> Library:
        """The library of every valid file (files with problems are named on stderr and left out)."""
        return self._preview[0]

    @property
    def content_hash(self) -> str:
        return self.library.content_hash

    @cached_property
    def index(self) -> CardIndex:
        """The search index, without the models when the cache holds it."""
        from sfbkit.games.super_fantasy_brawl.db.index_cache import cached_index

        return cached_index(self.root)

    def show(self, item_id: str, lang: str) -> str:
        """Returns a champion (both sides and its cards) or one card laid out for the terminal."""
        from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
        from sfbkit.games.super_fantasy_brawl.db.lookup import find_item
        from sfbkit.games.super_fantasy_brawl.render.terminal import card_lines, champion_lines

        library = self.library
        item = find_item(library, item_id)
        if isinstance(item, ActionCard):
            owner = library.champions.get(library.card_owner[item.id])
            lines = card_lines(item, owner.name if owner else library.card_owner[item.id], lang)
        else:
            lines = champion_lines(item, library, lang)
        return "\n".join(lines)

    def search(self, query: str, lang: str) -> Sequence[CardRecord]:
        """Returns the cards a query selects."""
        return self.index.search(query, lang=lang)

    def results_table(self, records: Sequence[AnyRecord], lang: str) -> str:
        """Returns the records as an aligned text table, one card a row."""
        headings = ("id", "name", "champion", "type", "core", "mv", "str", "def", "rng")
        rows = [
            (
                record.id,
                record.name,
                record.champion_name,
                label(record.type, lang),
                label(record.core, lang),
                _cell(record.move or None),
                _cell(record.strength),
                _cell(record.defence),
                _cell(record.range),
            )
            for record in records
            if isinstance(record, CardRecord)
        ]
        shown: list[tuple[str, ...]] = [headings, *(tuple(one_line(cell) for cell in row) for row in rows)]
        widths = [max(display_width(row[column]) for row in shown) for column in range(len(headings))]
        lines = []
        for row in shown:
            cells = [
                cell + " " * (width - display_width(cell)) for cell, width in zip(row, widths, strict=True)
            ]
            lines.append("  ".join(cells).rstrip())
        lines.append(f"{len(records)} {label('results', lang)}")
        return "\n".join(lines)


def _cell(value: object) -> str:
    return "" if value is None else str(value)
