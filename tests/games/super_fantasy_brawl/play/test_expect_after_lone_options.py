"""An ``expect:`` sees the match after the decisions the engine took alone (a single legal option) since the step."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.runner import ScriptFailure, run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script

LAST_CORE = """\
players:
  - champions: [borka, pip, velvet]
  - champions: [gorlak, thornwick, mirelda]
setup:
  positions: {borka: c5, gorlak: h3}
  hands: [[borka-anvil-drop], [gorlak-bog-snack]]
  traps: {}
  exhausted: [[yellow, blue], null]
steps:
  - play: borka-anvil-drop
  - path: [c4]
"""
"""Player 0 spends its last ready core: ``end-turn`` is then its only option, which the engine takes alone."""


def test_an_expect_after_the_last_core_sees_the_next_players_turn(
    write_script: Callable[..., Path], library: Library
) -> None:
    expect = "  - expect:\n      active: 1\n      events: [{kind: turn, player: 1}]\n"
    outcome = run_script(load_script(write_script(LAST_CORE + expect)), library)
    assert outcome.match.state.active_player == 1


def test_an_expect_of_the_turn_before_the_lone_end_turn_fails(
    write_script: Callable[..., Path], library: Library
) -> None:
    path = write_script(LAST_CORE + "  - expect: {active: 0}\n")
    with pytest.raises(ScriptFailure) as failed:
        run_script(load_script(path), library)
    assert str(failed.value) == f"{path}:12: step 3: active: expected player 0's turn, found player 1's turn"
