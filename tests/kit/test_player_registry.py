"""Players by name: the kit's random and first, a game's own, and one line naming them for an unknown one."""

from __future__ import annotations

import pytest

from sfbkit.kit.decisions import Decision
from sfbkit.kit.play.first_player import FirstPlayer
from sfbkit.kit.play.player_registry import PlayerKind, PlayerRegistry, UnknownPlayerError
from sfbkit.kit.play.random_player import RandomPlayer
from sfbkit.kit.registry import game_ids, get_game


class Lefty:
    name = "lefty"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, match: object, decision: Decision) -> str:
        return decision.options[-1].id


def test_the_kit_players_come_with_every_game() -> None:
    registry = PlayerRegistry()
    assert registry.names == ("random", "first")
    assert isinstance(registry.make("first", 5), FirstPlayer)
    made = registry.make("random", 5)
    assert isinstance(made, RandomPlayer) and made.seed == 5


def test_a_game_adds_its_own_between_random_and_first() -> None:
    registry = PlayerRegistry((PlayerKind("lefty", Lefty, seeded=False),))
    assert registry.names == ("random", "lefty", "first")
    assert registry.seeded_names == ("random",)
    made = registry.make("lefty", 3)
    assert isinstance(made, Lefty) and made.seed == 3


def test_an_unknown_name_gives_one_line_naming_the_known_ones() -> None:
    registry = PlayerRegistry((PlayerKind("lefty", Lefty, seeded=False),))
    with pytest.raises(UnknownPlayerError) as caught:
        registry.make("grredy", 0)
    assert str(caught.value) == "unknown player 'grredy'; known players: random, lefty, first"
    assert caught.value.exit_code == 2


def test_a_game_cannot_take_a_kit_name() -> None:
    with pytest.raises(ValueError, match="two players are named 'random'"):
        PlayerRegistry((PlayerKind("random", Lefty, seeded=False),))


@pytest.mark.parametrize("game_id", game_ids())
def test_each_game_declares_its_greedy_player_through_the_game_protocol(game_id: str) -> None:
    registry = PlayerRegistry(get_game(game_id).players())
    assert registry.names == ("random", "greedy", "first")
    assert registry.make("greedy", 1).name == "greedy"


def test_the_games_policy_lists_are_the_registry_names() -> None:
    from sfbkit.games.dungeon_command.play import players as dc_players
    from sfbkit.games.dungeon_command.play.script import POLICIES as DC_POLICIES
    from sfbkit.games.super_fantasy_brawl.play import policies as sfb_policies

    assert dc_players.PLAYERS.names == DC_POLICIES
    assert sfb_policies.POLICIES == sfb_policies.PLAYERS.names == ("random", "greedy", "first")
