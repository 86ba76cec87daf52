"""The DCMatch face: new_match from a library, option ids, illegal answers, events, observers and evaluation."""

from __future__ import annotations

import pytest

from sfbkit.games.dungeon_command.content.library import load_library
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.engine.compile import definitions_of
from sfbkit.games.dungeon_command.engine.definitions import Definitions
from sfbkit.games.dungeon_command.engine.evaluation import WIN, evaluate
from sfbkit.games.dungeon_command.engine.match import new_match
from sfbkit.games.dungeon_command.engine.option_ids import MalformedOptionError, OptionId
from sfbkit.games.dungeon_command.engine.scenario import Placed
from sfbkit.geometry.square import parse
from sfbkit.kit.errors import IllegalDecisionError, UsageError
from tests.games.dungeon_command.driving import play, scenario

ROOT = bundled_root()


@pytest.mark.parametrize(
    "text",
    [
        "move",
        "step:h3",
        "target:f6",
        "order:t-heave",
        "order:t-brace@e5",
        "deploy:t-footman@c1",
        "power:0@e5",
    ],
)
def test_option_ids_round_trip(text: str) -> None:
    option = OptionId.parse(text)
    assert str(option) == text
    assert eval(repr(option)) == option  # the repr rebuilds it


def test_option_id_parts() -> None:
    assert OptionId.parse("deploy:t-footman@c1") == OptionId("deploy", "t-footman", parse("c1"))
    assert OptionId.parse("step:h3").square == parse("h3")
    assert OptionId.parse("power:1@e5").index == 1


@pytest.mark.parametrize("bad", ["fly:h3", "step:h0", "order:x@zz"])
def test_malformed_option_ids_are_rejected(bad: str) -> None:
    with pytest.raises(MalformedOptionError):
        OptionId.parse(bad)


def test_new_match_compiles_the_library_once() -> None:
    library = load_library(ROOT)
    match = new_match(
        library,
        warbands=("lanternguard", "mirewood-brood"),
        battlefield="twin-vaults",
        ruleset="standard",
        seed=1,
    )
    assert match.decision is not None and match.decision.kind == "toss"
    assert definitions_of(library) is definitions_of(library)


@pytest.mark.parametrize(
    ("field", "value"),
    [("warbands", ("nobody", "lanternguard")), ("battlefield", "nowhere"), ("ruleset", "none")],
)
def test_unknown_names_are_usage_errors(field: str, value: object) -> None:
    library = load_library(ROOT)
    options: dict[str, object] = {
        "warbands": ("lanternguard", "mirewood-brood"),
        "battlefield": "twin-vaults",
        "ruleset": "standard",
    }
    options[field] = value
    with pytest.raises(UsageError, match="unknown"):
        new_match(library, seed=1, **options)  # type: ignore[arg-type]


def test_an_illegal_answer_names_the_legal_ids(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@h2", "B:t-brute@h7")
    with pytest.raises(IllegalDecisionError, match="legal: activate:h2, end-phase"):
        match.apply("activate:h3")


def test_observers_see_every_event(defs: Definitions) -> None:
    match = scenario(defs, "A:t-footman@h2", "B:t-brute@h7")
    seen: list[str] = []
    match.observe(lambda event: seen.append(event.kind))
    before = len(match.events)
    play(match, "activate:h2", "move", "step:h3")
    assert seen == [e.kind for e in match.events[before:]]


def test_scenario_notation_errors_are_one_line_usage_errors(defs: Definitions) -> None:
    with pytest.raises(UsageError, match="expected owner:card@square"):
        Placed.parse("C:t-footman@h2")
    with pytest.raises(UsageError, match="not an empty non-wall square"):
        scenario(defs, "A:t-footman@c9")


def test_evaluation_rewards_destroying_an_enemy_and_winning(defs: Definitions) -> None:
    match = scenario(defs, "A:t-giant@e4", "B:t-brute@e5", "B:t-footman@t20")
    before = evaluate(match.engine, 0)
    play(match, "activate:e4", "attack:0", "take")
    after = evaluate(match.engine, 0)
    assert after > before
    assert evaluate(match.engine, 1) == -after
    lost = scenario(defs, "A:t-giant@e4", "B:t-brute@e5", morale=(None, 3))
    play(lost, "activate:e4", "attack:0", "take")
    assert lost.over and evaluate(lost.engine, 0) == WIN
