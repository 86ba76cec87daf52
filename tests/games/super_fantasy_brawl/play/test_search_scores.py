"""The search player's remembered cutoff scores: the evaluation with challenge prospects for the challenges met, plus
the exposure term, across several matches."""

from __future__ import annotations

import random

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import RandomPlayer, new_match
from sfbkit.games.super_fantasy_brawl.play.challenge_prospects import challenge_prospects
from sfbkit.games.super_fantasy_brawl.play.evaluation import evaluate
from sfbkit.games.super_fantasy_brawl.play.exposure import exposure
from sfbkit.games.super_fantasy_brawl.play.search_scores import SearchScores
from tests.games.super_fantasy_brawl.engine.helpers import scenario


def test_one_memory_shared_by_several_matches_scores_every_position_as_evaluation_prospects_and_exposure(
    library: Library,
) -> None:
    scores = SearchScores()
    checked = 0
    for seed in range(4):
        picked = random.Random(seed).sample(sorted(library.champions), 6)
        match, player = new_match(library, teams=[picked[:3], picked[3:]], seed=seed), RandomPlayer(seed)
        while (decision := match.decision) is not None:
            if match.state.phase != "setup":
                for team in (0, 1):
                    # Asked twice: the second answer comes from memory.
                    expected = (
                        evaluate(match, team, met_challenges=False)
                        + challenge_prospects(match, team)
                        + exposure(match, team)
                    )
                    assert scores.score(match, team) == scores.score(match, team) == expected
                    checked += 1
            match.apply(player.choose(match, decision))
    assert checked > 500


def test_a_finished_match_is_scored_by_the_evaluation_alone(library: Library) -> None:
    match, player = (
        new_match(library, teams=[["borka", "pip", "velvet"], ["gorlak", "mirelda", "thornwick"]], seed=3),
        RandomPlayer(3),
    )
    while (decision := match.decision) is not None:
        match.apply(player.choose(match, decision))
    assert match.state.phase == "over"
    for team in (0, 1):
        assert SearchScores().score(match, team) == evaluate(match, team)


def test_the_same_position_with_fewer_cores_left_is_scored_again_not_remembered() -> None:
    match = scenario({"ava": "c4", "dax": "c7"}, track=[None, "always", None, None], round=2)
    scores = SearchScores()
    before = scores.score(match, 0)
    match.state.players[0].ready["red"] = False
    assert scores.score(match, 0) < before
