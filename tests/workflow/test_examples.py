"""``sfbkit test`` and ``sfbkit coverage``: examples inside content files, located failures, drafts."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli
from sfbkit.games.super_fantasy_brawl.content.library import load_library
from sfbkit.games.super_fantasy_brawl.content.paths import bundled_content_root
from sfbkit.kit.io.yaml_source import read_yaml
from tests.workflow.git_repo import edit

FOLDERS = ("champions", "cards", "arenas", "rulesets")


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, list(args))


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the bundled content as the working directory."""
    for folder in FOLDERS:
        shutil.copytree(bundled_content_root() / folder, tmp_path / folder)
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    return tmp_path


def line_of(path: Path, text: str) -> int:
    return path.read_text(encoding="utf-8").splitlines().index(text) + 1


def test_every_bundled_example_passes() -> None:
    result = run("test")
    assert result.exit_code == 0, result.output
    assert result.output == "116 examples: 116 passed, 0 failed\n"


def test_ids_select_cards_and_champions() -> None:
    result = run("test", "borka", "pip-backstab", "--verbose")
    assert result.exit_code == 0
    lines = result.output.splitlines()
    assert lines[-1] == "9 examples: 9 passed, 0 failed"
    assert any(line.startswith("ok   borka/Quench#1 (") for line in lines)
    assert any(line.startswith("ok   pip-backstab#1 (") for line in lines)


def test_an_unknown_id_is_a_usage_error() -> None:
    result = run("test", "borka-nothing")
    assert result.exit_code == 2
    assert "no card or champion with id 'borka-nothing'; did you mean borka-" in result.output


def test_a_wrong_expectation_fails_at_its_line(tree: Path) -> None:
    deck = tree / "cards" / "borka.yaml"
    edit(deck, "              damage: {fizzlewick: 5}\n", "              damage: {fizzlewick: 6}\n")
    line = line_of(deck, "              damage: {fizzlewick: 6}")
    result = run("test", "borka-anvil-drop", "--content", ".")
    assert result.exit_code == 1
    assert result.output.splitlines() == [
        "FAIL borka-anvil-drop#1 (fizzlewick takes 5, fizzlewick ends on d2)",
        f"cards/borka.yaml:{line}: step 5: damage: expected fizzlewick with 6 damage, found with 5 damage",
        "1 example: 0 passed, 1 failed",
    ]


def test_a_malformed_step_is_located(tree: Path) -> None:
    deck = tree / "cards" / "borka.yaml"
    edit(deck, "          - play: borka-anvil-drop\n", "          - teleport: borka-anvil-drop\n")
    line = line_of(deck, "          - teleport: borka-anvil-drop")
    result = run("test", "borka-anvil-drop", "--content", ".")
    assert result.exit_code == 1
    assert f"cards/borka.yaml:{line}:13: steps[0]: unknown step 'teleport'" in result.output


def test_an_example_that_never_plays_its_card_fails(tree: Path) -> None:
    deck = tree / "cards" / "borka.yaml"
    text = deck.read_text(encoding="utf-8")
    start = text.index("  - id: borka-hot-iron")
    examples = text.index("    examples:", start)
    steps = text.index("        steps:\n", examples)
    end = text.index("\n\n", steps)
    deck.write_text(text[:steps] + "        steps:\n          - end-turn" + text[end:], encoding="utf-8")
    result = run("test", "borka-hot-iron", "--content", ".")
    assert result.exit_code == 1
    assert (
        f"cards/borka.yaml:{text[:examples].count(chr(10)) + 2}: the example never plays borka-hot-iron"
        in result.output
    )


def test_coverage_of_the_bundled_content_is_complete() -> None:
    result = run("coverage")
    assert result.exit_code == 0
    assert result.output == "examples cover 72 of 72 cards and 31 of 31 abilities\n"


def test_coverage_lists_what_has_no_example(tree: Path) -> None:
    assert run("new", "champion", "sir-bonk", "--content", ".").exit_code == 0
    result = run("coverage", "--content", ".")
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert lines[-1] == "examples cover 73 of 78 cards and 32 of 33 abilities"
    assert (
        f"cards/sir-bonk.yaml:{line_of(tree / 'cards' / 'sir-bonk.yaml', '  - id: sir-bonk-wide-swing')}: card sir-bonk-wide-swing (Wide Swing) has no example"
        in lines
    )
    assert any(
        line.endswith("ability sir-bonk/Steady Footing (Steady Footing) has no example") for line in lines
    )
    assert run("coverage", "--content", ".", "--allow-missing").exit_code == 0


def test_a_draft_is_what_the_bundled_examples_were_made_from() -> None:
    result = run("test", "--draft", "borka-anvil-drop")
    assert result.exit_code == 0
    drafted = read_yaml(result.output.encode()).data
    assert drafted == [
        load_library(bundled_content_root())
        .cards["borka-anvil-drop"]
        .examples[0]
        .model_dump(mode="json", by_alias=True, exclude_defaults=True)
    ]


def test_a_written_draft_passes(tree: Path) -> None:
    assert run("new", "champion", "sir-bonk", "--content", ".").exit_code == 0
    result = run("test", "--draft", "sir-bonk-wide-swing", "--write", "--content", ".")
    assert result.exit_code == 0, result.output
    assert result.output.startswith("added an example to sir-bonk-wide-swing in ")
    result = run("test", "sir-bonk", "--content", ".")
    assert result.output == "3 examples: 3 passed, 0 failed\n"
    assert run("fmt", "--check", "--content", ".").exit_code == 0


def test_write_without_draft_is_a_usage_error() -> None:
    assert run("test", "--write").exit_code == 2
