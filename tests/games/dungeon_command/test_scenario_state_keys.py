"""Every part of the state a rule reads can be set in a scenario (DC §18) and expected in a script."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.dungeon_command.content.paths import bundled_root
from sfbkit.games.dungeon_command.game import GAME
from sfbkit.kit.game import ScriptFailed

ROOT = bundled_root()

HEAD = """\
seed: 3
players:
  - {warband: lanternguard}
  - {warband: mirewood-brood}
scenario:
  creatures: [A:lantern-pikeman@h2, B:marsh-wight@h12]
"""
PLAY = """\
steps:
  - activate: h2
  - move
  - path: [h3]
  - expect:
"""

CASES = {
    "leadership": ("leadership: [3, null]", "leadership: [3, null]", "leadership: [4, null]"),
    "order_hands": (
        "order_hands: [[lantern-strike, step-aside], []]",
        "order_hands: [[step-aside, lantern-strike], 0]",
        "order_hands: [[lantern-strike], 0]",
    ),
    "order_decks": (
        "order_decks: [[braced-volley, lantern-strike], []]",
        "order_decks: [[braced-volley, lantern-strike], 0]",
        "order_decks: [[lantern-strike, braced-volley], 0]",
    ),
    "creature_decks": (
        "creature_decks: [[vault-hound], [barrow-ghoul, marsh-wight]]",
        "creature_decks: [1, [barrow-ghoul, marsh-wight]]",
        "creature_decks: [1, [marsh-wight, barrow-ghoul]]",
    ),
    "order_discards": (
        "order_discards: [[step-aside], []]",
        "order_discards: [[step-aside], 0]",
        "order_discards: [0, 0]",
    ),
    "creature_discards": (
        "creature_discards: [[], [barrow-ghoul]]",
        "creature_discards: [0, [barrow-ghoul]]",
        "creature_discards: [0, 0]",
    ),
    "turn": ("turn: 4", "turn: 4", "turn: 1"),
    "phase": (
        "phase: deployment\n  creature_hands: [[vault-hound], []]",
        "phase: deployment",
        "phase: activation",
    ),
    "statuses": (
        "statuses: {h12: [{status: immobilized, duration: until_your_next_turn}]}",
        "statuses: {h12: [immobilized]}",
        "statuses: {h12: []}",
    ),
    "movement_left": (
        "statuses: {h2: [{stat: speed, amount: -2}]}",
        "movement_left: 2",
        "movement_left: 4",
    ),
}
"""For each state: the scenario line that sets it, an expectation that holds after playing, and one that does not."""


def _script(tmp_path: Path, setting: str, expectation: str, play: str = PLAY) -> Path:
    path = tmp_path / "scenario.yaml"
    path.write_text(f"{HEAD}  {setting}\n{play}      {expectation}\n", encoding="utf-8")
    return path


PLAY_DEPLOYMENT = "steps:\n  - expect:\n"
"""A scenario that starts in the deployment phase is checked before its first decision."""


@pytest.mark.parametrize("key", sorted(CASES))
def test_a_state_set_in_a_scenario_is_played_and_expected(tmp_path: Path, key: str) -> None:
    setting, holds, _wrong = CASES[key]
    play = PLAY_DEPLOYMENT if key == "phase" else PLAY
    run, summary = GAME.run_script(ROOT, _script(tmp_path, setting, holds, play))
    assert "ok:" in summary and (key == "phase" or len(run.decisions) == 3)


@pytest.mark.parametrize("key", sorted(CASES))
def test_a_wrong_expectation_of_that_state_fails_at_its_line(tmp_path: Path, key: str) -> None:
    setting, _holds, wrong = CASES[key]
    play = PLAY_DEPLOYMENT if key == "phase" else PLAY
    script = _script(tmp_path, setting, wrong, play)
    with pytest.raises(ScriptFailed) as failed:
        GAME.run_script(ROOT, script)
    line = len(script.read_text().splitlines())
    assert str(failed.value).startswith(f"{script}:{line}: step ")
    assert f": {wrong.split(':')[0]}: expected" in str(failed.value)


def test_without_the_speed_status_the_same_move_has_more_left(tmp_path: Path) -> None:
    GAME.run_script(ROOT, _script(tmp_path, "turn: 1", "movement_left: 4"))


def test_a_refresh_start_counts_the_turn_up_to_the_one_given(tmp_path: Path) -> None:
    script = _script(
        tmp_path, "phase: refresh\n  turn: 5", "events: [{kind: turn_start, turn: 5, player: 0}]"
    )
    GAME.run_script(ROOT, script)


BAD = {
    "leadership: [3, 99]": r"scenario.leadership\[1\]",
    "turn: 0": "scenario.turn",
    "phase: cleanup": "scenario.phase",
    "statuses: {h2: [{status: immobilized, stat: speed}]}": r"scenario.statuses.h2\[0\]",
    "order_decks: [[lantern-strike]]": "scenario.order_decks",
}


@pytest.mark.parametrize("setting", sorted(BAD))
def test_a_bad_scenario_value_is_located(tmp_path: Path, setting: str) -> None:
    with pytest.raises(ScriptFailed, match=rf"scenario.yaml:7:\d+: {BAD[setting]}: "):
        GAME.run_script(ROOT, _script(tmp_path, setting, "turn: 1"))


def test_validate_names_a_status_without_a_creature_and_an_unknown_pile_card(tmp_path: Path) -> None:
    root = Path(shutil.copytree(ROOT, tmp_path / "content"))
    settings = "statuses: {a5: [{status: cover}]}\n  creature_discards: [[vault-hund], []]"
    (root / "matches" / "scenario.yaml").write_text(
        _script(tmp_path, settings, "turn: 1").read_text(encoding="utf-8"), encoding="utf-8"
    )
    result = CliRunner().invoke(cli, ["validate", "--content", str(root)])
    assert result.exit_code == 1
    lines = [line for line in result.output.splitlines() if line.startswith("matches/scenario.yaml:")]
    assert len(lines) == 2, result.output
    assert lines[0].startswith(
        "matches/scenario.yaml:7:14: error[bad-scenario]: scenario.statuses.a5: square a5"
    )
    assert (
        "error[bad-reference]: scenario.creature_discards[0][0]: no creature has id 'vault-hund'" in lines[1]
    )
