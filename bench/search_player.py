"""The search player against greedy: CPU per decision and the share of decided games it wins, per game.

Each game plays seat-swapped matches of ``search:BUDGET`` against the game's greedy player on the
bundled content (Super Fantasy Brawl's standard 3-versus-3 teams; Dungeon Command's two bundled
warbands on twin-vaults). The CPU time of the search player's decisions is measured with
``time.process_time``; the baseline is the greedy player's CPU per decision in the same games.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

from bench.report import Result
from sfbkit.kit.play.player_registry import PlayerRegistry
from sfbkit.kit.rates import wilson

BUDGET = 100
GAMES = 40
QUICK_BUDGET = 10
QUICK_GAMES = 2
DECISION_CAP = 5_000


def _sfb() -> tuple[Callable[[int], Any], PlayerRegistry]:
    from sfbkit.games.super_fantasy_brawl.content.library import load_library
    from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
    from sfbkit.games.super_fantasy_brawl.engine import new_match
    from sfbkit.games.super_fantasy_brawl.play.policies import PLAYERS

    library = load_library(bundled_content_root())
    teams = (["borka", "pip", "velvet"], ["gorlak", "mirelda", "thornwick"])
    return (lambda seed: new_match(library, teams=teams, seed=seed)), PLAYERS


def _dc() -> tuple[Callable[[int], Any], PlayerRegistry]:
    from sfbkit.games.dungeon_command.content.library import load_library
    from sfbkit.games.dungeon_command.content.paths import bundled_root
    from sfbkit.games.dungeon_command.engine.compile import definitions_of
    from sfbkit.games.dungeon_command.engine.match import new_match
    from sfbkit.games.dungeon_command.play.players import PLAYERS

    defs = definitions_of(load_library(bundled_root()))
    warbands = ("lanternguard", "mirewood-brood")
    return (
        lambda seed: new_match(
            defs, warbands=warbands, battlefield="twin-vaults", ruleset="skirmish", seed=seed
        )
    ), PLAYERS


def _duel(
    result: Result,
    game: str,
    setup: Callable[[], tuple[Callable[[int], Any], PlayerRegistry]],
    budget: int,
    games: int,
) -> None:
    new, players = setup()
    won = lost = drawn = 0
    cpu = [0.0, 0.0]
    asked = [0, 0]
    for seed in range(games):
        side = seed % 2
        match = new(seed)
        seats = [players.make("greedy", seed), players.make("greedy", seed)]
        seats[side] = players.make(f"search:{budget}", seed)
        count = 0
        while (decision := match.decision) is not None and count < DECISION_CAP:
            start = time.process_time()
            answer = seats[decision.player].choose(match, decision)
            who = 0 if decision.player == side else 1
            cpu[who] += time.process_time() - start
            asked[who] += 1
            match.apply(answer)
            count += 1
        end = match.result
        winner = None if end is None else end.winner
        if winner is None:
            drawn += 1
        elif winner == match.side(side):
            won += 1
        else:
            lost += 1
    rate = wilson(won, won + lost)
    result.figure(f"{game}: search:{budget} CPU per decision", 1000 * cpu[0] / max(asked[0], 1), "ms")
    result.figure(f"{game}: greedy CPU per decision", 1000 * cpu[1] / max(asked[1], 1), "ms")
    result.figure(f"{game}: search wins of decided games", 100 * rate.rate, "%")
    result.ratio(
        f"{game}: search CPU / greedy CPU per decision",
        cpu[0] / max(asked[0], 1) / max(cpu[1] / max(asked[1], 1), 1e-9),
    )
    result.note(
        f"{game}: {won} won, {lost} lost, {drawn} drawn of {games} seat-swapped games;"
        f" 95% interval {100 * rate.low:.0f}-{100 * rate.high:.0f}%"
    )


def run(quick: bool) -> Result:
    """Plays the duels of both games and returns their figures."""
    result = Result("search_player")
    budget, games = (QUICK_BUDGET, QUICK_GAMES) if quick else (BUDGET, GAMES)
    _duel(result, "Super Fantasy Brawl", _sfb, budget, games)
    _duel(result, "Dungeon Command", _dc, budget, games)
    return result
