"""The search player's default policy aims an attack at the enemy in reach with the fewest hit points left."""

from __future__ import annotations

import random

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine import Match, RandomPlayer, new_match
from sfbkit.games.super_fantasy_brawl.play.greedy_player import rollout_choice
from sfbkit.games.super_fantasy_brawl.play.search_rollout import search_rollout
from sfbkit.kit.play.decisions import Decision


def _left(match: Match, champion_id: str) -> int:
    champion = match.state.champions[champion_id]
    definition = match.rules.champions[champion_id]
    return (definition.levelled if champion.levelled else definition.basic).hp - champion.damage


def _attacks_with_a_choice(library: Library, wanted: int) -> list[tuple[Match, Decision]]:
    """Returns attack decisions of random matches that offer enemies with different hit points left."""
    found: list[tuple[Match, Decision]] = []
    seed = 0
    while len(found) < wanted:
        picked = random.Random(seed).sample(sorted(library.champions), 6)
        match, player = new_match(library, teams=[picked[:3], picked[3:]], seed=seed), RandomPlayer(seed)
        while (decision := match.decision) is not None:
            aimed = [o.id.removeprefix("target:") for o in decision.options if o.id.startswith("target:")]
            if decision.kind == "attack" and len({_left(match, c) for c in aimed}) > 1:
                found.append((match.fork(), decision))
            match.apply(player.choose(match, decision))
        seed += 1
    return found


def test_an_attack_aims_at_the_enemy_nearest_a_knock_out(library: Library) -> None:
    differs = 0
    for match, decision in _attacks_with_a_choice(library, 5):
        answer = search_rollout(match, decision)
        aimed = [o.id.removeprefix("target:") for o in decision.options if o.id.startswith("target:")]
        assert answer.startswith("target:")
        assert _left(match, answer.removeprefix("target:")) == min(_left(match, c) for c in aimed)
        differs += answer != rollout_choice(match, decision)
    # The greedy look-ahead's default takes the first target: the two differ where that one is not the weakest.
    assert differs > 0


def test_other_decisions_keep_the_greedy_look_aheads_defaults(library: Library) -> None:
    match, player = (
        new_match(library, teams=[["borka", "pip", "velvet"], ["gorlak", "mirelda", "thornwick"]], seed=5),
        RandomPlayer(5),
    )
    asked = 0
    while (decision := match.decision) is not None and asked < 300:
        if decision.kind != "attack":
            assert search_rollout(match, decision) == rollout_choice(match, decision)
        match.apply(player.choose(match, decision))
        asked += 1
