"""The first-option player ends a match: a formation lists ``done`` right after its placing steps (BW §7.3, §14)."""

from __future__ import annotations

import pytest

from sfbkit.games.blood_wars.content.library import load_library
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.engine.definitions import Definitions
from sfbkit.games.blood_wars.engine.match import BWMatch, new_match
from sfbkit.kit.play.first_player import FirstPlayer
from sfbkit.kit.play.play_loop import MATCH_DECISION_CAP, play_match


@pytest.fixture(scope="module")
def bundled() -> Definitions:
    """The bundled content, compiled once."""
    return definitions_of(load_library(bundled_root()))


@pytest.mark.parametrize("seats", [2, 6])
def test_first_against_first_ends_before_the_decision_cap(bundled: Definitions, seats: int) -> None:
    decks = sorted(bundled.decks)
    match = new_match(
        bundled, decks=[decks[i % len(decks)] for i in range(seats)], ruleset="conflict", seed=seats
    )
    outcome = play_match(match, [FirstPlayer() for _ in range(seats)], cap=MATCH_DECISION_CAP)
    assert outcome.reason == "over"
    assert match.result is not None


def test_a_formation_offers_done_after_its_placing_steps_and_before_its_moves_and_returns(
    bundled: Definitions,
) -> None:
    decks = sorted(bundled.decks)
    match = new_match(bundled, decks=decks[:4], ruleset="conflict", seed=3)
    seen: list[list[str]] = []

    def formation(current: BWMatch) -> bool:
        decision = current.decision
        if decision is not None and decision.kind == "formation":
            seen.append([option.id.partition(":")[0] for option in decision.options])
        return len(seen) >= 40

    play_match(match, [FirstPlayer() for _ in range(4)], cap=20_000, until=formation)
    assert seen
    for verbs in seen:
        done = verbs.index("done")
        assert set(verbs[:done]) <= {"place"}
        assert set(verbs[done + 1 :]) <= {"move", "return"}
