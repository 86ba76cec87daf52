"""Search: median and p95 query latency over a generated 10,000-card library, against a linear scan.

The baseline evaluates the same parsed queries record by record in plain
Python, as a straightforward implementation would; both must return the same
cards in the same order, which the benchmark checks. A second index of 50,010
cards (the library's records copied five times under new ids and names) is held
to a p95 under 5 ms and a peak traced memory under 1 GB.
"""

from __future__ import annotations

import tempfile
import time
import tracemalloc
from collections.abc import Callable
from functools import partial
from pathlib import Path

from bench.corpus import build_tree
from bench.report import Result, median, percentile
from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.db.index import NUMBER_FIELDS, ORDER_KEYS, TEXT_FIELDS, CardIndex
from sfbkit.games.super_fantasy_brawl.db.record import CardRecord
from sfbkit.kit.search.query import And, Node, Not, Or, Query, Term

QUERIES = (
    "t:attack core:red",
    "t=reaction",
    "strength>=5",
    "strength!=3 t:attack",
    "mv=0 t:skill",
    "rng<=1 -t:reaction",
    "hp>=9",
    "c:borka t:skill",
    "c=pip or c=velvet core:blue",
    "(c=pip or c=velvet) core:blue",
    "-(t:attack or t:skill) c:gorlak",
    "is:area",
    "is:ranged t:attack",
    "not:mover t:skill",
    "kw:push",
    "kw:heal or kw:draw",
    "o:push",
    "o:jump",
    "lang:ja o:ジャンプ",
    "name:shot",
    "hammer",
    "flavour:anvil",
    "nothingmatches",
    "t:attack order:strength dir:desc",
    "c:mirelda order:name",
    "",
)
"""The query mix: every operator, field kind, directive and language the query language has."""

CARDS = 10_000
QUICK_CARDS = 1_000
LARGE_COPIES = 5
"""The 50,000-card index holds the 10,002 records this many times."""
LARGE_P95_GOAL = 0.005
LARGE_MEMORY_GOAL = 1024**3


