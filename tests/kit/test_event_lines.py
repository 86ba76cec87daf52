"""Event hashing: one encoder call per batch, and each event of a match serialised once, give the same hashes."""

from __future__ import annotations

import hashlib
import json
import random
from collections.abc import Callable

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library, load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.engine import Match, RandomPlayer, new_match
from sfbkit.kit.play.events import Event, EventKindClash, EventLines, event_line, events_hash, joined_lines


def reference_hash(events: list[Event]) -> str:
    """Returns the hash as it was always defined: each event's canonical JSON line and a newline."""
    digest = hashlib.sha256()
    for event in events:
        digest.update(json.dumps(event.to_json(), sort_keys=True, separators=(",", ":")).encode())
        digest.update(b"\n")
    return digest.hexdigest()


AWKWARD: list[Event] = [
    Event("move", {"champion": "borka", "to": "c4"}),
    Event("note", {"text": "},{ inside a string"}),
    Event("nested", {"items": [{"a": 1}, {"b": [{"c": None}, {"d": True}]}]}),
    Event("renamed", {"type": "data's own type", "z": 1, "a": 2}),
    Event("unicode", {"name": "Gör\u00e5th \u2603", "line": "one\ntwo"}),
    Event("empty", {}),
    Event("track", {"slots": [None, "first-blood", None]}),
]


@pytest.mark.parametrize("size", range(len(AWKWARD) + 1))
def test_the_hash_of_awkward_events_is_the_reference_hash(size: int) -> None:
    for start in range(len(AWKWARD) - size + 1):
        events = AWKWARD[start : start + size]
        assert events_hash(events) == reference_hash(events)
        assert joined_lines(events) == "".join(event_line(e) + "\n" for e in events)


def test_event_lines_grow_and_hash_as_the_reference() -> None:
    lines = EventLines()
    events: list[Event] = []
    for event in AWKWARD * 3:
        events.append(event)
        assert lines.hexdigest(events) == reference_hash(events)
        assert lines.catch_up(events) == [event_line(e) for e in events]


def test_event_lines_start_again_when_the_list_is_replaced_cut_or_rewritten() -> None:
    lines = EventLines()
    events = list(AWKWARD)
    lines.catch_up(events)
    replaced = list(reversed(AWKWARD))
    assert lines.hexdigest(replaced) == reference_hash(replaced)
    del replaced[3:]
    assert lines.hexdigest(replaced) == reference_hash(replaced)
    replaced[-1] = Event("other", {"x": 1})
    assert lines.hexdigest(replaced) == reference_hash(replaced)
    assert lines.catch_up(replaced) == [event_line(e) for e in replaced]


@pytest.fixture(scope="module")
def library() -> Library:
    return load_library(bundled_content_root())


def _match(library: Library, seed: int) -> Match:
    picked = random.Random(seed).sample(sorted(library.champions), 6)
    return new_match(library, teams=[picked[:3], picked[3:]], seed=seed)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_match_hashed_as_it_goes_gives_the_reference_hash_and_lines(library: Library, seed: int) -> None:
    match = _match(library, seed)
    players = [RandomPlayer(seed * 2 + 1), RandomPlayer(seed * 2 + 2)]
    step = 0
    while match.decision is not None:
        decision = match.decision
        match.apply(players[decision.player].choose(match, decision))
        step += 1
        if step % 37 == 0:
            assert match.events_hash() == reference_hash(match.events)
    assert match.events_hash() == reference_hash(match.events)
    assert match.event_lines() == [event_line(e) for e in match.events]


@pytest.mark.parametrize(
    "serialise",
    [Event.to_json, event_line, lambda event: joined_lines([Event("start", {}), event])],
    ids=["to_json", "event_line", "joined_lines"],
)
def test_an_events_data_may_not_overwrite_its_kind(serialise: Callable[[Event], object]) -> None:
    clash = Event("attack_declared", {"kind": "ranged", "damage": 20})
    with pytest.raises(EventKindClash, match="'attack_declared' event has a data field named 'kind'"):
        serialise(clash)
    assert Event("attack_declared", {"attack": "ranged"}).to_json()["kind"] == "attack_declared"
