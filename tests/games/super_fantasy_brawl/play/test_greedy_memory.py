"""What the greedy player remembers gives the scores a fresh look-ahead gives; forks reuse known options."""

from __future__ import annotations

import random
from collections import defaultdict

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import Match, new_match, turns
from sfbkit.games.super_fantasy_brawl.play.evaluation import evaluate
from sfbkit.games.super_fantasy_brawl.play.greedy_player import LOOKAHEAD_KINDS, GreedyPlayer, finish_action
from sfbkit.games.super_fantasy_brawl.play.position_scores import position_key


def _seeded_match(library: Library, seed: int) -> Match:
    picked = random.Random(seed).sample(sorted(library.champions), 6)
    return new_match(library, teams=[picked[:3], picked[3:]], seed=seed)


def _look_ahead(match: Match, option: str) -> Match:
    fork = match.fork()
    fork.apply(option)
    finish_action(fork)
    return fork


def test_positions_with_one_key_have_one_score(library: Library) -> None:
    match = _seeded_match(library, 3)
    player = GreedyPlayer(7)
    scores: dict[object, set[float]] = defaultdict(set)
    while match.decision is not None and match.state.round <= 3:
        decision = match.decision
        if len(decision.options) > 1 and decision.kind in LOOKAHEAD_KINDS:
            team = match.state.players[decision.player].team
            for option in decision.options:
                fork = _look_ahead(match, option.id)
                scores[position_key(fork, team)].add(evaluate(fork, team))
        match.apply(player.choose(match, decision))
    assert len(scores) > 100
    assert all(len(found) == 1 for found in scores.values())


@pytest.mark.parametrize("seed", [1, 2])
def test_remembered_lines_score_what_a_fresh_look_ahead_scores(library: Library, seed: int) -> None:
    match = _seeded_match(library, seed)
    player = GreedyPlayer(seed)
    checked = 0
    while match.decision is not None and match.state.round <= 3:
        decision = match.decision
        if len(decision.options) > 1 and decision.kind in LOOKAHEAD_KINDS:
            team = match.state.players[decision.player].team
            snapshot, answers = match.trail
            player.lines.start(snapshot)
            for option in decision.options:
                remembered = player.lines.get(team, (*answers, option.id))
                if remembered is not None:
                    assert remembered == evaluate(_look_ahead(match, option.id), team)
                    checked += 1
        match.apply(player.choose(match, decision))
    assert checked > 10


def test_a_fork_at_an_activation_is_asked_without_deriving_its_options(
    library: Library, monkeypatch: pytest.MonkeyPatch
) -> None:
    match = _seeded_match(library, 2)
    player = GreedyPlayer(1)
    for _ in range(40):
        match.apply(player.choose(match, match.decision))  # type: ignore[arg-type]
    while match.decision is not None and (match.decision.kind != "action" or match.trail[1]):
        match.apply(player.choose(match, match.decision))
    assert match.decision is not None and match.state.phase == "activation"
    derived: list[int] = []
    activation_options = turns.activation_options

    def counting(eng: object, who: int) -> object:
        derived.append(who)
        return activation_options(eng, who)  # type: ignore[arg-type]

    monkeypatch.setattr(turns, "activation_options", counting)
    fork = match.fork()
    assert derived == []
    assert fork.decision == match.decision
    fork.apply(fork.decision.options[-1].id)  # type: ignore[union-attr]
    assert fork.events_hash() != match.events_hash()


def test_a_greedy_match_has_a_snapshot_before_its_first_look_ahead(library: Library) -> None:
    match = _seeded_match(library, 4)
    player = GreedyPlayer(2)
    decision = match.decision
    while decision is not None and (decision.kind not in LOOKAHEAD_KINDS or len(decision.options) == 1):
        match.apply(player.choose(match, decision))
        decision = match.decision
    assert match.state.phase != "setup"
    assert match.trail[1] == ()
