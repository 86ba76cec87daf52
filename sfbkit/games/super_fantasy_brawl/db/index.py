"""The card index: records precomputed once into bitset columns, so a query is a few set operations.

Bit ``i`` of a mask is the record at position ``i``. Text columns keep each
distinct lower-cased value once with the mask of the records holding it, plus
all values joined in one string so that ``contains`` is a C-speed ``str.find``
over the distinct values rather than a Python loop over records.
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections import deque
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from itertools import compress, repeat
from operator import itemgetter
from typing import TYPE_CHECKING, Any, overload

from sfbkit.games.super_fantasy_brawl.db.fields import TABLE
from sfbkit.games.super_fantasy_brawl.db.record import CardRecord, RecordSequence
from sfbkit.kit.cache.pickled_mapping import PickledMapping
from sfbkit.kit.search.query import And, Node, Not, Or, Query, Term, exact_first, parse_query

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.content.library import Library

_NONZERO_BYTE = re.compile(rb"[^\x00]")
_BITS_OF_BYTE: tuple[tuple[int, ...], ...] = tuple(
    tuple(bit for bit in range(8) if byte >> bit & 1) for byte in range(256)
)
_BIT_BYTES = bytes.maketrans(b"01", b"\x00\x01")
_DIGIT_BYTES = bytes.maketrans(b"\x00\x01", b"01")
_MANY = 2048
"""From this many positions on, a mask is built with ``mask_of_many``."""
_DENSE = 32
"""A mask with more than one record in this many set is read bit by bit rather than byte by byte."""
_SEPARATOR = "\x00"
_PICKED = 2048
"""From this many records on, a dense mask's records are picked from the whole ordering rather than sorted."""
_FEW_VALUES = 48
"""Above this many matching distinct values, a mask is built bit by bit instead of by ORing masks."""


