"""Search by scanning every record: enough for a tree of a few thousand cards, with no index to build or keep."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

from sfbkit.kit.search.fields import FieldTable
from sfbkit.kit.search.query import And, Node, Not, Or, Term, exact_first, parse_query


class ScannedRecord(Protocol):
    """A record as a scan reads it: the values of its text fields, its numbers and its flags."""

    def values(self, field: str, lang: str) -> tuple[str, ...]:
        """Returns the values a text field has on the record (empty when it has none)."""
        ...

    def number(self, field: str) -> int | None:
        """Returns a number field's value, or None when the record has none."""
        ...

    def has_flag(self, flag: str) -> bool:
        """Tells whether an ``is:`` flag holds for the record."""
        ...


R = TypeVar("R", bound=ScannedRecord)

_COMPARE = {
    "=": int.__eq__,
    "!=": int.__ne__,
    "<": int.__lt__,
    "<=": int.__le__,
    ">": int.__gt__,
    ">=": int.__ge__,
}


def _term(record: ScannedRecord, term: Term, table: FieldTable, lang: str) -> bool:
    if term.operator == "!=":
        return not _term(record, Term(term.field, "=", term.value, term.column), table, lang)
    field = table.by_name[term.field]
    if field.kind == "number":
        number = record.number(field.name)
        return number is not None and _COMPARE[term.operator](number, int(term.value))
    if field.kind == "flag":
        return record.has_flag(term.value) != (field.name == "not")
    values = [value.lower() for value in record.values(field.name, lang)]
    if term.operator == ":":
        return any(term.value in value for value in values)
    if term.operator == "=":
        return term.value in values
    return term.value not in values


def _matches(record: ScannedRecord, node: Node, table: FieldTable, lang: str) -> bool:
    if isinstance(node, Term):
        return _term(record, node, table, lang)
    if isinstance(node, Not):
        return not _matches(record, node.node, table, lang)
    if isinstance(node, And):
        return all(_matches(record, child, table, lang) for child in node.nodes)
    assert isinstance(node, Or)
    return any(_matches(record, child, table, lang) for child in node.nodes)


def _sort_key(record: ScannedRecord, field: str, table: FieldTable, lang: str) -> int | str | None:
    if table.by_name[field].kind == "number":
        return record.number(field)
    values = record.values(field, lang)
    return values[0] if values else None


def scan_search(
    records: Sequence[R], text: str, lang: str, table: FieldTable, langs: tuple[str, ...]
) -> list[R]:
    """Returns the records a query selects, in their own order unless it says ``order:`` (records without the key last); a card named by its id first."""
    query = parse_query(text, table, langs)
    lang = query.lang or lang
    found = [
        record for record in records if query.filter is None or _matches(record, query.filter, table, lang)
    ]
    if query.order is not None:
        keyed = [(_sort_key(record, query.order, table, lang), record) for record in found]
        present = [pair for pair in keyed if pair[0] is not None]
        present.sort(key=lambda pair: pair[0], reverse=query.direction == "desc")  # type: ignore[arg-type,return-value]
        found = [record for _, record in present] + [record for key, record in keyed if key is None]
    else:
        if query.direction == "desc":
            found.reverse()
        found = [found[position] for position in exact_first(_ids(found), query.exact_ids)]
    return found


def _ids(records: Sequence[ScannedRecord]) -> list[str]:
    """Returns each record's id (its first ``id`` value; empty when it has none)."""
    return [next(iter(record.values("id", "en")), "") for record in records]
