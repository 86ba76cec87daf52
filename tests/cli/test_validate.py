"""``sfbkit validate``: output formats, PATHS, the content root, exit codes."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli

VALID = Path(__file__).resolve().parents[1] / "games" / "super_fantasy_brawl" / "content" / "valid"

UNKNOWN_KEY_LINE = (
    "champions/ironhide.yaml:2:1: error[unknown-key]: nmae: unknown key 'nmae' (did you mean 'name'?); "
    "expected one of overrides, id, name, title, role, lore, basic, levelled"
)


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A copy of the valid tree as the working directory, with no $SFBKIT_CONTENT."""
    root = tmp_path / "content"
    shutil.copytree(VALID, root)
    monkeypatch.chdir(root)
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    monkeypatch.delenv("GITHUB_STEP_SUMMARY", raising=False)
    return root


def misname_champion(root: Path) -> None:
    """Renames the champion's 'name' key to 'nmae' (an unknown key on line 2)."""
    path = root / "champions" / "ironhide.yaml"
    text = path.read_text(encoding="utf-8")
    assert text.splitlines()[1].startswith("name:")
    path.write_text(text.replace("\nname:", "\nnmae:", 1), encoding="utf-8")


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, ["validate", *args])


def test_a_valid_tree_exits_0_with_counts(tree: Path) -> None:
    result = run("--content", ".")
    assert result.exit_code == 0
    assert result.output == (
        "6 files, 0 problems: 1 champion, 6 cards, 12 traps, 2 challenges, 1 arena, 1 ruleset\n"
    )


def test_problems_are_one_line_each_then_the_summary_and_exit_1(tree: Path) -> None:
    misname_champion(tree)
    result = run("--content", ".")
    assert result.exit_code == 1
    assert result.output.splitlines() == [UNKNOWN_KEY_LINE, "6 files, 1 problem"]


def test_the_content_root_comes_from_the_environment(tree: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    misname_champion(tree)
    monkeypatch.setenv("SFBKIT_CONTENT", str(tree))
    assert run().exit_code == 1


def test_files_are_shown_relative_to_the_working_directory_else_to_the_root(
    tree: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    misname_champion(tree)
    monkeypatch.chdir(tree.parent)
    assert run("--content", str(tree)).output.startswith("content/champions/ironhide.yaml:2:1: ")
    elsewhere = tree.parent / "elsewhere"
    elsewhere.mkdir()
    monkeypatch.chdir(elsewhere)
    assert run("--content", str(tree)).output.splitlines()[0] == UNKNOWN_KEY_LINE


def test_paths_restrict_the_reported_problems_but_not_the_cross_checks(tree: Path) -> None:
    misname_champion(tree)
    (tree / "cards" / "ironhide.yaml").rename(tree / "cards" / "ironhyde.yaml")
    everything = run("--content", ".").output.splitlines()
    assert [line.split(":")[0] for line in everything[:-1]] == [
        "cards/ironhyde.yaml",
        "champions/ironhide.yaml",
    ]
    only_cards = run("--content", ".", "cards").output.splitlines()
    assert only_cards[0].startswith("cards/ironhyde.yaml:1:11: error[wrong-file-name]: champion:")
    assert only_cards[-1] == "3 files, 1 problem"
    clean = run("--content", ".", "rulesets/standard.yaml")
    assert (clean.exit_code, clean.output.split(":")[0]) == (0, "1 file, 0 problems")


def test_json_format_is_one_document(tree: Path) -> None:
    misname_champion(tree)
    result = run("--content", ".", "--format", "json")
    assert result.exit_code == 1
    document = json.loads(result.output)
    assert document["files"][0] == "champions/ironhide.yaml"
    assert document["problems"] == [
        {
            "file": "champions/ironhide.yaml",
            "line": 2,
            "column": 1,
            "code": "unknown-key",
            "path": "nmae",
            "message": UNKNOWN_KEY_LINE.split("nmae: ", 1)[1],
        }
    ]
    assert document["summary"]["files"] == 6
    assert document["summary"]["problems"] == 1
    assert document["summary"]["counts"]["cards"] == 6


def add_unknown_keys(root: Path, count: int) -> None:
    """Gives the ruleset ``count`` unknown keys, one a line starting at line 3."""
    path = root / "rulesets" / "standard.yaml"
    lines = path.read_text(encoding="utf-8").splitlines()
    extra = [f"bogus{index}: 1" for index in range(count)]
    path.write_text("\n".join([*lines[:2], *extra, *lines[2:]]) + "\n", encoding="utf-8")


def test_github_format_annotates_the_first_ten_and_writes_the_full_step_summary(
    tree: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    add_unknown_keys(tree, 12)
    summary = tree.parent / "summary.md"
    summary.write_text("earlier step\n", encoding="utf-8")
    monkeypatch.setenv("GITHUB_STEP_SUMMARY", str(summary))
    result = run("--content", ".", "--format", "github")
    assert result.exit_code == 1
    lines = result.output.splitlines()
    assert len(lines) == 11
    assert lines[0].startswith(
        "::error file=rulesets/standard.yaml,line=3,col=1,title=sfbkit unknown-key::bogus0: unknown key 'bogus0'"
    )
    assert all(line.startswith("::error ") for line in lines[:10])
    assert lines[10] == (
        "::notice title=sfbkit validate::6 files, 12 problems "
        "(the first 10 are annotated; the step summary lists all)"
    )
    text = summary.read_text(encoding="utf-8")
    assert text.startswith("earlier step\n## sfbkit validate\n")
    rows = [line for line in text.splitlines() if line.startswith("| rulesets/")]
    assert len(rows) == 12
    assert rows[11].startswith("| rulesets/standard.yaml | 14 | 1 | unknown-key | `bogus11` |")


def test_github_format_escapes_commas_and_colons_in_properties(tree: Path) -> None:
    (tree / "champions" / "ironhide.yaml").rename(tree / "champions" / "iron,hide.yaml")
    result = run("--content", ".", "--format", "github")
    assert (
        "::error file=champions/iron%2Chide.yaml,line=1,col=5,title=sfbkit wrong-file-name::" in result.output
    )


def test_github_format_without_problems_prints_only_the_notice(tree: Path) -> None:
    result = run("--content", ".", "--format", "github")
    assert (result.exit_code, result.output.splitlines()[0].startswith("::notice ")) == (0, True)


def test_usage_errors_exit_2(tree: Path) -> None:
    assert run("--content", "no-such-folder").exit_code == 2
    assert run("--content", ".", "no-such-file.yaml").exit_code == 2
    assert run("--content", ".", "--format", "xml").exit_code == 2
    outside = run("--content", "champions", "cards/ironhide.yaml")
    assert outside.exit_code == 2
    assert "not inside the content tree" in outside.output


def test_validate_writes_nothing_into_the_tree(tree: Path) -> None:
    misname_champion(tree)
    before = {path: path.read_bytes() for path in tree.rglob("*") if path.is_file()}
    run("--content", ".")
    run("--content", ".", "--format", "json")
    assert {path: path.read_bytes() for path in tree.rglob("*") if path.is_file()} == before


def test_the_bundled_content_validates_from_any_directory(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    result = run()
    assert result.exit_code == 0, result.output
    assert ", 0 problems: " in result.output