def mask_of(positions: Iterable[int], size: int) -> int:
    """Returns the mask with the bits of ``positions`` set."""
    bits = bytearray((size + 7) // 8)
    for position in positions:
        bits[position >> 3] |= 1 << (position & 7)
    return int.from_bytes(bits, "little")


def mask_of_many(positions: Iterable[int], size: int) -> int:
    """Returns the mask with the bits of ``positions`` set; faster than ``mask_of`` for thousands of positions."""
    if not size:
        return 0
    flags = bytearray(size)  # one byte per record, set at C speed, read as base-2 digits
    deque(map(flags.__setitem__, positions, repeat(1)), maxlen=0)
    flags.reverse()
    return int(flags.translate(_DIGIT_BYTES), 2)


def positions_of(mask: int, size: int) -> list[int]:
    """Returns the positions of the set bits of ``mask``, ascending."""
    if not mask:
        return []
    if mask.bit_count() * _DENSE < size:
        data = mask.to_bytes((size + 7) // 8, "little")
        found: list[int] = []
        for match in _NONZERO_BYTE.finditer(data):
            base = match.start() * 8
            found.extend(base + bit for bit in _BITS_OF_BYTE[data[match.start()]])
        return found
    return list(compress(range(size), flags_of(mask, size)))  # a dense mask: selected at C speed


def flags_of(mask: int, size: int) -> bytes:
    """Returns one byte per position, 1 where ``mask`` has its bit set."""
    flags = format(mask, "b").encode("ascii")[::-1].translate(_BIT_BYTES)
    return flags + bytes(size - len(flags))


class TextColumn:
    """A text field: each record holds zero or more lower-cased strings.

    A value's mask is built from its holders the first time a query needs it.
    """

    __slots__ = ("holders", "joined", "masks", "size", "slots", "starts", "values")

    def __init__(self, size: int) -> None:
        self.size = size
        self.masks: dict[str, int] = {}
        self.values: list[str] = []
        self.holders: list[list[int]] = []
        self.joined = ""
        self.starts: list[int] = []
        self.slots: dict[str, int] = {}
        """Value -> its place in ``values``."""

    @classmethod
    def build(cls, per_record: Sequence[Iterable[str]]) -> TextColumn:
        """Builds the column from each record's strings."""
        holders: dict[str, list[int]] = {}
        for position, strings in enumerate(per_record):
            for value in {string.lower() for string in strings}:
                holders.setdefault(value, []).append(position)
        column = cls(len(per_record))
        column.values = list(holders)
        column.holders = [holders[value] for value in column.values]
        column.slots = {value: slot for slot, value in enumerate(column.values)}
        offset = 0
        for value in column.values:
            column.starts.append(offset)
            offset += len(value) + 1
        column.joined = _SEPARATOR.join(column.values)
        return column

    def __getstate__(self) -> tuple[int, list[str], list[list[int]], str, list[int]]:
        return self.size, self.values, self.holders, self.joined, self.starts

    def __setstate__(self, state: tuple[int, list[str], list[list[int]], str, list[int]]) -> None:
        self.size, self.values, self.holders, self.joined, self.starts = state
        self.masks = {}
        self.slots = {value: slot for slot, value in enumerate(self.values)}

    def _mask(self, slot: int) -> int:
        value = self.values[slot]
        mask = self.masks.get(value)
        if mask is None:
            mask = self.masks[value] = mask_of(self.holders[slot], self.size)
        return mask

    def equals(self, value: str) -> int:
        """Returns the mask of records holding exactly ``value``."""
        slot = self.slots.get(value)
        return 0 if slot is None else self._mask(slot)

    def contains(self, needle: str) -> int:
        """Returns the mask of records holding a string that contains ``needle``."""
        if _SEPARATOR in needle:
            return 0  # no value holds the separator, so none contains a needle with it
        starts, find = self.starts, self.joined.find
        matched: list[int] = []
        start = find(needle)
        while start >= 0:
            # the needle holds no separator, so a hit lies inside one value; skip to the next value
            index = bisect_right(starts, start) - 1
            matched.append(index)
            if index + 1 == len(starts):
                break
            start = find(needle, starts[index + 1])
        if len(matched) <= _FEW_VALUES:
            result = 0
            for index in matched:
                result |= self._mask(index)
            return result
        holders = [self.holders[index] for index in matched]
        build = mask_of_many if sum(map(len, holders)) >= _MANY else mask_of
        return build((position for found in holders for position in found), self.size)


class NumberColumn:
    """A numeric field: each record holds one integer or none."""

    __slots__ = ("masks",)

    def __init__(self, masks: dict[int, int]) -> None:
        self.masks = masks

    @classmethod
    def build(cls, per_record: Sequence[int | None]) -> NumberColumn:
        """Builds the column from each record's value."""
        holders: dict[int, list[int]] = {}
        for position, value in enumerate(per_record):
            if value is not None:
                holders.setdefault(value, []).append(position)
        return cls({value: mask_of(found, len(per_record)) for value, found in holders.items()})

    def compare(self, operator: str, number: int) -> int:
        """Returns the mask of records whose value compares true with ``number``."""
        test: Callable[[int], bool] = {
            "=": number.__eq__,
            "<": number.__gt__,
            "<=": number.__ge__,
            ">": number.__lt__,
            ">=": number.__le__,
        }[operator]
        result = 0
        for value, mask in self.masks.items():
            if test(value):
                result |= mask
        return result


NUMBER_FIELDS: dict[str, Callable[[CardRecord], int | None]] = {
    "strength": lambda record: record.strength,
    "move": lambda record: record.move,
    "range": lambda record: record.range,
    "hp": lambda record: record.hp,
    "defence": lambda record: record.defence,
}

TEXT_FIELDS: dict[str, Callable[[CardRecord], Iterable[str]]] = {
    "name": lambda record: (record.name,),
    "id": lambda record: (record.id,),
    "champion": lambda record: (record.champion, record.champion_name),
    "role": lambda record: (record.role,),
    "type": lambda record: (record.type,),
    "core": lambda record: (record.core,),
    "keyword": lambda record: record.keywords,
    "flavour": lambda record: (record.flavour,) if record.flavour else (),
    "targeting": lambda record: (record.targeting,) if record.targeting else (),
    "is": lambda record: record.flags,
}

ORDER_KEYS: dict[str, Callable[[CardRecord], str | int | None]] = {
    "name": lambda record: record.name.lower(),
    "id": lambda record: record.id,
    "champion": lambda record: record.champion_name.lower(),
    "type": lambda record: record.type,
    "core": lambda record: record.core,
    **NUMBER_FIELDS,
}
"""Sort keys of ``order:``; records without a value sort last, ties keep library order."""


def ranks(values: Sequence[str | int | None], descending: bool = False) -> list[int]:
    """Returns each position's rank when sorted by ``values``; missing values last, ties by position."""
    present = sorted(
        (position for position, value in enumerate(values) if value is not None),
        key=values.__getitem__,  # type: ignore[arg-type]
        reverse=descending,  # a stable sort keeps ties in position order even when reversed
    )
    missing = [position for position, value in enumerate(values) if value is None]
    result = [0] * len(values)
    for rank, position in enumerate([*present, *missing]):
        result[position] = rank
    return result


class SearchResults(Sequence[CardRecord]):
    """The records a query selected, held as their positions in order; a record is read when it is used."""

    __slots__ = ("_records", "positions")

    def __init__(self, records: Sequence[CardRecord], positions: Sequence[int]) -> None:
        self._records = records
        self.positions = positions

    def __len__(self) -> int:
        return len(self.positions)

    @overload
    def __getitem__(self, index: int) -> CardRecord: ...
    @overload
    def __getitem__(self, index: slice) -> list[CardRecord]: ...
    def __getitem__(self, index: int | slice) -> CardRecord | list[CardRecord]:
        if isinstance(index, slice):
            return list(map(self._records.__getitem__, self.positions[index]))
        return self._records[self.positions[index]]

    def __iter__(self) -> Iterator[CardRecord]:
        return map(self._records.__getitem__, self.positions)

    def __eq__(self, other: object) -> bool:
        if isinstance(other, (list, tuple, SearchResults)):
            return list(self) == list(other)
        return NotImplemented

    __hash__ = None  # type: ignore[assignment]

    def __repr__(self) -> str:
        return f"SearchResults({list(self)!r})"


_COLUMN_GROUPS = ("text", "rules", "numbers", "ranks", "ranks_descending")
"""The index's attributes that map a name to a column or rank list."""


class CardIndex:
    """Every card record with its columns; build once, then answer queries with ``search``."""

    def __init__(self, records: Sequence[CardRecord], langs: Sequence[str]) -> None:
        self.records: Sequence[CardRecord] = tuple(records)
        self.langs = tuple(langs)
        self.size = len(self.records)
        self.everything = (1 << self.size) - 1
        self.text: Mapping[str, TextColumn] = {
            name: TextColumn.build([get(r) for r in self.records]) for name, get in TEXT_FIELDS.items()
        }
        self.rules: Mapping[str, TextColumn] = {
            lang: TextColumn.build([(r.text(lang),) for r in self.records]) for lang in langs
        }
        self.numbers: Mapping[str, NumberColumn] = {
            name: NumberColumn.build([get(r) for r in self.records]) for name, get in NUMBER_FIELDS.items()
        }
        keys = {name: [key(r) for r in self.records] for name, key in ORDER_KEYS.items()}
        self.ranks: Mapping[str, list[int]] = {name: ranks(values) for name, values in keys.items()}
        self.ranks_descending: Mapping[str, list[int]] = {
            name: ranks(values, descending=True) for name, values in keys.items()
        }
        self._orders: dict[tuple[str, bool], tuple[list[int], itemgetter[Any]]] = {}

    @property
    def by_id(self) -> dict[str, CardRecord]:
        """Returns every record by card id."""
        return {record.id: record for record in self.records}

    def __getstate__(self) -> dict[str, Any]:
        return {
            "records": RecordSequence.of(self.records),
            "langs": self.langs,
            "size": self.size,
            **{name: PickledMapping.of(getattr(self, name)) for name in _COLUMN_GROUPS},
        }

    def __setstate__(self, state: dict[str, Any]) -> None:
        self.__dict__.update(state)
        self.everything = (1 << self.size) - 1
        self._orders = {}

    @classmethod
    def from_library(cls, library: Library) -> CardIndex:
        """Builds the index of every card of a library, with rules text in every language."""
        from sfbkit.games.super_fantasy_brawl.db.record import card_records
        from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS

        return cls(card_records(library), LANGS)

    def parse(self, text: str) -> Query:
        """Parses a query against this index's languages."""
        return parse_query(text, TABLE, self.langs)

    def search(self, query: str | Query, lang: str = "en") -> SearchResults:
        """Returns the records matching ``query``, sorted by its ``order:`` (else library order, a card named by its id first).

        ``lang`` is the language ``text:`` searches in unless the query has ``lang:``.
        """
        parsed = self.parse(query) if isinstance(query, str) else query
        descending = parsed.direction == "desc"
        if parsed.filter is None:
            everyone = range(self.size)
            if parsed.order is not None and parsed.order not in self.numbers:
                return SearchResults(self.records, self._ordering(parsed.order, descending)[0])
            if parsed.order is None:
                return SearchResults(self.records, everyone[::-1] if descending else everyone)
        mask = (
            self.everything if parsed.filter is None else self._evaluate(parsed.filter, parsed.lang or lang)
        )
        if parsed.order is not None:
            return SearchResults(self.records, self._sorted(mask, parsed.order, descending))
        found = positions_of(mask, self.size)
        if descending:
            found.reverse()
        if parsed.exact_ids:
            ids = [self.records[position].id for position in found]
            found = [found[place] for place in exact_first(ids, parsed.exact_ids)]
        return SearchResults(self.records, found)

    def _sorted(self, mask: int, order: str, descending: bool) -> list[int]:
        """Returns the positions of the mask's records in the order of ``order``."""
        if self.size >= _PICKED and mask.bit_count() * _DENSE >= self.size:
            # a dense mask: every position in order, the mask's own kept at C speed
            ordered, pick = self._ordering(order, descending)
            return list(compress(ordered, pick(flags_of(mask, self.size))))
        found = positions_of(mask, self.size)
        found.sort(key=(self.ranks_descending if descending else self.ranks)[order].__getitem__)
        return found

    def _ordering(self, order: str, descending: bool) -> tuple[list[int], itemgetter[Any]]:
        """Returns every position in the order of ``order`` and the getter picking them in that order (built on first use)."""
        key = (order, descending)
        ordering = self._orders.get(key)
        if ordering is None:
            ranks_of = (self.ranks_descending if descending else self.ranks)[order]
            ordered = sorted(range(self.size), key=ranks_of.__getitem__)
            ordering = self._orders[key] = (ordered, itemgetter(*ordered))
        return ordering

    def _evaluate(self, node: Node, lang: str) -> int:
        if isinstance(node, Term):
            return self._term(node, lang)
        if isinstance(node, Not):
            return self.everything ^ self._evaluate(node.node, lang)
        if isinstance(node, And):
            result = self.everything
            for child in node.nodes:
                result &= self._evaluate(child, lang)
                if not result:
                    break
            return result
        assert isinstance(node, Or)
        result = 0
        for child in node.nodes:
            result |= self._evaluate(child, lang)
        return result

    def _term(self, term: Term, lang: str) -> int:
        if term.operator == "!=":
            return self.everything ^ self._term(Term(term.field, "=", term.value, term.column), lang)
        if term.field in self.numbers:
            return self.numbers[term.field].compare(term.operator, int(term.value))
        if term.field in ("is", "not"):
            found = self.text["is"].equals(term.value)
            return found if term.field == "is" else self.everything ^ found
        column = self.rules[lang] if term.field == "text" else self.text[term.field]
        return column.contains(term.value) if term.operator == ":" else column.equals(term.value)
