"""A fork at a step of an activation's move restores that step's snapshot and plays as the match replayed in full."""

from __future__ import annotations

import random
from dataclasses import fields

import pytest

from sfbkit.games.super_fantasy_brawl.engine import GameState, Match, new_match
from sfbkit.kit.play.events import event_line
from tests.games.super_fantasy_brawl.engine.helpers import LIB

TEAMS = [["ava", "bo", "cy"], ["dax", "eve", "fin"]]
PLAYED_ON = 40
"""Random answers each pair of copies plays after the option under test (into later turns)."""


def _state(state: GameState) -> list[object]:
    """Returns every field of a state, the generator as its state."""
    return [state.rng.getstate() if f.name == "rng" else getattr(state, f.name) for f in fields(GameState)]


def _played_on(match: Match, rng: random.Random) -> list[str]:
    """Plays random answers for a while; returns every decision asked, as text."""
    seen: list[str] = []
    for _ in range(PLAYED_ON):
        decision = match.decision
        if decision is None:
            break
        seen.append(repr(decision))
        match.apply(rng.choice(decision.options).id)
    return seen


def _replayed(seed: int, answers: list[str]) -> Match:
    """Returns a match of the seed given every answer again from the start, with no snapshot."""
    match = new_match(LIB, teams=TEAMS, seed=seed)
    for answer in answers:
        match.apply(answer)
    return match


@pytest.mark.parametrize("seed", range(8))
def test_a_fork_restored_at_a_step_plays_exactly_as_the_match_replayed_from_the_start(seed: int) -> None:
    rng = random.Random(seed)
    match = new_match(LIB, teams=TEAMS, seed=seed)
    match.expect_forks()
    answers: list[str] = []
    restored = later = 0
    while match.decision is not None and (restored < 12 or not later):
        decision = match.decision
        if match.engine.paused_move is not None or match._move is not None:
            restored += 1
            for n, option in enumerate(decision.options):
                fork = match.fork()
                move = match._move
                assert move is not None and fork._move is move
                later += len(match._answers) > move.answers
                assert fork.decision == decision and fork.events_hash() == match.events_hash()
                assert _state(fork.state) == _state(match.state)
                reference = _replayed(seed, answers)
                fork.apply(option.id)
                reference.apply(option.id)
                # A fork of the restored fork restores a snapshot of the move too (of its next step, if it asks one).
                again = fork.fork()
                assert again._move is not None
                for copy in (fork, again):
                    assert _played_on(copy, random.Random(n)) == _played_on(
                        reference if copy is fork else _replayed(seed, [*answers, option.id]),
                        random.Random(n),
                    )
                assert [event_line(e) for e in fork.events] == [event_line(e) for e in reference.events]
                assert _state(fork.state) == _state(reference.state)
        answer = rng.choice(decision.options).id
        match.apply(answer)
        answers.append(answer)
    # Some forks restored a step and replayed the answers given after it (later steps, targets, reactions).
    assert restored > 0 and later > 0
