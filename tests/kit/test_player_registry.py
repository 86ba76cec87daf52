"""Players by name: the kit's random and first, a game's own, and one line naming them for an unknown one."""

from __future__ import annotations

import pytest

from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.first_player import FirstPlayer
from sfbkit.kit.play.player_registry import PlayerKind, PlayerRegistry, UnknownPlayerError
from sfbkit.kit.play.random_player import RandomPlayer
from sfbkit.kit.play.search_player import DEFAULT_ITERATIONS, SearchPlayer
from sfbkit.kit.registry import game_ids, get_game


class Lefty:
    name = "lefty"

    def __init__(self, seed: int) -> None:
        self.seed = seed

    def choose(self, match: object, decision: Decision) -> str:
        return decision.options[-1].id


def test_the_kit_players_come_with_every_game() -> None:
    registry = PlayerRegistry()
    assert registry.names == ("random", "search", "first")
    assert isinstance(registry.make("first", 5), FirstPlayer)
    made = registry.make("random", 5)
    assert isinstance(made, RandomPlayer) and made.seed == 5


def test_a_game_adds_its_own_between_random_and_first() -> None:
    registry = PlayerRegistry((PlayerKind("lefty", Lefty, seeded=False),))
    assert registry.names == ("random", "lefty", "search", "first")
    assert registry.seeded_names == ("random", "search")
    made = registry.make("lefty", 3)
    assert isinstance(made, Lefty) and made.seed == 3


def test_an_unknown_name_gives_one_line_naming_the_known_ones() -> None:
    registry = PlayerRegistry((PlayerKind("lefty", Lefty, seeded=False),))
    with pytest.raises(UnknownPlayerError) as caught:
        registry.make("grredy", 0)
    assert str(caught.value) == "unknown player 'grredy'; known players: random, lefty, search, first"
    assert caught.value.exit_code == 2


def test_a_game_may_give_its_own_random_but_no_other_kit_name() -> None:
    assert PlayerRegistry((PlayerKind("random", Lefty, seeded=False),)).make("random", 1).name == Lefty.name
    with pytest.raises(ValueError, match="two players are named 'first'"):
        PlayerRegistry((PlayerKind("first", Lefty, seeded=False),))


@pytest.mark.parametrize("game_id", game_ids())
def test_each_game_declares_its_greedy_player_through_the_game_protocol(game_id: str) -> None:
    registry = PlayerRegistry(get_game(game_id).players())
    assert (
        registry.names[0] == "random"
        and registry.names[-2:] == ("search", "first")
        and "greedy" in registry.names
    )
    assert registry.make("greedy", 1).name == "greedy"


def test_the_games_policy_lists_are_the_registry_names() -> None:
    from sfbkit.games.dungeon_command.play import players as dc_players
    from sfbkit.games.dungeon_command.play.script import POLICIES as DC_POLICIES
    from sfbkit.games.super_fantasy_brawl.play import policies as sfb_policies

    assert dc_players.PLAYERS.names == DC_POLICIES
    assert sfb_policies.POLICIES == sfb_policies.PLAYERS.names == ("random", "greedy", "search", "first")


def test_a_budget_follows_the_name_of_a_player_that_takes_one() -> None:
    registry = PlayerRegistry()
    made = registry.make("search:25", 4)
    assert isinstance(made, SearchPlayer) and (made.iterations, made.seed) == (25, 4)
    plain = registry.make("search", 4)
    assert isinstance(plain, SearchPlayer) and plain.iterations == DEFAULT_ITERATIONS
    assert registry.knows("search:1") and registry.knows("random") and not registry.knows("search:0")


@pytest.mark.parametrize(
    ("name", "message"),
    [
        (
            "search:abc",
            "bad budget in 'search:abc': expected search:N with N a whole number from 1 to 1000000",
        ),
        ("search:0", "bad budget in 'search:0'"),
        ("search:", "bad budget in 'search:'"),
        ("search:-3", "bad budget in 'search:-3'"),
        ("search:" + "9" * 5000, "bad budget in"),
        ("search:2000000", "bad budget in 'search:2000000'"),
        ("random:5", "player 'random' takes no budget; 'random:5' names none"),
        ("serch:5", "unknown player 'serch:5'; known players: random, search, first"),
    ],
)
def test_a_bad_budget_is_one_line_saying_what_was_expected(name: str, message: str) -> None:
    with pytest.raises(UnknownPlayerError) as caught:
        PlayerRegistry().make(name, 0)
    assert message in str(caught.value) and "\n" not in str(caught.value)
    assert caught.value.exit_code == 2


@pytest.mark.parametrize("game_id", game_ids())
def test_each_game_gives_its_search_player_its_own_evaluation_and_default_policy(game_id: str) -> None:
    registry = PlayerRegistry(get_game(game_id).players())
    made = registry.make("search", 1)
    assert isinstance(made, SearchPlayer) and made.evaluate is not None and made.rollout is not None
    budgeted = registry.make("search:7", 1)
    assert (
        isinstance(budgeted, SearchPlayer) and budgeted.iterations == 7 and budgeted.evaluate is made.evaluate
    )