def run(quick: bool) -> Result:
    """Builds the index over the generated library and times every query of the mix many times."""
    result = Result("search")
    champions = -(-(QUICK_CARDS if quick else CARDS) // 6)
    with tempfile.TemporaryDirectory() as temporary:
        root = build_tree(Path(temporary) / "content", champions)
        start = time.perf_counter()
        library = load_library(root)
        loaded = time.perf_counter() - start
        start = time.perf_counter()
        index = CardIndex.from_library(library)
        built = time.perf_counter() - start
    rounds = 5 if quick else 25
    indexed: list[float] = []
    scanned: list[float] = []
    mismatches: list[str] = []
    for text in QUERIES:
        query = index.parse(text)
        expected = [record.id for record in linear_search(index.records, query)]
        if [record.id for record in index.search(query)] != expected:
            mismatches.append(text)
        indexed.extend(_times(partial(index.search, text), rounds))
        scanned.extend(_times(partial(_scan, index, text), 3))
    result.figure("cards in the library", index.size, "cards")
    result.figure("load and validate the library", loaded, "s")
    result.figure("build the index (rules text in 4 languages)", built, "s")
    result.figure(f"median query latency ({len(QUERIES)} queries x {rounds})", median(indexed) * 1000, "ms")
    result.figure("p95 query latency", percentile(indexed, 0.95) * 1000, "ms")
    result.figure("linear scan: median latency", median(scanned) * 1000, "ms")
    result.figure("linear scan: p95 latency", percentile(scanned, 0.95) * 1000, "ms")
    met = median(indexed) < 0.005
    result.ratio("median query latency / 5 ms goal", median(indexed) / 0.005, "< 1", met)
    result.ratio("linear scan median / index median", median(scanned) / median(indexed))
    _large(result, index, rounds)
    if mismatches:
        result.note(f"the index and the linear scan disagree on: {'; '.join(mismatches)}")
    else:
        result.note("the index and the linear scan return the same cards in the same order for every query")
    return result


def _large(result: Result, index: CardIndex, rounds: int) -> None:
    """Builds an index of the records copied LARGE_COPIES times and times the query mix on it."""
    records = [
        record._replace(
            position=copy * index.size + record.position,
            id=f"{record.id}-x{copy}",
            name=f"{record.name} x{copy}",
        )
        for copy in range(LARGE_COPIES)
        for record in index.records
    ]
    start = time.perf_counter()
    large = CardIndex(records, index.langs)
    built = time.perf_counter() - start
    samples: list[float] = []
    for text in QUERIES:
        samples.extend(_times(partial(large.search, text), rounds))
    # memory in a second pass: tracing every allocation slows queries several times over
    del large
    tracemalloc.start()
    large = CardIndex(records, index.langs)
    for text in QUERIES:
        large.search(text)
    peak = tracemalloc.get_traced_memory()[1]
    tracemalloc.stop()
    p95 = percentile(samples, 0.95)
    result.figure(f"{large.size:,}-card index: build", built, "s")
    result.figure(f"{large.size:,}-card index: median query latency", median(samples) * 1000, "ms")
    result.figure(f"{large.size:,}-card index: p95 query latency", p95 * 1000, "ms")
    result.figure(f"{large.size:,}-card index: peak traced memory (index and queries)", peak / 1024**2, "MiB")
    result.ratio(f"{large.size:,} cards: p95 / 5 ms goal", p95 / LARGE_P95_GOAL, "< 1", p95 < LARGE_P95_GOAL)
    result.ratio(
        f"{large.size:,} cards: peak memory / 1 GB goal",
        peak / LARGE_MEMORY_GOAL,
        "< 1",
        peak < LARGE_MEMORY_GOAL,
    )


def _scan(index: CardIndex, text: str) -> list[CardRecord]:
    return linear_search(index.records, index.parse(text))


def _times(call: Callable[[], object], rounds: int) -> list[float]:
    samples = []
    for _ in range(rounds):
        start = time.perf_counter()
        call()
        samples.append(time.perf_counter() - start)
    return samples


def linear_search(records: tuple[CardRecord, ...], query: Query, lang: str = "en") -> list[CardRecord]:
    """Returns the records matching a parsed query by testing each record in turn (the baseline)."""
    language = query.lang or lang
    found = [record for record in records if query.filter is None or _matches(query.filter, record, language)]
    if query.order is not None:
        key = ORDER_KEYS[query.order]
        present = [record for record in found if key(record) is not None]
        missing = [record for record in found if key(record) is None]
        present.sort(key=key, reverse=query.direction == "desc")  # type: ignore[arg-type]
        return [*present, *missing]
    if query.direction == "desc":
        found.reverse()
    return found


def _matches(node: Node, record: CardRecord, lang: str) -> bool:
    if isinstance(node, Not):
        return not _matches(node.node, record, lang)
    if isinstance(node, And):
        return all(_matches(child, record, lang) for child in node.nodes)
    if isinstance(node, Or):
        return any(_matches(child, record, lang) for child in node.nodes)
    return _term(node, record, lang)


def _term(term: Term, record: CardRecord, lang: str) -> bool:
    if term.operator == "!=":
        return not _term(Term(term.field, "=", term.value, term.column), record, lang)
    if term.field in NUMBER_FIELDS:
        value = NUMBER_FIELDS[term.field](record)
        if value is None:
            return False
        number = int(term.value)
        compare: dict[str, Callable[[int, int], bool]] = {
            "=": lambda a, b: a == b,
            "<": lambda a, b: a < b,
            "<=": lambda a, b: a <= b,
            ">": lambda a, b: a > b,
            ">=": lambda a, b: a >= b,
        }
        return compare[term.operator](value, number)
    if term.field == "is":
        return term.value in record.flags
    if term.field == "not":
        return term.value not in record.flags
    strings = [record.text(lang)] if term.field == "text" else list(TEXT_FIELDS[term.field](record))
    if term.operator == ":":
        return any(term.value in string.lower() for string in strings)
    return any(term.value == string.lower() for string in strings)
