"""A fate drawn back by a reshuffle is not played again the same round, by greedy or by search."""

from __future__ import annotations

import pytest

from sfbkit.games.blood_wars.content.library import load_library
from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.engine.compile import definitions_of
from sfbkit.games.blood_wars.engine.match import BWMatch, new_match
from sfbkit.games.blood_wars.play.players import PLAYERS
from sfbkit.games.blood_wars.play.replayed_fates import PlayedFates
from sfbkit.kit.play.random_player import RandomPlayer

DEFS = definitions_of(load_library(bundled_root()))


def _offering_a_fate(chosen_by: str | None = None) -> tuple[BWMatch, str]:
    """Returns a match waiting on an action decision that offers a fate, and that fate's option (one that the
    player ``chosen_by`` would choose)."""
    for seed in range(20):
        match = new_match(DEFS, decks=("wandering-concord", "mire-court"), ruleset="conflict", seed=seed)
        players = [RandomPlayer(seed), RandomPlayer(seed + 1)]
        while (decision := match.decision) is not None:
            fates = [option_id for option_id in decision.ids if option_id.startswith("fate:")]
            if decision.kind == "action" and fates:
                if chosen_by is None:
                    return match, fates[0]
                answer = PLAYERS.make(chosen_by, 1).choose(match, decision)
                if answer in fates:
                    return match, answer
            match.apply(players[decision.player].choose(match, decision))
    raise AssertionError("no seed offers a fate in an action phase")


def test_a_fate_played_this_round_is_left_out_until_the_next() -> None:
    match, fate = _offering_a_fate()
    decision = match.decision
    assert decision is not None
    fates = PlayedFates()
    assert fate in fates.fresh(match, decision)
    fates.note(match, fate)
    assert fate not in fates.fresh(match, decision)
    assert fates.fresh(match, decision) == [o for o in decision.ids if o != fate]
    later = match.fork()
    start = later.engine.state.round
    while later.engine.state.round == start and (step := later.decision) is not None:
        later.apply(step.ids[-1])
    assert fate in fates.fresh(later, decision)


@pytest.mark.parametrize("name", ["greedy", "search:8"])
def test_a_player_does_not_choose_a_fate_it_played_this_round(name: str) -> None:
    match, fate = _offering_a_fate(chosen_by=name)
    decision = match.decision
    assert decision is not None
    player = PLAYERS.make(name, 1)
    player.fates.note(match, fate)  # type: ignore[attr-defined]
    assert player.choose(match, decision) != fate
