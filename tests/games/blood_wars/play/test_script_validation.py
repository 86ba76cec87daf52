"""``sfbkit validate`` reads Blood Wars match scripts without playing them: every problem located, exit 1."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.content.paths import bundled_root

BROKEN = """name: broken
seeed: 3
scenario:
  seats:
    - warlords: [{card: magistrate-orrun-vell, battle_hand: [bailiff-wardens]}]
      area: [vellmoor, bailiff-wardens]
      hand: [writ-of-recal]
    - {warlords: [ashlord-vhorza]}
steps:
  - combat:p1:vellmor#1@p1:magistrate-orrun-vell#1
  - wibble: 3
  - expect: {hands: [[writ-of-recall], [emberreavers]], wobble: 1}
"""
DECK_CHECK = """name: a deck check
deck_check:
  deck:
    id: checked
    name: Checked
    deck_table: standrd
    cards:
      - {card: vellmoor, count: 3}
      - {card: vellmooor, count: 1}
  changes:
    - {name: one more, add: {ashlord-vhorzaa: 1}, problems: []}
"""


def _validate(tree: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["validate", "--content", str(tree), *args])


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    root = tmp_path / "blood-wars"
    shutil.copytree(bundled_root(), root)
    return root


def test_the_bundled_scripts_validate(tree: Path) -> None:
    result = _validate(tree)
    assert result.exit_code == 0, result.output
    assert result.output.rstrip().endswith(f"{len(list((tree / 'matches').glob('*.yaml')))} matches")


def test_a_broken_header_is_located_with_every_problem(tree: Path) -> None:
    (tree / "matches" / "broken.yaml").write_text(BROKEN, encoding="utf-8")
    result = _validate(tree)
    assert result.exit_code == 1
    lines = [line for line in result.output.splitlines() if line.startswith("matches/broken.yaml")]
    assert len(lines) == 1 and lines[0].startswith("matches/broken.yaml:2:1: "), result.output
    assert "seeed" in lines[0]


def test_steps_and_ids_are_located_one_line_each(tree: Path) -> None:
    (tree / "matches" / "broken.yaml").write_text(BROKEN.replace("seeed: 3\n", "seed: 3\n"), encoding="utf-8")
    result = _validate(tree)
    assert result.exit_code == 1
    found = sorted(line for line in result.output.splitlines() if line.startswith("matches/broken.yaml"))
    assert [" ".join(line.split(": ")[0:3:2]) for line in found] == [
        "matches/broken.yaml:10:5 steps[0]",
        "matches/broken.yaml:11:5 steps[1]",
        "matches/broken.yaml:12:41 steps[2].expect.hands[1][0]",
        "matches/broken.yaml:12:57 steps[2].expect.wobble",
        "matches/broken.yaml:6:24 scenario.seats[0].area[1]",
        "matches/broken.yaml:7:14 scenario.seats[0].hand[0]",
    ], result.output
    text = "\n".join(found)
    assert "no card has id 'vellmor' (did you mean 'vellmoor'?)" in text
    assert "bailiff-wardens is a legion; a seat's area holds battlefield or fate cards" in text
    assert "no card has id 'writ-of-recal'" in text
    assert "error[unknown-step]: steps[1]: unknown step 'wibble'" in text
    assert "no card has id 'emberreavers' (did you mean 'ember-reavers'?)" in text


def test_a_deck_check_names_its_unknown_ids(tree: Path) -> None:
    (tree / "matches" / "deck.yaml").write_text(DECK_CHECK, encoding="utf-8")
    result = _validate(tree)
    assert result.exit_code == 1
    found = sorted(line for line in result.output.splitlines() if line.startswith("matches/deck.yaml"))
    assert [" ".join(line.split(": ")[0:3:2]) for line in found] == [
        "matches/deck.yaml:11:47 deck_check.changes[0].add.ashlord-vhorzaa",
        "matches/deck.yaml:6:17 deck_check.deck.deck_table",
        "matches/deck.yaml:9:16 deck_check.deck.cards[1].card",
    ], result.output


def test_github_annotations_name_the_script(tree: Path) -> None:
    (tree / "matches" / "broken.yaml").write_text(BROKEN.replace("seeed: 3\n", "seed: 3\n"), encoding="utf-8")
    result = _validate(tree, "--format", "github")
    assert result.exit_code == 1
    assert "::error file=" in result.output and "broken.yaml,line=10,col=5" in result.output, result.output


def test_a_script_that_is_no_yaml_is_one_located_line(tree: Path) -> None:
    (tree / "matches" / "bad.yaml").write_text("name: [unclosed\n", encoding="utf-8")
    result = _validate(tree)
    assert result.exit_code == 1
    assert len([line for line in result.output.splitlines() if line.startswith("matches/bad.yaml:")]) == 1
