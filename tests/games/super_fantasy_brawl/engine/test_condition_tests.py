"""Counted conditions on ``it`` alone are tested on the champion itself: the same answers as through the role."""

from __future__ import annotations

import random

import pytest

from sfbkit.games.super_fantasy_brawl.content import conditions as cm
from sfbkit.games.super_fantasy_brawl.engine import conditions, new_match
from sfbkit.games.super_fantasy_brawl.engine.conditions import CondFn, compile_condition
from sfbkit.games.super_fantasy_brawl.engine.context import Context
from sfbkit.kit.play.random_player import RandomPlayer
from tests.games.super_fantasy_brawl.engine.helpers import LIB


def _through_the_role(cond: object, monkeypatch: pytest.MonkeyPatch) -> CondFn:
    """Returns the condition compiled with every counted test going through the role ``it``."""
    with monkeypatch.context() as patch:
        patch.setattr(conditions, "_test_of", lambda cond, role: None)
        return compile_condition(cond)


NOT_BLOODIED = cm.Count.model_validate(
    {"count": {"at_least": 2, "champions": "any", "where": {"not": {"bloodied": "it"}}}}
)
"""A negation inside a count: true for a champion on the map that is not bloodied."""

WITH_SELF = cm.Count.model_validate(
    {
        "count": {
            "at_least": 1,
            "champions": "enemy",
            "where": {"any": [{"levelled": "it"}, {"bloodied": "self"}]},
        }
    }
)
"""A counted test that also names ``self``: it goes through the roles."""


def test_every_challenge_answers_alike_both_ways(monkeypatch: pytest.MonkeyPatch) -> None:
    models = [c.condition for c in LIB.challenges.values()] + [NOT_BLOODIED, WITH_SELF]
    pairs = [(compile_condition(m), _through_the_role(m, monkeypatch)) for m in models]
    answers: list[bool] = []
    for seed in range(1, 4):
        picked = random.Random(seed).sample(sorted(LIB.champions), 6)
        match = new_match(LIB, teams=[picked[:3], picked[3:]], seed=seed)
        players = [RandomPlayer(seed), RandomPlayer(seed + 10)]
        for _ in range(120):
            decision = match.decision
            if decision is None:
                break
            for cid in match.state.champions:
                for team in (0, 1):
                    for fast, slow in pairs:
                        ctx = Context(team, team, cid)
                        answer = fast(match.engine, ctx)
                        assert answer == slow(match.engine, Context(team, team, cid))
                        assert ctx.it is None
                        answers.append(answer)
            match.apply(players[decision.player].choose(match, decision))
    assert len(answers) > 10_000 and 0.05 < sum(answers) / len(answers) < 0.95


def test_only_tests_on_it_alone_are_taken_apart() -> None:
    assert conditions._test_of(NOT_BLOODIED.count.where, "it") is not None
    assert conditions._test_of(WITH_SELF.count.where, "it") is None
