"""The search player's remembered cutoff scores equal the evaluation's, across the positions of several matches."""

from __future__ import annotations

import random

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import RandomPlayer, new_match
from sfbkit.games.super_fantasy_brawl.play.evaluation import evaluate
from sfbkit.games.super_fantasy_brawl.play.search_scores import SearchScores


def test_one_memory_shared_by_several_matches_scores_every_position_as_the_evaluation(
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
                    assert scores.score(match, team) == scores.score(match, team) == evaluate(match, team)
                    checked += 1
            match.apply(player.choose(match, decision))
    assert checked > 500
