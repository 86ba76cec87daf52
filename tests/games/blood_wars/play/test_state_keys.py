"""Everything BW §16 lets a scenario place can be set in a script and read back by an expectation key."""

from __future__ import annotations

from pathlib import Path

import pytest

from sfbkit.games.blood_wars.content.paths import bundled_root
from sfbkit.games.blood_wars.game import GAME
from sfbkit.kit.game import ScriptFailed

ROOT = bundled_root()

POSITION = """\
seed: 1
ruleset: conflict
scenario:
  active: 2
  round: 4
  phase: action
  captures_this_turn: 1
  seats:
    - deck: [vellmoor, crossroads-militia]
      hand: [writ-of-recall]
      warlords:
        - card: ferryman-of-two-shores
          face_down: true
          battle_hand: [crossroads-militia, {card: hobnailed-boots, held_by: crossroads-militia, face_down: true}]
      area: [underhollow, hedge-oracle]
      victory_pool: [the-ninth-stair]
      discard: [forced-march]
      dead_book: [cinderstorm]
      turns: 5
    - deck: [crossroads-militia, crossroads-militia, crossroads-militia]
      hand: [old-tollgate, requisition]
      warlords: [pyre-marshal-kettrin]
      area: [saltmarsh-ford]
      turns: 4
    - deck: [crossroads-militia]
      warlords: [wandering-arbiter-tessaly]
      victory_pool: [quiet-orchard, vellmoor]
      turns: 4
steps:
  - expect:
"""

F = "p1:ferryman-of-two-shores#1"
CASES = {
    "decks": (
        "decks: [[vellmoor, crossroads-militia], 3, [crossroads-militia]]",
        "decks: [[crossroads-militia, vellmoor], null, null]",
    ),
    "hands": (
        "hands: [[writ-of-recall], [requisition, old-tollgate], 0]",
        "hands: [[writ-of-recall], 1, null]",
    ),
    "warlords": (
        f"warlords: {{{F}: {{face_down: true, battle_hand: [hobnailed-boots, crossroads-militia]}}, p2:pyre-marshal-kettrin#1: false}}",
        f"warlords: {{{F}: {{face_down: false}}}}",
    ),
    "face_down": (f"face_down: [{F}, p1:hobnailed-boots#1]", "face_down: [p1:crossroads-militia#2]"),
    "face_up": ("face_up: [p1:crossroads-militia#2, p3:wandering-arbiter-tessaly#1]", f"face_up: [{F}]"),
    "places": (
        'places: {p1:hobnailed-boots#1: "p1:ferryman-of-two-shores#1\'s battle hand", p1:hedge-oracle#1: area}',
        "places: {p1:cinderstorm#1: discard pile}",
    ),
    "battlefields": ("battlefields: [[underhollow], [saltmarsh-ford], []]", "battlefields: [[], null, null]"),
    "area_fates": ("area_fates: [[hedge-oracle], 0, 0]", "area_fates: [0, null, null]"),
    "victory_pools": (
        "victory_pools: [[the-ninth-stair], 0, [vellmoor, quiet-orchard]]",
        "victory_pools: [0, null, null]",
    ),
    "vp": ("vp: [4, 0, 5]", "vp: [4, 0, 4]"),
    "discards": ("discards: [[forced-march], 0, 0]", "discards: [[cinderstorm], null, null]"),
    "dead_books": ("dead_books: [[cinderstorm], 0, 0]", "dead_books: [0, null, null]"),
    "turns_taken": ("turns_taken: [5, 4, 4]", "turns_taken: [4, 4, 4]"),
    "active": ("active: 1", "active: 0"),
    "seat_order": ("seat_order: [0, 1, 2]", "seat_order: [1, 0, 2]"),
    "round": ("round: 4", "round: 1"),
    "phase": ("phase: action", "phase: assembly"),
    "captures": ("captures: 1", "captures: 0"),
    "challenge": ("challenge: none", "challenge: {kind: combat}"),
    "decision": ("decision: action", "decision: formation"),
}
"""For each state key: an expectation of the position above that holds, and one that does not."""


def _script(tmp_path: Path, expectation: str) -> Path:
    path = tmp_path / "position.yaml"
    path.write_text(f"{POSITION}      {expectation}\n", encoding="utf-8")
    return path


@pytest.mark.parametrize("key", sorted(CASES))
def test_a_state_placed_by_the_scenario_is_expected(tmp_path: Path, key: str) -> None:
    _, summary = GAME.run_script(ROOT, _script(tmp_path, CASES[key][0]))
    assert summary.endswith("1 steps, 0 decisions, 1 expectations")


@pytest.mark.parametrize("key", sorted(CASES))
def test_a_wrong_expectation_of_that_state_fails_at_its_line(tmp_path: Path, key: str) -> None:
    script = _script(tmp_path, CASES[key][1])
    with pytest.raises(ScriptFailed) as failed:
        GAME.run_script(ROOT, script)
    line = len(script.read_text().splitlines())
    assert str(failed.value).startswith(f"{script}:{line}: step 1: {key}: expected")


def test_the_cards_held_by_a_legion_and_the_turn_seat_reach_the_engine(tmp_path: Path) -> None:
    run, _ = GAME.run_script(ROOT, _script(tmp_path, "active: 1"))
    state = run.match.state  # type: ignore[attr-defined]
    assert state.holder == {"p1:hobnailed-boots#1": "p1:crossroads-militia#2"}
    assert run.match.decision.player == 1  # type: ignore[attr-defined]
