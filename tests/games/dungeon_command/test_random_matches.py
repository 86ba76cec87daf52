"""Random matches on the bundled content with every invariant checked after every event (DC §1-§13).

``DC_RANDOM_MATCHES`` sets how many (1,000 by default, as CI runs them); each match is
capped at ``TURNS`` turns, after which the higher morale wins (DC §13.3 ``turn_limit``).
"""

from __future__ import annotations

import dataclasses
import os
import random

import pytest

from sfbkit.games.dungeon_command.content.library import load_library
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.definitions import Definitions
from sfbkit.games.dungeon_command.engine.invariants import InvariantChecker
from sfbkit.games.dungeon_command.engine.match import DCMatch, new_match

ROOT = bundled_root()
MATCHES = int(os.environ.get("DC_RANDOM_MATCHES", "1000"))
TURNS = 10


@pytest.fixture(scope="module")
def bundled() -> Definitions:
    """The bundled content, compiled, with a ``random-capped`` ruleset of ``TURNS`` turns."""
    defs = definitions_of(load_library(ROOT))
    capped = dataclasses.replace(defs.rulesets["standard"], id="random-capped", turn_limit=TURNS)
    return dataclasses.replace(defs, rulesets={**defs.rulesets, capped.id: capped}, boards={})


def start(defs: Definitions, seed: int) -> DCMatch:
    """Starts the seeded match; the seed also picks the two warbands, mirror matches included."""
    bands = sorted(defs.warbands)
    pair = (bands[seed % len(bands)], bands[(seed // len(bands)) % len(bands)])
    return new_match(defs, warbands=pair, battlefield="twin-vaults", ruleset="random-capped", seed=seed)


def random_match(defs: Definitions, seed: int, check: bool = True) -> tuple[DCMatch, list[str]]:
    """Plays one match with uniformly random legal answers; returns it and its answers."""
    rng = random.Random(seed)
    match = start(defs, seed)
    if check:
        InvariantChecker(match)
    answers = []
    while (decision := match.decision) is not None:
        assert decision.options and len(set(decision.ids)) == len(decision.ids)
        answer = decision.options[rng.randrange(len(decision.options))].id
        match.apply(answer)
        answers.append(answer)
    return match, answers


@pytest.mark.slow
def test_random_matches_keep_every_invariant(bundled: Definitions) -> None:
    reasons: dict[str, int] = {}
    for seed in range(MATCHES):
        match, _ = random_match(bundled, seed)
        result = match.result
        assert result is not None and match.events[-1].kind == "match_end"
        reasons[result.reason] = reasons.get(result.reason, 0) + 1
    assert sum(reasons.values()) == MATCHES


def test_a_match_is_determined_by_its_seed_and_answers(bundled: Definitions) -> None:
    first, answers = random_match(bundled, 7, check=False)
    again = start(bundled, 7)
    for answer in answers:
        again.apply(answer)
    assert again.events_hash() == first.events_hash()


def test_a_fork_continues_exactly_like_the_original(bundled: Definitions) -> None:
    match, answers = random_match(bundled, 3, check=False)
    replay = start(bundled, 3)
    for answer in answers[: len(answers) // 2]:
        replay.apply(answer)
    fork = replay.fork()
    for answer in answers[len(answers) // 2 :]:
        fork.apply(answer)
    assert fork.events_hash() == match.events_hash()
    assert len(replay.events) < len(match.events)  # the original did not move on with its fork


def test_forks_from_a_snapshot_between_turns_continue_like_the_original(bundled: Definitions) -> None:
    match, answers = random_match(bundled, 11, check=False)
    replay = start(bundled, 11)
    replay.fork()  # the first fork turns snapshots on
    cut = len(answers) * 2 // 3
    for answer in answers[:cut]:
        replay.apply(answer)
    assert replay._base is not None  # a snapshot was taken at a turn boundary
    fork = replay.fork()
    assert len(fork._answers) < cut  # rebuilt from the snapshot, not from the start
    for answer in answers[cut:]:
        fork.apply(answer)
    assert fork.events_hash() == match.events_hash()
    assert fork.result == match.result


def test_forks_at_every_decision_resume_inside_activations_and_continue_like_the_original(
    bundled: Definitions,
) -> None:
    match, answers = random_match(bundled, 5, check=False)
    replay = start(bundled, 5)
    replay.fork()  # the first fork turns snapshots on
    kinds: set[str] = set()
    for index, answer in enumerate(answers):
        decision = replay.decision
        assert decision is not None
        fork = replay.fork()
        assert fork._base is replay._base  # the copy shares the snapshot instead of taking its own
        if decision.kind == "activation_step":
            assert fork._answers == []  # a snapshot before each activation step: nothing to replay
            kinds.add(decision.kind)
        if index % 5 == 0:
            again = fork.fork()  # a fork of a fork replays from the shared snapshot
            for rest in answers[index:]:
                again.apply(rest)
            assert again.events_hash() == match.events_hash()
        assert fork.events_hash() == replay.events_hash()
        replay.apply(answer)
    assert kinds == {"activation_step"}
    assert replay.events_hash() == match.events_hash()
