"""``auto:`` stretches: the players' policies play for some decisions, turns or rounds, or to the end."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.engine.definitions import compile_rules
from sfbkit.games.super_fantasy_brawl.play.runner import ScriptFailure, run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script

HEADER = """\
seed: 3
rules: {round_limit: 6}
players:
  - {champions: [borka, pip, velvet], policy: first}
  - {champions: [gorlak, thornwick, mirelda], policy: random}
setup:
  positions: {borka: c5, gorlak: g3}
  traps: {}
steps:
"""


def _run(write: Callable[..., Path], library: Library, steps: str) -> list[str]:
    outcome = run_script(load_script(write(HEADER + steps)), library)
    return [d.source for d in outcome.recording.decisions]


def test_auto_for_decisions_turns_and_rounds(write_script: Callable[..., Path], library: Library) -> None:
    assert _run(write_script, library, "  - auto: {decisions: 3}\n") == ["first"] * 3
    _run(write_script, library, "  - auto: {turns: 1}\n  - expect: {active: 1, round: 2}\n")
    _run(write_script, library, "  - auto: {turns: 2}\n  - expect: {active: 0, round: 3}\n")
    _run(write_script, library, "  - auto: {rounds: 2}\n  - expect: {active: 0, round: 4}\n")
    _run(write_script, library, "  - auto: {until_round: 5}\n  - expect: {active: 0, round: 5}\n")
    _run(write_script, library, "  - auto: end\n  - expect: {decision: none}\n")


def test_auto_needs_a_policy_for_every_player_it_meets(
    write_script: Callable[..., Path], library: Library
) -> None:
    path = write_script(HEADER.replace("policy: random", "policy: null") + "  - auto: end\n")
    with pytest.raises(ScriptFailure) as caught:
        run_script(load_script(path), library)
    assert "step 1: auto to the end: player 1 has no policy; player 1 is asked for " in str(caught.value)


def test_rules_overrides_play_a_variant_of_the_ruleset_on_the_same_content(
    write_script: Callable[..., Path], library: Library
) -> None:
    outcome = run_script(load_script(write_script(HEADER + "  - auto: end\n")), library)
    assert outcome.match.engine.ruleset.round_limit == 6
    assert library.rulesets["standard"].round_limit != 6
    assert outcome.match.rules is compile_rules(library)
