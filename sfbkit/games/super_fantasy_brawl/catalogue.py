"""A Super Fantasy Brawl tree opened for browsing: the kit's show, search and results table for champions and cards."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Any

from sfbkit.games.super_fantasy_brawl.db.record import CardRecord
from sfbkit.games.super_fantasy_brawl.text.labels import label
from sfbkit.kit.catalogue.item_list import ListedItem, Named, listed_items, plural_kinds
from sfbkit.kit.game import CardRecord as AnyRecord
from sfbkit.kit.game import SheetRequest
from sfbkit.kit.text.text_table import aligned_table

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.content.library import Library
    from sfbkit.games.super_fantasy_brawl.db.index import CardIndex
    from sfbkit.kit.cache.cache_store import CacheStore
    from sfbkit.kit.errors import SfbkitError, UnknownIdError
    from sfbkit.kit.problems import Problem


class SfbCatalogue:
    """The champions and cards of one tree, loaded (from the cache) only as far as a command needs."""

    def __init__(self, root: Path) -> None:
        self.root = root

    @cached_property
    def _slot(self) -> tuple[CacheStore, str] | None:
        """The tree's cache slot (its key hashes every content file, so it is computed once)."""
        from sfbkit.games.super_fantasy_brawl.content.declaration import CONTENT
        from sfbkit.kit.tree.tree_key import cache_slot

        return cache_slot(self.root, CONTENT)

    @property
    def _stored_whole(self) -> bool:
        """Tells whether the whole tree validated and its library is stored under the tree's key."""
        from sfbkit.kit.tree.library_cache import library_stored

        return not self._preview[1] and library_stored(self._slot)

    @cached_property
    def _preview(self) -> tuple[Library, tuple[Problem, ...]]:
        from sfbkit.games.super_fantasy_brawl.content.declaration import CONTENT
        from sfbkit.kit.tree.library_cache import preview_library

        return preview_library(self.root, CONTENT, self._slot)

    @property
    def library(self) -> Library:
        """The library of every valid file (files with problems are named on stderr and left out)."""
        return self._preview[0]

    @cached_property
    def valid_library(self) -> Library:
        """The whole tree, which must be valid (exports); InvalidContentError lists every problem."""
        from sfbkit.games.super_fantasy_brawl.content.declaration import CONTENT
        from sfbkit.kit.tree.library_cache import cached_library

        return cached_library(self.root, CONTENT)

    @property
    def content_hash(self) -> str:
        return self.library.content_hash

    item_kinds = plural_kinds(("champions", "cards"), ("traps", "challenges", "arenas", "rulesets"))

    def items(self, kind: str) -> Sequence[ListedItem]:
        """Returns the champions, cards, traps, challenges, arenas or rulesets of the tree by id."""
        library = self.library
        if kind == "traps":
            return listed_items({trap.id: trap for trap in library.traps})
        collections: dict[str, Mapping[str, Named]] = {
            "champions": library.champions,
            "cards": library.cards,
            "challenges": library.challenges,
            "arenas": library.arenas,
            "rulesets": library.rulesets,
        }
        return listed_items(collections[kind])

    @cached_property
    def index(self) -> CardIndex:
        """The search index, without the models when the cache holds it."""
        from sfbkit.games.super_fantasy_brawl.db.index_cache import cached_index

        return cached_index(self.root)

    def show(self, item_id: str, lang: str) -> str:
        """Returns a champion (both sides and its cards) or one card laid out for the terminal.

        An item shown before from the same valid tree is printed from the cache, not rendered.
        """
        from sfbkit.kit.tree.show_cache import shown_or_rendered

        return shown_or_rendered(
            self._slot, item_id, lang, lambda: self._rendered(item_id, lang), lambda: self._stored_whole
        )

    def _rendered(self, item_id: str, lang: str) -> str:
        """Returns the item rendered from its model."""
        from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
        from sfbkit.games.super_fantasy_brawl.db.lookup import find_item
        from sfbkit.games.super_fantasy_brawl.render.terminal import card_lines, champion_lines
        from sfbkit.kit.errors import UnknownIdError

        library = self.library
        try:
            item = find_item(library, item_id)
        except UnknownIdError as error:
            raise self._missing(error) from None
        if isinstance(item, ActionCard):
            owner = library.champions.get(library.card_owner[item.id])
            lines = card_lines(item, owner.name if owner else library.card_owner[item.id], lang)
        else:
            lines = champion_lines(item, library, lang)
        return "\n".join(lines)

    def search(self, query: str, lang: str) -> Sequence[CardRecord]:
        """Returns the cards a query selects."""
        return self.index.search(query, lang=lang)

    export_formats: tuple[str, ...] = ("csv", "json", "sqlite")

    def export(self, output: str, out: Path, reading: frozenset[Path]) -> None:
        """Writes every champion and card as JSON, SQLite (with full-text search) or CSV."""
        from sfbkit.games.super_fantasy_brawl.db.export_csv import write_csv
        from sfbkit.games.super_fantasy_brawl.db.export_json import write_json
        from sfbkit.games.super_fantasy_brawl.db.export_sqlite import write_sqlite

        writers = {"json": write_json, "sqlite": write_sqlite, "csv": write_csv}
        writers[output](self.valid_library, out)

    def export_schema(self) -> dict[str, Any]:
        """Returns the JSON Schema of the JSON export."""
        from sfbkit.games.super_fantasy_brawl.db.export_json import export_schema

        return export_schema()

    def sheet(self, request: SheetRequest) -> bytes:
        """Returns 3x3 poker-size cards per page with crop marks, in the requested format."""
        from sfbkit.games.super_fantasy_brawl.render.sheet_request import print_sheet
        from sfbkit.kit.errors import UnknownIdError

        try:
            return print_sheet(self.library, request)
        except UnknownIdError as error:
            raise self._missing(error) from None

    def _missing(self, error: UnknownIdError) -> SfbkitError:
        """Returns the error for an id not found: a content error when files with problems were left out."""
        from sfbkit.kit.errors import ContentError

        if self._preview[1]:  # the id may be in a file that was left out for its problems
            return ContentError(f"{error}; files with problems were left out (see above)")
        return error

    def write_site(self, out: Path) -> None:
        """Writes a page per champion, card and arena, and a searchable index."""
        from sfbkit.games.super_fantasy_brawl.render.site import write_site

        write_site(self.library, out)

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
        lines = aligned_table(headings, rows)
        lines.append(f"{len(records)} {label('result' if len(records) == 1 else 'results', lang)}")
        return "\n".join(lines)


def _cell(value: object) -> str:
    return "" if value is None else str(value)
