"""A bad Blood Wars script gives one located line (FILE:line) and exit 1: header, position, steps, expectations."""

from __future__ import annotations

from pathlib import Path

import pytest
from click.testing import CliRunner

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.content.paths import bundled_root

ROOT = bundled_root()

SCENARIO = """\
seed: 1
scenario:
  seats:
    - warlords:
        - card: ferryman-of-two-shores
          battle_hand: [crossroads-militia]
      area: [vellmoor]
      deck: [crossroads-militia, crossroads-militia]
      turns: 3
    - warlords: [pyre-marshal-kettrin]
      deck: [crossroads-militia, crossroads-militia]
      turns: 3
steps:
  - expect: {decision: action}
"""

CASES = {
    "an unknown card": (
        ("battle_hand: [crossroads-militia]", "battle_hand: [crossroads-militai]"),
        6,
        "no card has id 'crossroads-militai'",
    ),
    "a card out of its place": (
        ("area: [vellmoor]", "area: [crossroads-militia]"),
        7,
        "a seat's area holds battlefield or fate cards",
    ),
    "a warlord in a battle hand": (
        ("battle_hand: [crossroads-militia]", "battle_hand: [pyre-marshal-kettrin]"),
        6,
        "battle hand holds fate or legion cards",
    ),
    "a bad phase": (("seed: 1\nscenario:\n", "seed: 1\nscenario:\n  phase: dusk\n"), 3, "scenario.phase"),
    "an unknown seat key": (
        ("      turns: 3\n    - warlords: [pyre", "      turns: 3\n      pool: []\n    - warlords: [pyre"),
        10,
        "pool",
    ),
    "an unknown ruleset": (("seed: 1\n", "seed: 1\nruleset: skirmish\n"), 2, "unknown ruleset 'skirmish'"),
    "an unknown expectation key": (("{decision: action}", "{decision: action, hand: 3}"), 14, "hand"),
    "a bad expectation value": (("{decision: action}", "{vp: [1, -1]}"), 14, "vp"),
    "a malformed option id": (
        ("  - expect: {decision: action}", "  - intrigue:p1:vellmoor"),
        14,
        "unknown step 'intrigue:p1:vellmoor'",
    ),
    "an illegal answer": (
        ("  - expect: {decision: action}", "  - combat:p1:vellmoor#1@p2:pyre-marshal-kettrin#1"),
        14,
        "is not legal",
    ),
    "a failed expectation": (
        ("{decision: action}", "{decision: action, vp: [0, 1]}"),
        14,
        "vp: expected p2's VP 1, found 0",
    ),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_bad_script_gives_one_located_line(tmp_path: Path, case: str) -> None:
    (old, new), line, words = CASES[case]
    assert old in SCENARIO
    script = tmp_path / "bad.yaml"
    script.write_text(SCENARIO.replace(old, new, 1), encoding="utf-8")
    result = CliRunner().invoke(cli, ["match", str(script), "--content", str(ROOT)])
    assert result.exit_code == 1
    message = result.stderr.strip()
    assert len(message.splitlines()) == 1, message
    assert message.startswith(f"{script}:{line}:"), message
    assert words in message, message


def test_the_unchanged_scenario_passes(tmp_path: Path) -> None:
    script = tmp_path / "good.yaml"
    script.write_text(SCENARIO, encoding="utf-8")
    result = CliRunner().invoke(cli, ["match", str(script), "--content", str(ROOT)])
    assert result.exit_code == 0, result.output


def test_a_deck_check_names_the_change_whose_codes_differ(tmp_path: Path) -> None:
    script = tmp_path / "deck.yaml"
    text = (ROOT / "matches" / "scenario-01-deck-at-40.yaml").read_text(encoding="utf-8")
    script.write_text(text.replace("problems: [cap:vp]", "problems: [cap:is]"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["match", str(script), "--content", str(ROOT)])
    line = next(
        n
        for n, row in enumerate(script.read_text().splitlines(), 1)
        if "problems: [cap:is]" in row and n > 45
    )
    assert result.exit_code == 1
    assert result.stderr.startswith(
        f"{script}:{line}: a town of VP 4 for one of VP 3 (VP 41 of 40): expected"
    )


def test_a_deck_change_that_cannot_be_made_is_named_at_its_line(tmp_path: Path) -> None:
    script = tmp_path / "deck.yaml"
    text = (ROOT / "matches" / "scenario-01-deck-at-40.yaml").read_text(encoding="utf-8")
    script.write_text(text.replace("remove: {vellmoor: 1}", "remove: {vellmoor: 5}"), encoding="utf-8")
    result = CliRunner().invoke(cli, ["match", str(script), "--content", str(ROOT)])
    assert result.exit_code == 1
    assert "the deck has 2 of vellmoor, the change removes 5" in result.stderr
    assert result.stderr.startswith(f"{script}:")
