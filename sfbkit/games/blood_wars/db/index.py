"""Search over Blood Wars card records: a scan of every record per query (a tree holds a few hundred cards)."""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.games.blood_wars.db.card_record import BWCardRecord
from sfbkit.games.blood_wars.db.fields import TABLE
from sfbkit.kit.search.query import And, Node, Not, Or, Term, parse_query

_NUMBERS = {"is": "is_", "cs": "cs", "vp": "vp", "rr": "rr"}
"""Number fields and the record attribute each reads."""


def _values(record: BWCardRecord, field: str, lang: str) -> tuple[str, ...]:
    """Returns the lower-cased values a text field has on a record."""
    values: tuple[str, ...] = {
        "name": (record.name,),
        "id": (record.id,),
        "kind": (record.kind,),
        "subtype": tuple(value for value in (record.subtype, record.item_kind) if value),
        "alignment": (record.alignment,) if record.alignment else (),
        "ability": record.ability_kinds,
        "timing": record.windows,
        "deck": record.decks,
        "text": (record.text(lang),),
        "flavour": (record.flavour,) if record.flavour else (),
        "unique": ("yes" if record.unique else "no",),
    }[field]
    return tuple(value.lower() for value in values)


def _flag(record: BWCardRecord, flag: str) -> bool:
    return record.unique if flag == "unique" else record.alignment is not None


def _compare(number: int | None, operator: str, wanted: int) -> bool:
    if number is None:
        return False
    return {
        "=": number == wanted,
        "!=": number != wanted,
        "<": number < wanted,
        "<=": number <= wanted,
        ">": number > wanted,
        ">=": number >= wanted,
    }[operator]


def _term(record: BWCardRecord, term: Term, lang: str) -> bool:
    if term.field in _NUMBERS:
        return _compare(getattr(record, _NUMBERS[term.field]), term.operator, int(term.value))
    if term.field in ("has", "not"):
        return _flag(record, term.value) == (term.field == "has")
    values = _values(record, term.field, lang)
    if term.field == "alignment" and term.operator == ":":
        # al:n finds a neutral component in either place; al:le is the whole alignment (BW §2)
        return any(term.value == value or (len(term.value) == 1 and term.value in value) for value in values)
    if term.operator == ":":
        return any(term.value in value for value in values)
    if term.operator == "=":
        return term.value in values
    return term.value not in values


def _matches(record: BWCardRecord, node: Node, lang: str) -> bool:
    if isinstance(node, Term):
        return _term(record, node, lang)
    if isinstance(node, Not):
        return not _matches(record, node.node, lang)
    if isinstance(node, And):
        return all(_matches(record, child, lang) for child in node.nodes)
    assert isinstance(node, Or)
    return any(_matches(record, child, lang) for child in node.nodes)


def search(
    records: Sequence[BWCardRecord], text: str, lang: str, langs: tuple[str, ...]
) -> list[BWCardRecord]:
    """Returns the records a query selects, in library order unless it says ``order:``."""
    query = parse_query(text, TABLE, langs)
    lang = query.lang or lang
    found = [record for record in records if query.filter is None or _matches(record, query.filter, lang)]
    if query.order is not None:
        key = _NUMBERS.get(query.order, query.order)
        present = [record for record in found if getattr(record, key) is not None]
        absent = [record for record in found if getattr(record, key) is None]
        present.sort(key=lambda record: getattr(record, key), reverse=query.direction == "desc")
        found = present + absent
    elif query.direction == "desc":
        found.reverse()
    return found
