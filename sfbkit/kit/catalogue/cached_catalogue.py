"""A tree opened for browsing: its cache slot, library and records worked out once, and shown texts kept."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from functools import cached_property
from pathlib import Path
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

if TYPE_CHECKING:
    from sfbkit.kit.cache.cache_store import CacheStore
    from sfbkit.kit.catalogue.item_list import ItemKind, ListedItem, Named
    from sfbkit.kit.tree.content_declaration import ContentDeclaration

RECORDS_ENTRY = "records"
"""The cache entry of a tree's records, under the tree's key."""


class Identified(Protocol):
    @property
    def id(self) -> str: ...


LibraryT = TypeVar("LibraryT")
RecordT = TypeVar("RecordT", bound=Identified)


class CachedCatalogue(Generic[LibraryT, RecordT]):
    """The library and records of one tree, from the signed cache when the tree's bytes were read before."""

    record_noun = "card"
    """What ``record`` calls an unknown id's kind in its error."""
    item_kinds: tuple[ItemKind, ...]
    """The kinds ``sfbkit list`` shows; each plural names the library's mapping of that kind by id."""

    def __init__(
        self,
        root: Path,
        content: ContentDeclaration[LibraryT],
        make_records: Callable[[LibraryT], tuple[RecordT, ...]],
    ) -> None:
        self.root = root
        self._content = content
        self._make_records = make_records

    def items(self, kind: str) -> Sequence[ListedItem]:
        """Returns the items of one kind (a plural of ``item_kinds``) by id, each with its name."""
        from sfbkit.kit.catalogue.item_list import listed_items

        collection: Mapping[str, Named] = getattr(self.library, kind)
        return listed_items(collection)

    @cached_property
    def guarded(self) -> frozenset[Path]:
        """The tree's content folders, root content files and manifest: no output may be or lie inside one."""
        from sfbkit.kit.registry import get_game
        from sfbkit.kit.tree.content_guard import guarded_paths

        return frozenset(guarded_paths(get_game(self._content.game_id), self.root))

    @cached_property
    def slot(self) -> tuple[CacheStore, str] | None:
        """The tree's cache slot (its key covers every content file, so it is computed once)."""
        from sfbkit.kit.tree.tree_key import cache_slot

        return cache_slot(self.root, self._content)

    @cached_property
    def library(self) -> LibraryT:
        """The validated library; InvalidContentError lists every problem."""
        from sfbkit.kit.tree.library_cache import cached_library

        return cached_library(self.root, self._content, self.slot)

    @cached_property
    def records(self) -> tuple[RecordT, ...]:
        """Every card as a search record, in library order (kept beside the library)."""
        from sfbkit.kit.cache.cache_store import load_unfrozen
        from sfbkit.kit.tree.library_cache import library_stored

        slot = self.slot
        kept = load_unfrozen(*slot, RECORDS_ENTRY) if slot is not None else None
        if isinstance(kept, tuple):
            return kept
        records = self._make_records(self.library)
        if slot is not None and library_stored(slot):
            slot[0].save(slot[1], RECORDS_ENTRY, records)
        return records

    @property
    def content_hash(self) -> str:
        content_hash: str = getattr(self.library, "content_hash")  # noqa: B009 (every library has one)
        return content_hash

    def record(self, item_id: str) -> RecordT:
        """Returns the record with ``item_id``; UnknownIdError otherwise."""
        from sfbkit.kit.errors import unknown_id

        for record in self.records:
            if record.id == item_id:
                return record
        raise unknown_id(item_id, [record.id for record in self.records], self.record_noun)

    def kept_show(self, item_id: str, lang: str, render: Callable[[], str]) -> str:
        """Returns what ``render`` gives, or the text a show of the same tree kept before."""
        from sfbkit.kit.tree.library_cache import library_stored
        from sfbkit.kit.tree.show_cache import shown_or_rendered

        return shown_or_rendered(self.slot, item_id, lang, render, lambda: library_stored(self.slot))
