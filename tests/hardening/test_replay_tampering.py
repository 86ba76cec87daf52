"""No tampered log replays "ok": every value a log states is checked, unless the edit changes nothing.

Logs of three kinds (a scripted match, a match between seeded random players,
the bundled full match where scripted and greedy answers mix) are tampered
with by a seeded generator: every header and footer value and a sample of
decisions and events are replaced by a value of another type, by a neighbour
(an integer one off, a string with a letter more, another string of the same
log), dropped, or joined by an unknown key; records are dropped, repeated and
swapped. A tampered log that still replays is allowed only when it is the very
same log once parsed (canonical JSON of every record), which is the one edit
that is semantically a no-op.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from typing import Any

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.play.autoplay import play_recorded
from sfbkit.games.super_fantasy_brawl.play.jsonl_log import jsonl_text, read_log
from sfbkit.games.super_fantasy_brawl.play.log_output import log_text
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec
from sfbkit.games.super_fantasy_brawl.play.replay import replay_log
from sfbkit.games.super_fantasy_brawl.play.runner import run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script
from sfbkit.kit.errors import ScriptError
from sfbkit.kit.play.random_player import RandomPlayer

Records = list[dict[str, Any]]
Path_ = tuple[str | int, ...]


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(bundled_content_root())


def script_log(library: Library, name: str) -> str:
    outcome = run_script(load_script(bundled_content_root() / "matches" / f"{name}.yaml"), library)
    return log_text(outcome.recording, library, "jsonl")


def random_log(library: Library) -> str:
    spec = MatchSpec(
        seed=11,
        teams=(("borka", "pip", "velvet"), ("gorlak", "thornwick", "mirelda")),
        rules={"round_limit": 2},
    )
    recording = play_recorded(library, spec, [RandomPlayer(3), RandomPlayer(4)])
    return jsonl_text(recording, library.content_hash)


def canonical(records: Records) -> list[str]:
    return [json.dumps(record, sort_keys=True, separators=(",", ":")) for record in records]


def leaves(data: Any, path: Path_ = ()) -> Iterator[Path_]:
    """Yields the path of every value inside a record (mappings and lists, and the leaves)."""
    if path:
        yield path
    if isinstance(data, dict):
        for key, value in data.items():
            yield from leaves(value, (*path, key))
    elif isinstance(data, list):
        for index, value in enumerate(data):
            yield from leaves(value, (*path, index))


def strings(records: Records) -> list[str]:
    """Returns every string value of a log, to swap one for another."""
    found: set[str] = set()

    def walk(data: Any) -> None:
        if isinstance(data, str):
            found.add(data)
        elif isinstance(data, dict):
            for value in data.values():
                walk(value)
        elif isinstance(data, list):
            for value in data:
                walk(value)

    for record in records:
        walk(record)
    return sorted(found)


def other_type(value: Any) -> list[Any]:
    """Returns values of other JSON types than ``value``'s (and 1.0 / true for an integer)."""
    candidates: list[Any] = [None, True, 0, 1.0, "", "0", [], {}, [value]]
    if type(value) is int:
        candidates += [float(value), value != 0]
    return [c for c in candidates if json.dumps(c) != json.dumps(value)]


def neighbours(value: Any, pool: list[str], rng: random.Random) -> list[Any]:
    """Returns values close to ``value``: an integer one off, a string changed or swapped for another of the log."""
    if type(value) is int:
        return [value + 1, value - 1]
    if isinstance(value, str):
        others = [text for text in pool if text != value]
        return [value + "x", value[:-1], *rng.sample(others, min(3, len(others)))]
    if isinstance(value, list) and value:
        return [value[:-1], [*value, value[-1]], list(reversed(value))]
    return []


def edit(records: Records, path: Path_, action: str, value: Any = None) -> Records:
    """Returns a copy of the records with one value at ``path`` replaced, dropped, or given a sibling key."""
    copy: Records = json.loads(json.dumps(records))
    parent: Any = copy
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    if action == "replace":
        parent[last] = value
    elif action == "drop":
        del parent[last]
    elif action == "add-key" and isinstance(parent[last], dict):
        parent[last]["tampered"] = 1
    return copy


def tamperings(records: Records, rng: random.Random, sample: int) -> Iterator[tuple[str, Records]]:
    """Yields described tampered copies of a log's records."""
    pool = strings(records)
    middle = list(range(1, len(records) - 1))
    chosen = {0, len(records) - 1, *rng.sample(middle, min(sample, len(middle)))}
    for number in sorted(chosen):
        record = records[number]
        yield f"record {number}: unknown key", edit(records, (number,), "add-key")
        for path in leaves(record):
            full = (number, *path)
            current: Any = record
            for step in path:
                current = current[step]
            yield f"{full}: dropped", edit(records, full, "drop")
            if isinstance(current, dict):
                yield f"{full}: unknown key", edit(records, full, "add-key")
            for value in [*other_type(current), *neighbours(current, pool, rng)]:
                yield f"{full} = {value!r}", edit(records, full, "replace", value)
        yield f"record {number}: dropped", records[:number] + records[number + 1 :]
        yield f"record {number}: repeated", records[: number + 1] + records[number:]
        if number + 1 < len(records):
            swapped = [*records]
            swapped[number], swapped[number + 1] = swapped[number + 1], swapped[number]
            yield f"records {number} and {number + 1}: swapped", swapped


def replays(library: Library, records: Records) -> bool:
    """True when the log replays; False when replay refuses it with a LogError (anything else fails the test)."""
    text = "\n".join(json.dumps(record) for record in records) + "\n"
    try:
        replay_log(read_log(text, "tampered.jsonl"), library, "tampered.jsonl")
    except ScriptError:
        return False
    return True


MIXED_KEYS = ("'seeds'", "'players'", "'source'")
"""The values a log with both scripted and greedy answers states about who answered."""


@pytest.mark.slow
@pytest.mark.parametrize(("kind", "sample"), [("script", 40), ("random", 20), ("full-match", 4)])
def test_no_tampered_log_replays_ok(library: Library, kind: str, sample: int) -> None:
    text = {"script": lambda: script_log(library, "keyword-push"), "random": lambda: random_log(library)}.get(
        kind, lambda: script_log(library, "full-match")
    )()
    records: Records = [json.loads(line) for line in text.splitlines()]
    assert replays(library, records)
    original = canonical(records)
    tried = refused = 0
    passed: list[str] = []
    cases = list(tamperings(records, random.Random(kind), sample))
    if kind == "full-match":  # each replay re-runs the greedy player: a sample of what mixed answerers add
        mixed = [case for case in cases if any(key in case[0] for key in MIXED_KEYS)]
        cases = random.Random(0).sample(mixed, 30)
    for description, tampered in cases:
        tried += 1
        if replays(library, tampered):
            if canonical(tampered) != original:
                passed.append(description)
        else:
            refused += 1
    assert tried > (20 if kind == "full-match" else 300)
    assert passed == [], f"{len(passed)} of {tried} tampered logs replay ok: {passed[:10]}"
