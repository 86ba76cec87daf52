"""The shared search vectors (tests/data/search_vectors.yaml) against the Python implementation."""

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
    return CardIndex.from_library(load_library(Path(__file__).parents[2] / VECTORS["library"]))


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
