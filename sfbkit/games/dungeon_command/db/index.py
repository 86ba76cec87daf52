"""Search over Dungeon Command card records: a scan of every record per query.

A tree holds a few hundred cards, so a linear scan answers at once and needs
no index to build, cache or keep in step with the records.
"""

from __future__ import annotations

from collections.abc import Sequence

from sfbkit.games.dungeon_command.db.card_record import DCCardRecord
from sfbkit.games.dungeon_command.db.fields import TABLE
from sfbkit.kit.search.query import And, Node, Not, Or, Term, parse_query

_NUMBERS = ("level", "damage", "hp", "speed", "morale", "leadership")


def _values(record: DCCardRecord, field: str, lang: str) -> tuple[str, ...]:
    """Returns the lower-cased values a text field has on a record."""
    values: tuple[str, ...]
    if field == "name":
        values = (record.name,)
    elif field == "id":
        values = (record.id,)
    elif field == "kind":
        values = (record.kind,)
    elif field == "ability":
        values = record.abilities
    elif field == "action":
        values = (record.action,) if record.action is not None else ()
    elif field == "keyword":
        values = tuple(record.keywords)
    elif field == "operation":
        values = tuple(record.operations)
    elif field == "attack":
        values = tuple(record.attack_kinds)
    elif field == "warband":
        values = record.warbands
    elif field == "text":
        values = (record.text(lang),)
    else:
        values = (record.flavour,) if record.flavour else ()
    return tuple(value.lower() for value in values)


def _flag(record: DCCardRecord, flag: str) -> bool:
    if flag in ("melee", "ranged"):
        return flag in record.attack_kinds
    if flag == "powered":
        return bool(record.operations)
    return record.action == "immediate"


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


def _term(record: DCCardRecord, term: Term, lang: str) -> bool:
    if term.operator == "!=":
        return not _term(record, Term(term.field, "=", term.value, term.column), lang)
    if term.field in _NUMBERS:
        return _compare(getattr(record, term.field), term.operator, int(term.value))
    if term.field in ("is", "not"):
        return _flag(record, term.value) == (term.field == "is")
    values = _values(record, term.field, lang)
    if term.operator == ":":
        return any(term.value in value for value in values)
    if term.operator == "=":
        return term.value in values
    return term.value not in values


def _matches(record: DCCardRecord, node: Node, lang: str) -> bool:
    if isinstance(node, Term):
        return _term(record, node, lang)
    if isinstance(node, Not):
        return not _matches(record, node.node, lang)
    if isinstance(node, And):
        return all(_matches(record, child, lang) for child in node.nodes)
    assert isinstance(node, Or)
    return any(_matches(record, child, lang) for child in node.nodes)


def search(
    records: Sequence[DCCardRecord], text: str, lang: str, langs: tuple[str, ...]
) -> list[DCCardRecord]:
    """Returns the records a query selects, in library order unless it says ``order:``."""
    query = parse_query(text, TABLE, langs)
    lang = query.lang or lang
    found = [record for record in records if query.filter is None or _matches(record, query.filter, lang)]
    if query.order is not None:
        key = query.order
        present = [record for record in found if getattr(record, key) is not None]
        absent = [record for record in found if getattr(record, key) is None]
        present.sort(key=lambda record: getattr(record, key), reverse=query.direction == "desc")
        found = present + absent
    elif query.direction == "desc":
        found.reverse()
    return found
