"""Super Fantasy Brawl matches of the greedy player against itself, as the search's fitting commands play them."""

from __future__ import annotations

import random
from typing import Any

from bench.search_player import SFB_TEAMS


def greedy_selfplay(seed: int) -> tuple[Any, list[Any]]:
    """Returns a seed's new match and its two greedy players: the bench's teams on even seeds, random teams of the
    bundled champions on odd ones."""
    from sfbkit.games.super_fantasy_brawl.content.library import load_library
    from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
    from sfbkit.games.super_fantasy_brawl.engine import new_match
    from sfbkit.games.super_fantasy_brawl.play.policies import PLAYERS

    library = load_library(bundled_content_root())
    if seed % 2 == 0:
        teams = [list(team) for team in SFB_TEAMS]
    else:
        picked = random.Random(seed).sample(sorted(library.champions), 6)
        teams = [picked[:3], picked[3:]]
    return new_match(library, teams=teams, seed=seed), [
        PLAYERS.make("greedy", seed * 2 + seat) for seat in range(2)
    ]
