"""Helpers for engine tests: scenarios placed by label, answering decisions, reading events."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import Match, SetupSpec, new_scenario
from sfbkit.kit.play.events import Event
from tests.games.super_fantasy_brawl.engine.fixture_content import fixture_library

LIB: Library = fixture_library()

TEAMS = (("ava", "bo", "cy"), ("dax", "eve", "fin"))


def scenario(
    positions: dict[str, str | None],
    *,
    hands: Sequence[Sequence[str]] = ((), ()),
    teams: Sequence[Sequence[str]] = TEAMS,
    ruleset: str = "standard",
    traps: dict[str, str] | None = None,
    library: Library | None = None,
    **kwargs: Any,
) -> Match:
    """Starts a scenario at player 0's activation phase (no traps unless given; decks empty unless given)."""
    n = len(teams)
    kwargs.setdefault("decks", [[] for _ in range(n)])
    return new_scenario(
        library or LIB,
        ruleset,
        "fabulosa",
        teams,
        seed=kwargs.pop("seed", 1),
        setup=SetupSpec(
            positions=positions,
            hands=[list(h) for h in hands] + [[] for _ in range(n - len(hands))],
            traps=traps if traps is not None else {},
            **kwargs,
        ),
    )


def answer(match: Match, *ids: str) -> None:
    """Applies option ids in order."""
    for option_id in ids:
        match.apply(option_id)


def ids(match: Match) -> tuple[str, ...]:
    """Returns the legal option ids of the current decision."""
    assert match.decision is not None, "the match is over"
    return match.decision.ids


def kinds(events: Iterable[Event], kind: str) -> list[dict[str, Any]]:
    """Returns the data of every event of a kind."""
    return [e.data for e in events if e.kind == kind]


def where(match: Match, champion: str) -> str:
    """Returns a champion's hex label or ``gate``."""
    h = match.state.champions[champion].hex
    return "gate" if h is None else match.board.labels[h]


def damage(match: Match, champion: str) -> int:
    """Returns the damage on a champion."""
    return match.state.champions[champion].damage
