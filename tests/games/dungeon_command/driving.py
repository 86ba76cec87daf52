"""Helpers that drive Dungeon Command scenarios in tests: build a position, answer decisions, explore moves."""

from __future__ import annotations

from typing import Any

from sfbkit.games.dungeon_command.engine.definitions import Definitions
from sfbkit.games.dungeon_command.engine.match import DCMatch, new_scenario
from sfbkit.games.dungeon_command.engine.scenario import Placed, Scenario


def scenario(defs: Definitions, *creatures: str, **options: Any) -> DCMatch:
    """Returns a match at a DC §18 position, e.g. ``scenario(defs, "A:t-footman@h2", "B:t-brute@h7")``."""
    return new_scenario(defs, Scenario(tuple(Placed.parse(c) for c in creatures), **options))


def ids(match: DCMatch) -> list[str]:
    """Returns the legal option ids of the current decision."""
    assert match.decision is not None, "the match is over"
    return list(match.decision.ids)


def kind(match: DCMatch) -> str:
    """Returns the kind of the current decision."""
    assert match.decision is not None, "the match is over"
    return match.decision.kind


def play(match: DCMatch, *answers: str) -> DCMatch:
    """Applies answers in order; returns the match."""
    for answer in answers:
        match.apply(answer)
    return match


def steps(match: DCMatch) -> set[str]:
    """Returns the squares offered by the current step decision."""
    return {i.split(":", 1)[1] for i in ids(match) if i.startswith("step:")}


def reachable_ends(match: DCMatch) -> set[str]:
    """Returns every square the current movement can end on, exploring every step answer (with forks)."""
    decision = match.decision
    assert decision is not None and decision.kind == "step" and decision.movement is not None
    number = decision.movement.number
    ends: set[str] = set()
    seen: set[tuple[str, int]] = set()

    def explore(node: DCMatch) -> None:
        d = node.decision
        assert d is not None and d.movement is not None
        key = (d.prompt, d.movement.remaining)
        if key in seen:
            return
        seen.add(key)
        for option in d.ids:
            if option == "stop":
                ends.add(d.prompt.split("@")[1])
                continue
            child = node.fork()
            child.apply(option)
            while child.decision is not None and child.decision.kind == "cower":
                child.apply("take")
            nd = child.decision
            if (
                nd is not None
                and nd.kind == "step"
                and nd.movement is not None
                and nd.movement.number == number
            ):
                explore(child)
            else:
                ends.add(last(child, "step")["square"])

    explore(match)
    return ends


def last(match: DCMatch, event_kind: str) -> dict[str, Any]:
    """Returns the data of the last event of a kind."""
    for event in reversed(match.events):
        if event.kind == event_kind:
            return event.data
    raise AssertionError(f"no {event_kind} event")


def kinds(match: DCMatch, since: int = 0) -> list[str]:
    """Returns the kinds of the events from an index on."""
    return [e.kind for e in match.events[since:]]
