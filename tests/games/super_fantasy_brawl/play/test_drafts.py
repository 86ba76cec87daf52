"""Scripts with a draft instead of fixed teams (RULES §12)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from sfbkit.games.super_fantasy_brawl.content.library import Library
from sfbkit.games.super_fantasy_brawl.play.runner import run_script
from sfbkit.games.super_fantasy_brawl.play.script_parser import load_script


def test_casual_draft_second_player_picks_first(write_script: Callable[..., Path], library: Library) -> None:
    path = write_script(
        """\
seed: 4
draft: casual
players: [{}, {}]
steps:
  - area: east
  - expect: {decision: pick}
  - pick: borka
  - pick: gorlak
  - pick: pip
  - pick: velvet
  - pick: mirelda
  - pick: thornwick
  - expect:
      # The seed makes player 0 first, so player 1 picks first (RULES §12).
      teams: [[gorlak, velvet, thornwick], [borka, pip, mirelda]]
      decision: trap-hex
"""
    )
    outcome = run_script(load_script(path), library)
    assert [d.kind for d in outcome.recording.decisions].count("pick") == 6


def test_competitive_draft_open_choices_and_bans(write_script: Callable[..., Path], library: Library) -> None:
    path = write_script(
        """\
seed: 4
draft: competitive
players: [{}, {}]
steps:
  - area: west
  # RULES §12: the players alternate open choices, first player first, until each has five.
  - choose: borka
  - choose: gorlak
  - choose: pip
  - choose: thornwick
  - choose: velvet
  - choose: mirelda
  - choose: brisket
  - choose: fizzlewick
  - choose: zephyrine
  - choose: mossbottom
  # Starting with the first player, each bans one of the other's five.
  - ban: mossbottom
  - ban: zephyrine
  - pick: borka
  - pick: gorlak
  - pick: pip
  - pick: thornwick
  - pick: velvet
  - pick: mirelda
  - expect:
      teams: [[borka, pip, velvet], [gorlak, thornwick, mirelda]]
"""
    )
    run_script(load_script(path), library)
