"""Card records: one flat, precomputed row per action card, the unit of search, exports and the site."""

from __future__ import annotations

import pickle
from array import array
from collections.abc import Iterator, Mapping, Sequence
from itertools import accumulate
from typing import TYPE_CHECKING, Any, NamedTuple, overload

from sfbkit.kit.catalogue.record_json import record_json

if TYPE_CHECKING:
    from sfbkit.games.super_fantasy_brawl.content.card import ActionCard
    from sfbkit.games.super_fantasy_brawl.content.library import Library
    from sfbkit.games.super_fantasy_brawl.content.targeting import Targeting


class CardRecord(NamedTuple):
    """A card with its champion's facts, its flags, keywords and rules text in every language."""

    position: int
    """Its place in library order: champions by id, then each deck in file order."""
    id: str
    name: str
    champion: str
    champion_name: str
    role: str
    type: str
    core: str
    move: int
    strength: int | None
    defence: int | None
    targeting: str | None
    range_min: int | None
    range: int | None
    hp: int
    """The champion's basic-side hit points."""
    flavour: str
    keywords: frozenset[str]
    flags: frozenset[str]
    texts: Mapping[str, tuple[str, ...]]
    """Language -> the generated rules text, one line per paragraph."""

    def text(self, lang: str) -> str:
        """Returns the rules text in ``lang`` as one string, paragraphs joined by newlines."""
        return "\n".join(self.texts[lang])

    def as_json(self) -> dict[str, Any]:
        """Returns the record as plain JSON data (the site's and the JSON export's card object)."""
        return record_json(zip(self._fields, self, strict=True))


class RecordSequence(Sequence[CardRecord]):
    """Records kept as one pickled row each, all rows in one string, and rebuilt when first read (a cached index reads few)."""

    __slots__ = ("_data", "_ends", "_records")

    def __init__(self, data: bytes, ends: bytes) -> None:
        self._data = data
        self._ends = array("Q", ends)
        """Where each row ends in ``_data``."""
        self._records: list[CardRecord | None] = [None] * len(self._ends)

    @classmethod
    def of(cls, records: Sequence[CardRecord]) -> RecordSequence:
        """Returns the sequence of the given records."""
        if isinstance(records, RecordSequence):
            return records
        dump = pickle.dumps
        rows = [dump(tuple(record), pickle.HIGHEST_PROTOCOL) for record in records]
        return cls(b"".join(rows), array("Q", accumulate(map(len, rows))).tobytes())

    @overload
    def __getitem__(self, index: int) -> CardRecord: ...
    @overload
    def __getitem__(self, index: slice) -> Sequence[CardRecord]: ...
    def __getitem__(self, index: int | slice) -> CardRecord | Sequence[CardRecord]:
        if isinstance(index, slice):
            return [self[position] for position in range(*index.indices(len(self._ends)))]
        record = self._records[index]
        if record is None:
            if index < 0:
                index += len(self._ends)
            start = self._ends[index - 1] if index else 0
            row = memoryview(self._data)[start : self._ends[index]]
            record = self._records[index] = CardRecord(*pickle.loads(row))
        return record

    def __len__(self) -> int:
        return len(self._ends)

    @property
    def rebuilt(self) -> int:
        """Returns how many records were rebuilt from their rows so far."""
        return len(self._records) - self._records.count(None)

    def __reduce__(self) -> tuple[Any, ...]:
        return (RecordSequence, (self._data, self._ends.tobytes()))


def hex_distance(q: int, r: int) -> int:
    """Returns the distance in hexes of the axial offset (q, r) from the origin."""
    return (abs(q) + abs(r) + abs(q + r)) // 2


def targeting_range(targeting: Targeting | None) -> tuple[int | None, int | None]:
    """Returns the (minimum, maximum) distance a targeting icon reaches; area: its template's extent."""
    from sfbkit.games.super_fantasy_brawl.content.targeting import Direct, Indirect, Melee

    if targeting is None:
        return None, None
    if isinstance(targeting, Melee):
        return 1, 1
    if isinstance(targeting, Indirect):
        return targeting.min, targeting.max
    if isinstance(targeting, Direct):
        return 1, targeting.max
    distances = [hex_distance(q, r) for q, r in targeting.template]
    return min(distances), max(distances)


def _fields(data: Any) -> Iterator[tuple[str, Any]]:
    """Yields (key, value) of every model field anywhere below ``data``, keys as written in YAML."""
    from pydantic import BaseModel

    if isinstance(data, BaseModel):
        for name, info in type(data).model_fields.items():
            value = getattr(data, name)
            yield info.alias or name, value
            yield from _fields(value)
    elif isinstance(data, list | tuple):
        for item in data:
            yield from _fields(item)


def card_flags(card: ActionCard) -> frozenset[str]:
    """Returns the ``is:`` flags of a card (the list and meanings are in docs/search.md)."""
    from sfbkit.games.super_fantasy_brawl.content.targeting import Area, Direct, Indirect, Melee

    flags: set[str] = {card.type}
    targeting = card.targeting
    if isinstance(targeting, Melee):
        flags.add("melee")
    elif isinstance(targeting, Indirect | Direct):
        flags.update(("ranged", targeting.kind))
    elif isinstance(targeting, Area):
        flags.add("area")
    if card.move > 0:
        flags.add("mover")
    found = list(_fields([card.targeting, card.pre_attack, card.post_attack, card.effects]))
    keys = {key for key, _ in found}
    if "levelled" in keys:
        flags.add("levelled")
    if "bloodied" in keys:
        flags.add("bloodied")
    if "if" in keys:
        flags.add("conditional")
    if "choose_one" in keys:
        flags.add("choice")
    if keys & {"poison", "lifesteal", "double"}:
        flags.add("onhit")
    if keys & {"push", "pull", "fear", "force"}:
        flags.add("displace")
    if any(key in ("side", "choose") and value in ("ally", "any") for key, value in found):
        flags.add("ally")
    return frozenset(flags)


def card_records(library: Library) -> tuple[CardRecord, ...]:
    """Builds the records of every card of the library, in library order."""
    from sfbkit.games.super_fantasy_brawl.text.rules_text import LANGS, card_keywords, card_text

    records: list[CardRecord] = []
    for champion_id in sorted(library.decks):
        champion = library.champions.get(champion_id)
        for card_id in library.decks[champion_id]:
            card = library.cards[card_id]
            range_min, range_max = targeting_range(card.targeting)
            records.append(
                CardRecord(
                    position=len(records),
                    id=card.id,
                    name=card.name,
                    champion=champion_id,
                    champion_name=champion.name if champion is not None else champion_id,
                    role=champion.role if champion is not None else "",
                    type=card.type,
                    core=card.core,
                    move=card.move,
                    strength=card.strength,
                    defence=card.defence,
                    targeting=card.targeting.kind if card.targeting is not None else None,
                    range_min=range_min,
                    range=range_max,
                    hp=champion.basic.hp if champion is not None else 0,
                    flavour=card.flavour or "",
                    keywords=frozenset(card_keywords(card)),
                    flags=card_flags(card),
                    texts={lang: tuple(card_text(card, lang)) for lang in LANGS},
                )
            )
    return tuple(records)
