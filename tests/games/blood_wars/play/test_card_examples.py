"""``sfbkit test`` plays Blood Wars card examples: the output and exit codes of the other games, failures located."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.games.blood_wars.content.paths import bundled_root

CROWN_EXPECT = "expect: {is: {p1:grey-pilgrim-hob#1: 11}, cs: {p1:grey-pilgrim-hob#1: 5}}"


def _test(tree: Path, *args: str) -> Result:
    return CliRunner().invoke(cli, ["test", "--content", str(tree), *args])


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    root = tmp_path / "blood-wars"
    shutil.copytree(bundled_root(), root)
    return root


def test_an_example_that_holds_passes(tree: Path) -> None:
    result = _test(tree, "-v", "drowned-crown", "causeway-pikes", "ford-warden-tamsin")
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == "3 examples: 3 passed, 0 failed"
    assert (
        "ok   drowned-crown (the crown adds 1 IS and 1 CS to its warlord) cards/fates.yaml:" in result.output
    )


def test_a_failing_example_is_reported_at_its_file_and_line(tree: Path) -> None:
    fates = tree / "cards" / "fates.yaml"
    text = fates.read_text(encoding="utf-8")
    assert CROWN_EXPECT in text
    fates.write_text(text.replace(CROWN_EXPECT, CROWN_EXPECT.replace(": 11}", ": 12}")), encoding="utf-8")
    line = text[: text.index(CROWN_EXPECT)].count("\n") + 1
    result = _test(tree, "drowned-crown")
    assert result.exit_code == 1
    assert "FAIL drowned-crown (the crown adds 1 IS and 1 CS to its warlord)" in result.output
    assert (
        f"cards/fates.yaml:{line}: step 1: is: expected p1:grey-pilgrim-hob#1's IS 12, found 11"
        in result.output
    )
    assert result.output.splitlines()[-1] == "1 example: 0 passed, 1 failed"


def test_a_card_file_selects_its_cards(tree: Path) -> None:
    result = _test(tree, str(tree / "cards" / "battlefields.yaml"))
    assert result.output.splitlines()[-1].startswith("12 examples: ")


def test_an_unknown_id_is_a_usage_error(tree: Path) -> None:
    result = _test(tree, "drowned-crwn")
    assert result.exit_code == 2
    assert "drowned-crown" in result.output


def test_a_step_problem_names_the_example_path(tree: Path) -> None:
    fates = tree / "cards" / "fates.yaml"
    text = fates.read_text(encoding="utf-8")
    fates.write_text(text.replace(CROWN_EXPECT, "expect: {wibble: 1}"), encoding="utf-8")
    result = _test(tree, "drowned-crown")
    assert result.exit_code == 1
    assert "fates[3].examples[0].steps[0].expect.wibble: unknown key 'wibble'" in result.output


def test_every_bundled_example_passes() -> None:
    result = _test(bundled_root())
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[-1] == "63 examples: 63 passed, 0 failed"
