"""The step a script writes for an option: found from the step forms, and answered with that very option."""

from __future__ import annotations

from typing import Any

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.content.match_script import SetupSpec
from sfbkit.games.super_fantasy_brawl.engine.match import Match
from sfbkit.games.super_fantasy_brawl.play.match_spec import MatchSpec, build_match
from sfbkit.games.super_fantasy_brawl.play.script_steps import DecisionStep
from sfbkit.games.super_fantasy_brawl.play.step_forms import atoms, parse_value, step_for
from sfbkit.kit.io.yaml_source import Node
from sfbkit.kit.play.decisions import Decision
from sfbkit.kit.play.random_player import RandomPlayer

TEAMS = (("borka", "pip", "velvet"), ("gorlak", "thornwick", "mirelda"))


def answered(step: Any, decision: Decision, match: Match) -> str:
    """Returns the option a step answers a decision with, as the script runner reads it."""
    kind, value = next(iter(step.items())) if isinstance(step, dict) else (step, None)
    normalised = parse_value(kind, value, Node(1, 1))[0] if value is not None else None
    first = atoms(DecisionStep(0, 1, kind, normalised, None, kind))[0]
    assert not first.kinds or decision.kind in first.kinds
    return first.option(decision, match)


def test_every_option_of_a_random_match_has_a_step_that_answers_with_it(library: Library) -> None:
    match = build_match(library, MatchSpec(seed=3, draft="casual", rules={"round_limit": 2}))
    player = RandomPlayer(5)
    written: set[str] = set()
    raw: set[str] = set()
    while (decision := match.decision) is not None:
        option = player.choose(match, decision)
        step = step_for(decision, option, match)
        written.add(next(iter(step)) if isinstance(step, dict) else step)
        if step == {"option": option}:
            raw.add(option.split(":")[0])
        assert answered(step, decision, match) == option, (decision.kind, option, step)
        match.apply(option)
    assert {"play", "target", "pick", "hex"} <= written
    assert raw <= {"std", "step", "plan", "set-aside"}, raw


def test_readable_forms_come_before_the_raw_option(library: Library) -> None:
    setup = SetupSpec(positions={"borka": "c5", "gorlak": "c3"}, hands=[["borka-anvil-drop"], []], traps={})
    match = build_match(library, MatchSpec(seed=1, teams=TEAMS, setup=setup))
    decision = match.decision
    assert decision is not None
    assert step_for(decision, "play:borka-anvil-drop@borka", match) == {"play": "borka-anvil-drop"}
    assert step_for(decision, "end-turn", match) == "end-turn"
    assert step_for(decision, "std:move:red@borka", match) == {"option": "std:move:red@borka"}
