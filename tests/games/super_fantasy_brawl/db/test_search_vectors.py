"""The shared search vectors (tests/games/super_fantasy_brawl/data/search_vectors.yaml) against the Python implementation."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.db.index import CardIndex
from sfbkit.kit.search.query import QueryError

VECTORS_FILE = Path(__file__).parents[1] / "data" / "search_vectors.yaml"
VECTORS: dict[str, Any] = yaml.safe_load(VECTORS_FILE.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def vector_index() -> CardIndex:
    return CardIndex.from_library(load_library(Path(__file__).parents[4] / VECTORS["library"]))


def test_there_are_at_least_forty_result_vectors() -> None:
    assert sum("ids" in vector for vector in VECTORS["vectors"]) >= 40


def test_every_vector_has_a_distinct_query() -> None:
    queries = [(vector["query"], vector.get("lang", "en")) for vector in VECTORS["vectors"]]
    assert len(queries) == len(set(queries))


@pytest.mark.parametrize("vector", VECTORS["vectors"], ids=lambda vector: vector["query"])
def test_vector(vector_index: CardIndex, vector: dict[str, Any]) -> None:
    lang = vector.get("lang", "en")
    if "error_column" in vector:
        with pytest.raises(QueryError) as raised:
            vector_index.search(vector["query"], lang=lang)
        assert raised.value.column == vector["error_column"]
    else:
        assert [record.id for record in vector_index.search(vector["query"], lang=lang)] == vector["ids"]


def test_generated_queries_answer_or_point_inside_the_query(vector_index: CardIndex) -> None:
    from tests.games.super_fantasy_brawl.search_queries import generated_queries

    spec = VECTORS["generated"]
    queries = generated_queries(spec["seed"], spec["count"])
    assert len(queries) >= 5000
    answered = 0
    for query in queries:
        try:
            answered += bool(vector_index.search(query, lang="en"))
        except QueryError as error:
            assert 1 <= error.column <= len(query) + 1, query
    assert answered > 500


def test_a_byte_order_mark_or_zero_width_space_separates_terms(vector_index: CardIndex) -> None:
    expected = [record.id for record in vector_index.search("t:attack core:red", lang="en")]
    for separator in ("\ufeff", "\u200b", "\x1f", "\u3000", "\u00a0"):
        query = f"{separator}t:attack{separator}core:red{separator}"
        assert [record.id for record in vector_index.search(query, lang="en")] == expected


def test_error_columns_count_code_points(vector_index: CardIndex) -> None:
    with pytest.raises(QueryError) as raised:
        vector_index.search("😀😀 wibble:3", lang="en")
    assert raised.value.column == 4
