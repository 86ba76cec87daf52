"""Super Fantasy Brawl matches forked every few decisions of random play, for tests of what a seat may see."""

from __future__ import annotations

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.engine import Match, RandomPlayer, new_match

BUNDLED = load_library(bundled_content_root())
TEAMS = (["borka", "pip", "velvet"], ["gorlak", "mirelda", "thornwick"])
DECISIONS = 160


def sampled(seed: int, every: int, seats: int = 2) -> list[Match]:
    """Returns forks taken every ``every`` decisions of a random match of two or four seats."""
    if seats == 4:
        champions = sorted(BUNDLED.champions)
        teams = [champions[i : i + 2] for i in range(0, 8, 2)]
        match = new_match(BUNDLED, ruleset="super-team-tornado", teams=teams, seed=seed)
    else:
        match = new_match(BUNDLED, teams=TEAMS, seed=seed)
    players = [RandomPlayer(seed * seats + seat) for seat in range(seats)]
    points = []
    for count in range(DECISIONS):
        decision = match.decision
        if decision is None:
            break
        if count % every == 0:
            points.append(match.fork())
        match.apply(players[decision.player].choose(match, decision))
    return points
