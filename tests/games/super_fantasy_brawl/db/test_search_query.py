"""The query parser: the tree it builds, its directives and where its errors point."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.db.fields import TABLE
from sfbkit.kit.errors import UsageError
from sfbkit.kit.search.query import And, Not, Or, QueryError, Term, parse_query


def same_tree(node: object, expected: object) -> bool:
    """Compares two filters with their node types (named tuples: an And equals an Or of the same nodes)."""
    return repr(node) == repr(expected)


def test_terms_are_anded_and_or_binds_loosest() -> None:
    query = parse_query("a t:skill or -b", TABLE)
    assert same_tree(
        query.filter,
        Or(
            (
                And(
                    (
                        Or((Term("name", ":", "a", 1), Term("id", "=", "a", 1))),
                        Term("type", ":", "skill", 3),
                    )
                ),
                Not(Or((Term("name", ":", "b", 15), Term("id", "=", "b", 15)))),
            )
        ),
    )
    assert query.exact_ids == ("a",)


def test_aliases_resolve_and_values_are_lower_cased() -> None:
    query = parse_query('C="Of The Fen" pow>=3', TABLE)
    assert same_tree(
        query.filter, And((Term("champion", "=", "of the fen", 1), Term("strength", ">=", "3", 16)))
    )


def test_a_number_field_with_a_colon_means_equals() -> None:
    assert parse_query("mv:2", TABLE).filter == Term("move", "=", "2", 1)


def test_directives_are_taken_out_of_the_filter() -> None:
    query = parse_query("order:str dir:desc lang:ja t:attack", TABLE, langs=("en", "ja"))
    assert (query.order, query.direction, query.lang) == ("strength", "desc", "ja")
    assert query.filter == Term("type", ":", "attack", 28)


def test_an_empty_query_has_no_filter() -> None:
    assert parse_query("   ", TABLE).filter is None


def test_an_error_is_a_usage_error_showing_the_query_and_a_caret() -> None:
    with pytest.raises(UsageError) as raised:
        parse_query("t:attack wibble:3", TABLE)
    assert str(raised.value) == (
        "bad query: unknown field 'wibble' (column 10)\n  t:attack wibble:3\n           ^"
    )


@pytest.mark.parametrize(
    ("query", "column", "reason"),
    [
        ("(t:attack", 1, "this '(' is never closed"),
        ("t:attack)", 9, "this ')' has no matching '('"),
        ("name>3", 5, "'>' needs a number field, not 'name'"),
        ("move=fast", 6, "'move' needs a whole number, not 'fast'"),
        ("or t:skill", 1, "expected a term before 'or'"),
        ("a and", 3, "'and' needs a term after it"),
        ('o:"unclosed', 3, "unterminated quote"),
        ("(t:skill order:name)", 10, "'order:' must stand on its own, outside 'or', '-' and groups"),
        ("dir:sideways", 5, "'dir:' takes one of asc, desc"),
        ('t:attack ""', 10, "an empty phrase: put a word between the quotes"),
        ("(" * 65 + "x" + ")" * 65, 65, "groups and '-' nest more than 64 deep"),
        ("-" * 1000 + "x", 65, "groups and '-' nest more than 64 deep"),
    ],
)
def test_errors_point_at_the_offending_column(query: str, column: int, reason: str) -> None:
    with pytest.raises(QueryError) as raised:
        parse_query(query, TABLE)
    assert (raised.value.column, raised.value.reason) == (column, reason)
