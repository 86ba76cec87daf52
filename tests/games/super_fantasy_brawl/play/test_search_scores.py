"""The search player's remembered cutoff scores equal the evaluation plus the exposure term, across several matches."""

from __future__ import annotations

import random

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import RandomPlayer, new_match
from sfbkit.games.super_fantasy_brawl.play.evaluation import evaluate
from sfbkit.games.super_fantasy_brawl.play.exposure import exposure
from sfbkit.games.super_fantasy_brawl.play.search_scores import SearchScores


def test_one_memory_shared_by_several_matches_scores_every_position_as_evaluation_and_exposure(
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
                    expected = evaluate(match, team) + exposure(match, team)
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
