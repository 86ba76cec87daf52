"""The players by name: the default random one and the greedy one play the game; the uniform one stays."""

from __future__ import annotations

import pytest

from sfbkit.games.dungeon_command.content.library import load_library
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.definitions import Definitions
from sfbkit.games.dungeon_command.engine.match import new_match
from sfbkit.games.dungeon_command.play.approach import walking_distances
from sfbkit.games.dungeon_command.play.greedy_player import GreedyPlayer
from sfbkit.games.dungeon_command.play.players import player
from sfbkit.games.dungeon_command.play.script import POLICIES, Policy
from sfbkit.geometry.square import parse
from tests.games.dungeon_command.driving import play, scenario

PAIRS = (("lanternguard", "mirewood-brood"), ("mirewood-brood", "lanternguard"))
"""The bundled warbands by seat, swapped on odd seeds as bench/dc_match_ends.py does."""


@pytest.fixture(scope="module")
def bundled() -> Definitions:
    return definitions_of(load_library(bundled_root()))


def _play_out(defs: Definitions, policy: Policy, seed: int) -> str:
    """Plays a bundled match of a policy against itself under the 60-turn limit; returns how it ended."""
    match = new_match(
        defs,
        warbands=PAIRS[seed % 2],
        battlefield="twin-vaults",
        ruleset="simulation",
        seed=seed,
    )
    seats = [player(policy, seed * 2 + 1), player(policy, seed * 2 + 2)]
    for _ in range(5_000):
        if (decision := match.decision) is None:
            break
        match.apply(seats[decision.player].choose(match, decision))
    assert match.result is not None
    return match.result.reason


@pytest.mark.parametrize("seed", [*range(1, 7), 613])
def test_random_matches_end_by_morale_not_the_turn_limit(bundled: Definitions, seed: int) -> None:
    assert _play_out(bundled, "random", seed) in ("morale", "no_creatures")


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(1, 3))
def test_greedy_matches_end_by_morale_not_the_turn_limit(bundled: Definitions, seed: int) -> None:
    assert _play_out(bundled, "greedy", seed) in ("morale", "no_creatures")


def test_the_uniform_player_is_still_there_by_name_and_waits_it_out(bundled: Definitions) -> None:
    assert "uniform" in POLICIES and player("uniform", 3).name == "uniform"
    assert _play_out(bundled, "uniform", 1) == "turn_limit"


def test_the_random_player_acts_rather_than_ending_an_activation(defs: Definitions) -> None:
    for seed in range(40):
        match = scenario(defs, "A:t-footman@h8", "B:t-footman@h9")
        play(match, "activate:h8")
        decision = match.decision
        assert decision is not None and decision.kind == "activation_step" and "end" in decision.ids
        assert player("random", seed).choose(match, decision) != "end"


def test_the_random_player_steps_toward_the_nearest_enemy(defs: Definitions) -> None:
    for seed in range(20):
        match = scenario(defs, "A:t-footman@h2", "B:t-footman@h12")
        play(match, "activate:h2", "move")
        decision = match.decision
        assert decision is not None and decision.kind == "step"
        before = walking_distances(match.engine, 0)[parse("h2")]
        choice = player("random", seed).choose(match, decision)
        assert walking_distances(match.engine, 0)[parse(choice.split(":")[1])] < before


def test_the_greedy_player_attacks_when_it_can(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@h8", "B:t-footman@h9")
    play(match, "activate:h8")
    decision = match.decision
    assert decision is not None and "attack:0" in decision.ids
    assert GreedyPlayer().choose(match, decision) == "attack:0"


def test_the_greedy_player_advances_otherwise(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@h2", "B:t-footman@h12")
    play(match, "activate:h2")
    greedy = GreedyPlayer()
    assert (decision := match.decision) is not None and greedy.choose(match, decision) == "move"
    play(match, "move")
    while (decision := match.decision) is not None and decision.kind == "step":
        match.apply(greedy.choose(match, decision))
    assert match.state.creatures[min(match.state.creatures)].square[1] == 7  # six squares up from h2
