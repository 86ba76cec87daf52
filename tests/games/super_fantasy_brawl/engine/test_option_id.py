"""Option ids: every id a match offers parses and formats back byte for byte; broken ids raise a usage error."""

from __future__ import annotations

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.games.super_fantasy_brawl.engine.match import new_match
from sfbkit.games.super_fantasy_brawl.engine.option_id import MalformedOptionError, OptionId
from sfbkit.kit.errors import UsageError
from sfbkit.kit.play.random_player import RandomPlayer


@pytest.mark.parametrize(
    ("made", "text"),
    [
        (OptionId.play("gorath-cleave", "gorath"), "play:gorath-cleave@gorath"),
        (OptionId.standard("red", "gorath"), "std:red@gorath"),
        (OptionId.standard("blue", "gorath", move=True), "std:move:blue@gorath"),
        (OptionId.step("c4"), "step:c4"),
        (OptionId.hex("c4"), "hex:c4"),
        (OptionId.target("gorath"), "target:gorath"),
        (OptionId.react("mira-parry", "gorath"), "react:mira-parry@gorath"),
        (OptionId("end-turn"), "end-turn"),
        (OptionId("react", "none"), "react:none"),
    ],
)
def test_constructors_format_the_ids_scripts_and_logs_use(made: OptionId, text: str) -> None:
    assert str(made) == text
    assert OptionId.parse(text) == made


def test_a_standard_move_names_its_colour_and_kind() -> None:
    chosen = OptionId.parse("std:move:yellow@gorath")
    assert (chosen.standard_kind, chosen.standard_colour, chosen.at) == ("move", "yellow", "gorath")
    assert (
        OptionId.parse("std:red@gorath").standard_kind,
        OptionId.parse("std:red@gorath").standard_colour,
    ) == (
        "red",
        "red",
    )


@pytest.mark.parametrize("text", ["", "walk:c4", "step:", "play:card@", "Step:c4"])
def test_a_malformed_id_is_a_usage_error(text: str) -> None:
    with pytest.raises(MalformedOptionError) as error:
        OptionId.parse(text)
    assert isinstance(error.value, UsageError)
    assert repr(text) in str(error.value)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_option_of_a_drafted_random_match_round_trips(seed: int) -> None:
    match = new_match(load_library(bundled_content_root()), draft="competitive", seed=seed)
    players = [RandomPlayer(seed), RandomPlayer(seed + 10)]
    seen = 0
    while match.decision is not None and seen < 20000:
        for option_id in match.decision.ids:
            assert str(OptionId.parse(option_id)) == option_id
            seen += 1
        match.apply(players[match.decision.player].choose(match, match.decision))
    assert seen > 100
