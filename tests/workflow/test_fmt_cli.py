"""``sfbkit fmt``: rewrites files in place, --check lists them, unreadable files are reported and kept."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from click.testing import CliRunner, Result

from sfbkit.cli.main import cli

VALID = Path(__file__).resolve().parents[1] / "games" / "super_fantasy_brawl" / "content" / "valid"


@pytest.fixture
def tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    root = tmp_path / "content"
    shutil.copytree(VALID, root)
    monkeypatch.chdir(root)
    monkeypatch.delenv("SFBKIT_CONTENT", raising=False)
    for path in sorted(root.rglob("*.yaml")):
        assert run(str(path)).exit_code == 0
    return root


def run(*args: str) -> Result:
    return CliRunner().invoke(cli, ["fmt", *args])


def scramble(path: Path) -> str:
    """Moves the champion's ``id`` line below ``name`` and adds a comment; returns the new text."""
    lines = path.read_text(encoding="utf-8").splitlines(keepends=True)
    index = next(i for i, line in enumerate(lines) if line.startswith("id:"))
    moved = lines.pop(index)
    lines.insert(index + 1, "# the id\n" + moved)
    text = "".join(lines)
    path.write_text(text, encoding="utf-8")
    return text


def test_check_lists_the_files_that_would_change_and_writes_nothing(tree: Path) -> None:
    champion = tree / "champions" / "ironhide.yaml"
    text = scramble(champion)
    result = run("--check", "--content", ".")
    assert result.exit_code == 1
    assert result.stdout == "champions/ironhide.yaml: would reformat\n"
    assert "6 files checked, 1 would be reformatted" in result.stderr
    assert champion.read_text(encoding="utf-8") == text


def test_formatting_rewrites_in_place_and_then_check_passes(tree: Path) -> None:
    champion = tree / "champions" / "ironhide.yaml"
    scramble(champion)
    result = run("champions")
    assert result.exit_code == 0
    assert result.stdout == "champions/ironhide.yaml: reformatted\n"
    text = champion.read_text(encoding="utf-8")
    keys = [line.split(":")[0] for line in text.splitlines() if line[:1].isalpha()]
    assert keys[:2] == ["id", "name"]
    assert "# the id" in text
    assert run("--check", ".").exit_code == 0
    assert not list(tree.rglob("*.tmp"))


def test_a_file_that_does_not_parse_is_reported_and_left_untouched(tree: Path) -> None:
    champion = tree / "champions" / "ironhide.yaml"
    broken = champion.read_text(encoding="utf-8").replace("\nname:", "\nname: [oops\nnmae:", 1)
    champion.write_text(broken, encoding="utf-8")
    result = run(".")
    assert result.exit_code == 1
    assert result.stderr.startswith("champions/ironhide.yaml:")
    assert "error[yaml-syntax]" in result.stderr
    assert "Traceback" not in result.output
    assert champion.read_text(encoding="utf-8") == broken


def test_a_missing_content_root_is_a_usage_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)
    result = run("--content", "nowhere")
    assert result.exit_code == 2


def test_a_file_that_is_not_yaml_is_refused_and_untouched(tree: Path) -> None:
    notes = tree / "notes.md"
    notes.write_text("# Notes\n\nkey: value\n", encoding="utf-8")
    result = run("notes.md")
    assert result.exit_code == 1
    assert "notes.md:1:1: error[not-yaml]: $: not a YAML file (.yaml or .yml); left as it is" in result.stderr
    assert notes.read_text(encoding="utf-8") == "# Notes\n\nkey: value\n"


def test_a_yaml_file_outside_the_content_folders_is_laid_out_without_reordering(tree: Path) -> None:
    other = tree / "other.yaml"
    other.write_text("zeta:   1\nalpha: [ 1,2 ]  # keep\n", encoding="utf-8")
    assert run("other.yaml").exit_code == 0
    # an end-of-line comment keeps the column it was written at
    assert other.read_text(encoding="utf-8") == "zeta: 1\nalpha: [1, 2]   # keep\n"


def test_a_content_file_linked_outside_the_tree_is_reported_and_neither_read_nor_written(
    tree: Path, tmp_path: Path
) -> None:
    champion = tree / "champions" / "ironhide.yaml"
    outside = tmp_path / "outside.yaml"
    outside.write_text(champion.read_text(encoding="utf-8"), encoding="utf-8")
    text = scramble(outside)
    champion.unlink()
    champion.symlink_to(outside)
    result = run("--content", ".")
    assert result.exit_code == 1
    assert "champions/ironhide.yaml:1:1: error[outside-tree]" in result.stderr
    assert outside.read_text(encoding="utf-8") == text
    assert champion.is_symlink()


def test_a_reused_anchor_name_is_one_located_problem_and_the_file_is_kept(tree: Path) -> None:
    from tests.hardening.helpers import run_console

    champion = tree / "champions" / "ironhide.yaml"
    text = champion.read_text(encoding="utf-8") + "notes: [&n one, &n two, *n]\n"
    champion.write_text(text, encoding="utf-8")
    line = text.count("\n")
    code, stdout, stderr = run_console(["fmt", str(champion)], {})
    assert code == 1
    assert stderr.splitlines() == [
        f"champions/ironhide.yaml:{line}:17: error[yaml-anchor]: $: the anchor '&n' is defined again (first on line {line}, "
        "column 9); give each anchor its own name",
        "1 files checked, 0 reformatted, 1 could not be formatted",
    ], stderr
    assert stdout == ""
    assert champion.read_text(encoding="utf-8") == text
