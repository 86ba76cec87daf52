"""Search queries of random text: results, or a usage error pointing at a column; never a crash."""

from __future__ import annotations

import re

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.db.index import CardIndex
from sfbkit.kit.search.query import QueryError
from tests.hardening.helpers import REPO, assert_no_crash, invoke
from tests.hypothesis_budget import examples

LIBRARY = REPO / "tests" / "games" / "super_fantasy_brawl" / "db" / "fixtures" / "library"
INDEX = CardIndex.from_library(load_library(LIBRARY))
ALPHABET = " ()-:=!<>\"'orandtc0123456789is:area_kw,.\t\\ジャ"
WORDS = ["or", "and", "-", "(", ")", "t:", "str>=", "is:", "order:", "lang:", "o:", "c=", '"', "name:", "x"]
QUERY = st.one_of(
    st.text(alphabet=ALPHABET, max_size=40),
    st.lists(st.sampled_from(WORDS), max_size=12).map(" ".join),
    st.lists(st.sampled_from(WORDS), max_size=12).map("".join),
    st.text(max_size=20),
)
COLUMN = re.compile(r"\(column (\d+)\)")


@settings(max_examples=examples(500), deadline=None)
@given(query=QUERY)
def test_a_random_query_returns_cards_or_a_query_error_at_a_column(query: str) -> None:
    try:
        found = INDEX.search(query)
    except QueryError as error:
        assert 1 <= error.column <= len(query) + 1, (query, error.column)
        assert error.reason
    else:
        assert len({record.id for record in found}) == len(found)


@settings(max_examples=examples(40), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(query=QUERY)
def test_sfbkit_search_exits_0_or_2_with_a_located_message(query: str) -> None:
    result = invoke("search", "--content", str(LIBRARY), "--", query)
    assert_no_crash(result, (0, 2))
    if result.exit_code == 2:
        found = COLUMN.search(result.stderr)
        assert found is not None, result.stderr
        assert 1 <= int(found.group(1)) <= len(query) + 1


@pytest.mark.parametrize("query", ['""', 't:attack ""'])
def test_an_empty_phrase_is_reported_inside_the_query(query: str) -> None:
    with pytest.raises(QueryError) as raised:
        INDEX.search(query)
    assert 1 <= raised.value.column <= len(query)
    assert "name:" not in raised.value.reason


def _deep_groups(depth: int) -> str:
    return "(" * depth + "t:attack" + ")" * depth


@pytest.mark.parametrize("depth", [400, 5000])
def test_deeply_nested_groups_are_a_usage_error_not_a_crash(depth: int) -> None:
    result = invoke("search", "--content", str(LIBRARY), "--", _deep_groups(depth))
    assert_no_crash(result, (0, 2))


def test_a_long_chain_of_negations_is_a_usage_error_not_a_crash() -> None:
    result = invoke("search", "--content", str(LIBRARY), "--", "-" * 5000 + "t:attack")
    assert_no_crash(result, (0, 2))


def test_unbalanced_groups_point_at_the_open_parenthesis() -> None:
    result = invoke("search", "--content", str(LIBRARY), "--", "t:attack (c:x or (c:y)")
    assert_no_crash(result, (2,))
    assert "(column 10)" in result.stderr
